import { Global } from '@emotion/react';

/**
 * Print rules while a bill is on screen: only the element marked data-impressao is printed, on
 * 80 mm thermal paper, in a monospaced font, black on white, without buttons.
 */
export function ImpressaoDaConta() {
  return (
    <Global
      styles={{
        '@page': { size: '80mm auto', margin: '3mm' },
        '@media print': {
          'html, body': { background: 'white !important' },
          'body *': { visibility: 'hidden' },
          '[data-impressao], [data-impressao] *': {
            visibility: 'visible',
            color: 'black !important',
            background: 'transparent !important',
            boxShadow: 'none !important',
            borderColor: 'black !important',
          },
          '[data-impressao]': {
            position: 'absolute',
            insetInlineStart: 0,
            top: 0,
            width: '74mm',
            padding: '0 !important',
            border: 'none !important',
            fontFamily: "'DejaVu Sans Mono', 'Courier New', monospace",
            fontSize: '11px',
          },
          '[data-nao-imprimir]': { display: 'none !important' },
          '[data-so-impressao]': { display: 'block !important' },
        },
      }}
    />
  );
}
