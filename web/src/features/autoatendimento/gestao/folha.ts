/**
 * The printable sheet of the tables' QR codes (issue 31 §2): the paper formats, the tables each
 * sheet holds, and the print rules (only the sheet prints, one paper page per sheet).
 */

export type FormatoDaFolha = 'A4' | 'A6';

interface Formato {
  rotulo: string;
  /** The choice's label (fits a phone). */
  curto: string;
  /** The paper (mm): named by size, since browsers do not all know the name 'A6'. */
  papel: { largura: number; altura: number };
  /** Tables per paper page. */
  porPagina: number;
  colunas: number;
  linhas: number;
  /** The page's margin, and its printable box (the paper less the margins), in mm. */
  margem: number;
  largura: number;
  altura: number;
  /** The QR code's side on paper (mm): large enough to scan from a seat. */
  qr: number;
  /** 'Mesa 12' on paper (pt). */
  numero: number;
}

export const FORMATOS: Record<FormatoDaFolha, Formato> = {
  // 210 × 297 mm, 10 mm margins: two columns of three cards of 95 × 92 mm.
  A4: {
    rotulo: 'A4 · 6 mesas por folha',
    curto: 'A4 · 6 mesas',
    papel: { largura: 210, altura: 297 },
    porPagina: 6,
    colunas: 2,
    linhas: 3,
    margem: 10,
    largura: 190,
    altura: 277,
    qr: 52,
    numero: 22,
  },
  // 105 × 148 mm, 8 mm margins: one card of 89 × 132 mm (a table tent or a holder).
  A6: {
    rotulo: 'A6 · 1 mesa por folha',
    curto: 'A6 · 1 mesa',
    papel: { largura: 105, altura: 148 },
    porPagina: 1,
    colunas: 1,
    linhas: 1,
    margem: 8,
    largura: 89,
    altura: 132,
    qr: 78,
    numero: 28,
  },
};

export const ehFormato = (valor: unknown): valor is FormatoDaFolha =>
  valor === 'A4' || valor === 'A6';

/** The tables split into paper pages of the format (the last one may be partly empty). */
export function paginasDaFolha<T>(mesas: readonly T[], formato: FormatoDaFolha): T[][] {
  const { porPagina } = FORMATOS[formato];
  const paginas: T[][] = [];
  for (let i = 0; i < mesas.length; i += porPagina) paginas.push(mesas.slice(i, i + porPagina));
  return paginas;
}

/** Tables in the order they are numbered ('2' before '10'). */
export const ordemDosCartoes = (a: { numero: string }, b: { numero: string }) =>
  a.numero.localeCompare(b.numero, 'pt-BR', { numeric: true });

/**
 * The print rules of the sheet, present only while its page is open: the paper's size, nothing
 * printed but the sheet (what the page is inside is flattened, the rest hidden, the cards'
 * actions too), one page per group of cards, black on white whatever the screen's color mode.
 */
export function regrasDeImpressao(formato: FormatoDaFolha): string {
  const f = FORMATOS[formato];
  // 1 mm less than the box: rounding never spills a blank page.
  const alturaDaPagina = f.altura - 1;
  return `
@page { size: ${f.papel.largura}mm ${f.papel.altura}mm; margin: ${f.margem}mm; }
@media print {
  html, body { background: #fff !important; }
  body *:not([data-folha-qr]):not(:has([data-folha-qr])):not([data-folha-qr] *) {
    display: none !important;
  }
  body *:has([data-folha-qr]) {
    display: block !important;
    position: static !important;
    inset: auto !important;
    overflow: visible !important;
    width: auto !important;
    max-width: none !important;
    height: auto !important;
    min-height: 0 !important;
    max-height: none !important;
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    box-shadow: none !important;
    background: transparent !important;
    transform: none !important;
  }
  [data-folha-qr] [data-nao-imprimir] { display: none !important; }
  [data-folha-qr] {
    display: block !important;
    margin: 0 !important;
    padding: 0 !important;
    color: #000 !important;
  }
  [data-folha-qr] [data-pagina-qr] {
    display: grid !important;
    grid-template-columns: repeat(${f.colunas}, 1fr);
    grid-template-rows: repeat(${f.linhas}, 1fr);
    gap: 0;
    width: ${f.largura}mm;
    height: ${alturaDaPagina}mm;
    overflow: hidden;
    break-after: page;
    page-break-after: always;
    break-inside: avoid;
  }
  [data-folha-qr] [data-pagina-qr]:last-child { break-after: auto; page-break-after: auto; }
  [data-folha-qr] [data-cartao-qr] {
    display: flex !important;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2mm;
    height: 100%;
    min-height: 0;
    padding: 4mm !important;
    border: 0.3mm dashed #999 !important;
    border-radius: 0 !important;
    box-shadow: none !important;
    background: #fff !important;
    color: #000 !important;
    break-inside: avoid;
  }
  [data-folha-qr] [data-qr-empresa] { font-size: 11pt !important; color: #000 !important; }
  [data-folha-qr] [data-qr-numero] { font-size: ${f.numero}pt !important; color: #000 !important; }
  [data-folha-qr] [data-qr-dica] { font-size: 9pt !important; color: #000 !important; }
  [data-folha-qr] [data-qr-moldura] { padding: 0 !important; border: 0 !important; }
  [data-folha-qr] [data-qr-imagem] {
    width: ${f.qr}mm !important;
    height: ${f.qr}mm !important;
    max-width: none !important;
  }
}`;
}
