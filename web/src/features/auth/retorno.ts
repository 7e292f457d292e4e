/** Where to go after logging in, remembered when the login was opened from a page (e.g. the menu). */
const CHAVE = 'retornoAposLogin';

export function lembrarRetorno(caminho: string): void {
  try {
    window.sessionStorage.setItem(CHAVE, caminho);
  } catch {
    // Without sessionStorage the login just goes to the default page.
  }
}

export function consumirRetorno(): string | null {
  try {
    const caminho = window.sessionStorage.getItem(CHAVE);
    window.sessionStorage.removeItem(CHAVE);
    return caminho && caminho.startsWith('/') && !caminho.startsWith('//') ? caminho : null;
  } catch {
    return null;
  }
}

export const primeiroNome = (nome: string | null | undefined): string =>
  (nome ?? '').trim().split(/\s+/)[0] ?? '';
