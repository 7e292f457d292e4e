import type { DocumentoImpresso } from '@cardapio/shared-events';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { DocumentoNoPapel } from './components/DocumentoNoPapel';

/**
 * Printing from the browser (issue 30): the document is drawn by DocumentoNoPapel (74 mm wide,
 * for 80 mm paper) into one container of its own, a child of <body> marked data-impressao, and
 * only that container prints; the page itself (and its dialogs, toasts and menus) does not. The
 * paper's size is the printer's (a roll has no page height CSS could name: `size: 80mm auto` is
 * not valid CSS and browsers drop it). The rules exist only while a document is there: any other
 * print of the app is left alone.
 */
const REGRAS_DE_IMPRESSAO = `
@page { margin: 3mm; }
@media screen { body > [data-impressao] { display: none !important; } }
@media print {
  html, body { background: #fff !important; }
  body > :not([data-impressao]) { display: none !important; }
  body > [data-impressao] { display: block !important; }
}`;

let papel: Root | null = null;
/** The document a screen keeps ready (its bill): what Ctrl+P prints there. */
let naTela: DocumentoImpresso | null = null;
/** A document asked for with a button, until the print dialog closes. */
let avulso: DocumentoImpresso | null = null;
/** The print in progress: its listener, and the page's title to put back. */
let pendente: { depois: () => void; titulo: string } | null = null;

function desenhar(agora: boolean) {
  const documento = avulso ?? naTela;
  if (!papel) {
    if (!documento) return;
    const elemento = document.createElement('div');
    elemento.setAttribute('data-impressao', '');
    document.body.appendChild(elemento);
    papel = createRoot(elemento);
  }
  const raiz = papel;
  // Nothing to print: no rules either (the empty container stays, unseen).
  const conteudo = documento ? (
    <>
      <style>{REGRAS_DE_IMPRESSAO}</style>
      <DocumentoNoPapel documento={documento} />
    </>
  ) : null;
  if (agora) flushSync(() => raiz.render(conteudo));
  else raiz.render(conteudo);
}

/**
 * Prints one document from the browser: drawn at once, then the browser's print dialog. The
 * page's title becomes the document's while it prints (the name of a PDF saved from there).
 */
export function imprimirNoNavegador(documento: DocumentoImpresso): void {
  const titulo = pendente?.titulo ?? document.title;
  if (pendente) window.removeEventListener('afterprint', pendente.depois);
  const depois = () => {
    pendente = null;
    avulso = null;
    document.title = titulo;
    desenhar(false);
  };
  pendente = { depois, titulo };
  window.addEventListener('afterprint', depois, { once: true });
  avulso = documento;
  desenhar(true);
  document.title = documento.titulo;
  window.print();
}

/**
 * Keeps a document ready to print while the screen shows it (a bill): the browser's own print
 * (Ctrl+P) prints it, not the page. `documento` must be memoised.
 */
export function usePapelNaTela(documento: DocumentoImpresso | null): void {
  useEffect(() => {
    naTela = documento;
    desenhar(false);
    return () => {
      if (naTela !== documento) return;
      naTela = null;
      desenhar(false);
    };
  }, [documento]);
}
