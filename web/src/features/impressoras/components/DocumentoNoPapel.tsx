import type { DocumentoImpresso, LinhaImpressa } from '@cardapio/shared-events';
import type { CSSProperties } from 'react';

/**
 * A printed document (shared-events impressoras.ts) drawn as the thermal printer draws it: 80 mm
 * paper (74 mm printed between the page margins), 48 columns of a monospaced font, `grande` at
 * double width and height, `invertido` white on black. Plain elements with inline styles, black
 * on white whatever the screen's theme: it is drawn for paper (app/impressoras/navegador) and
 * needs no provider.
 */

/** The printed width: 80 mm paper less its 3 mm margins. */
const LARGURA_NO_PAPEL = '74mm';
/** 48 columns of a monospaced font (0.6 em each) in 74 mm: 74 / 48 / 0.6 ≈ 2.55 mm. */
const FONTE_NO_PAPEL = '2.55mm';
const MONOESPACADA = "'DejaVu Sans Mono', 'Liberation Mono', 'Courier New', monospace";

/** Backgrounds print (the reverse lines): browsers drop them unless told. */
const COM_FUNDO: CSSProperties = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' };

const ALINHAR: Record<'esquerda' | 'centro' | 'direita', CSSProperties['textAlign']> = {
  esquerda: 'left',
  centro: 'center',
  direita: 'right',
};

/** How one text line looks on paper. */
export function estiloDoTexto(linha: Extract<LinhaImpressa, { tipo: 'texto' }>): CSSProperties {
  return {
    textAlign: ALINHAR[linha.alinhar ?? 'esquerda'],
    fontWeight: linha.negrito || linha.grande ? 700 : 400,
    fontSize: linha.grande ? '2em' : undefined,
    lineHeight: linha.grande ? 1.15 : undefined,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  };
}

/** A reverse line: black behind the characters only, as the printer's reverse mode prints. */
const INVERTIDO: CSSProperties = {
  ...COM_FUNDO,
  background: '#000',
  color: '#fff',
  padding: '0 0.5ch',
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
};

function Linha({ linha }: { linha: LinhaImpressa }) {
  switch (linha.tipo) {
    case 'texto':
      return (
        <div data-linha="texto" style={estiloDoTexto(linha)}>
          {linha.invertido ? <span style={INVERTIDO}>{linha.texto}</span> : linha.texto}
        </div>
      );
    case 'colunas':
      // The label wraps on the left (its indent kept), the value stays whole on the right.
      return (
        <div
          data-linha="colunas"
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            gap: '1ch',
            fontWeight: linha.negrito ? 700 : 400,
          }}
        >
          <span
            style={{
              flex: '1 1 auto',
              minWidth: 0,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {linha.esquerda}
          </span>
          <span style={{ flex: '0 0 auto', whiteSpace: 'nowrap', textAlign: 'right' }}>
            {linha.direita}
          </span>
        </div>
      );
    case 'separador':
      return (
        <div
          data-linha="separador"
          role="separator"
          style={{ borderTop: '1px dashed #000', margin: '0.6em 0' }}
        />
      );
    case 'qrcode':
      // No QR code library in the web app: the address itself, whole, where the code would be.
      return (
        <div
          data-linha="qrcode"
          style={{ textAlign: 'center', fontSize: '0.85em', overflowWrap: 'anywhere' }}
        >
          {linha.conteudo}
        </div>
      );
    case 'espaco':
      return <div data-linha="espaco" style={{ height: '1.25em' }} aria-hidden />;
  }
}

/** A document at 80 mm, line by line. */
export function DocumentoNoPapel({ documento }: { documento: DocumentoImpresso }) {
  return (
    <div
      data-documento=""
      aria-label={documento.titulo}
      style={{
        ...COM_FUNDO,
        width: LARGURA_NO_PAPEL,
        boxSizing: 'border-box',
        fontFamily: MONOESPACADA,
        fontSize: FONTE_NO_PAPEL,
        lineHeight: 1.25,
        color: '#000',
        background: '#fff',
      }}
    >
      {documento.linhas.map((linha, i) => (
        <Linha key={i} linha={linha} />
      ))}
    </div>
  );
}
