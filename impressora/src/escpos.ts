import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import {
  COLUNAS_DO_PAPEL,
  textoDoDocumento,
  type DocumentoImpresso,
  type LarguraDoPapel,
  type LinhaImpressa,
} from '@cardapio/shared-events';
import { IMPRIMIVEIS_EM_CP860 } from './cp860';

/**
 * A printed document in ESC/POS (issue 30): the lines of `DocumentoImpresso` as the encoder's
 * commands, in code page 860 (Portuguese), a small last line with the job's id and version, then
 * a feed and a partial cut. The text of each line is `textoDoDocumento`'s (wrapped, indented,
 * laid out in columns as the preview), so the encoder never has a line longer than the paper to
 * wrap; the encoder adds the styles and aligns with spaces.
 */

const PAGINA_DE_CODIGO = 'cp860';

/** What CP860 lacks, said with what it has (typography a text may bring from a phone). */
const TROCAS: Record<string, string> = {
  '—': '-',
  '–': '-',
  '‒': '-',
  '―': '-',
  '−': '-',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '′': "'",
  '´': "'",
  '`': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '…': '...',
  '•': '·',
  '€': 'EUR',
  '×': 'x',
  '©': '(c)',
  '®': '(R)',
  '™': 'TM',
  '¹': '1',
  '³': '3',
};

/**
 * A text as the printer can print it: whitespace as plain spaces, typography CP860 lacks as its
 * plain form (— as -, “ ” as ", … as ...), a letter it lacks without its accent (ë as e), and
 * anything else (an emoji) as '?'. The accents of Portuguese are all kept.
 */
export function textoImprimivel(texto: string): string {
  let saida = '';
  for (const caractere of texto) {
    if (/\s/.test(caractere)) saida += ' ';
    else if (IMPRIMIVEIS_EM_CP860.has(caractere)) saida += caractere;
    else if (TROCAS[caractere] !== undefined) saida += TROCAS[caractere];
    else {
      const semAcento = caractere.normalize('NFD').replace(/\p{M}/gu, '');
      saida += [...semAcento].every((c) => IMPRIMIVEIS_EM_CP860.has(c)) ? semAcento : '?';
    }
  }
  return saida;
}

/** The document with every text as the printer prints it (what the paper reads). */
export function documentoImprimivel(documento: DocumentoImpresso): DocumentoImpresso {
  return {
    titulo: textoImprimivel(documento.titulo),
    linhas: documento.linhas.map((linha): LinhaImpressa => {
      switch (linha.tipo) {
        case 'texto':
          return { ...linha, texto: textoImprimivel(linha.texto) };
        case 'colunas':
          return {
            ...linha,
            esquerda: textoImprimivel(linha.esquerda),
            direita: textoImprimivel(linha.direita),
          };
        default:
          return linha;
      }
    }),
  };
}

/**
 * The plain lines of one document line at the width: `textoDoDocumento`'s, so the paper reads as
 * the preview (wrapping, indentation, a label and its value at both ends).
 */
const linhasDe = (linha: LinhaImpressa, largura: LarguraDoPapel) =>
  textoDoDocumento({ titulo: '', linhas: [linha] }, largura);

const ALINHAMENTO = { esquerda: 'left', centro: 'center', direita: 'right' } as const;

/**
 * ESC/POS bytes of one copy of a document at a paper width; `rodape` ('Trabalho #12 v1') is
 * printed small at the end, before the feed and the cut. Call it once per copy wanted.
 */
export function codificar(
  documento: DocumentoImpresso,
  largura: LarguraDoPapel,
  rodape: string,
): Uint8Array {
  const colunas = COLUNAS_DO_PAPEL[largura];
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: colunas,
    codepageMapping: 'epson',
    feedBeforeCut: 4,
  });
  encoder.initialize().codepage(PAGINA_DE_CODIGO);
  for (const linha of documentoImprimivel(documento).linhas) {
    switch (linha.tipo) {
      case 'texto': {
        const grande = linha.grande === true;
        encoder.align(ALINHAMENTO[linha.alinhar ?? 'esquerda']);
        if (linha.negrito) encoder.bold(true);
        if (linha.invertido) encoder.invert(true);
        if (grande) encoder.size(2, 2);
        for (const parte of linhasDe(linha, largura)) encoder.line(parte);
        if (grande) encoder.size(1, 1);
        if (linha.invertido) encoder.invert(false);
        if (linha.negrito) encoder.bold(false);
        encoder.align('left');
        break;
      }
      case 'colunas':
        if (linha.negrito) encoder.bold(true);
        for (const parte of linhasDe(linha, largura)) encoder.line(parte);
        if (linha.negrito) encoder.bold(false);
        break;
      case 'separador':
        encoder.line('-'.repeat(colunas));
        break;
      case 'espaco':
        encoder.newline();
        break;
      case 'qrcode':
        encoder
          .align('center')
          .qrcode(linha.conteudo, { model: 2, size: largura === 58 ? 5 : 6, errorlevel: 'm' })
          .align('left');
        break;
    }
  }
  return encoder
    .font('B')
    .align('right')
    .line(textoImprimivel(rodape))
    .align('left')
    .font('A')
    .cut('partial')
    .encode();
}
