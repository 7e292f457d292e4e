const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  // The HTML parser turns a NUL into U+FFFD anyway; doing it here keeps it out of the page.
  '\0': '\uFFFD',
};

/** Text or attribute value safe inside HTML (element content and quoted attributes). */
export const escaparHtml = (valor: string) => valor.replace(/[&<>"'\0]/g, (c) => ESCAPES[c]!);

/** Same-site paths only (`/imagens/…`, `/api/imagens/…`): never another host, never `//host`. */
const CAMINHO_LOCAL = /^\/(?!\/)[^\s\\]*$/;

/** A product or category picture the page may ask for itself, or undefined. */
export function imagemDoSite(url: string | null | undefined): string | undefined {
  const limpa = url?.trim() ?? '';
  return CAMINHO_LOCAL.test(limpa) ? limpa : undefined;
}
