import { tituloDaLoja } from '@cardapio/shared-events';
import { useEffect } from 'react';

const produto = (titulo: string | undefined) =>
  titulo ? `${titulo} · Cardápio Vivo` : 'Cardápio Vivo';

export function useDocumentTitle(titulo: string | undefined): void {
  useEffect(() => {
    document.title = produto(titulo);
  }, [titulo]);
}

/**
 * The tab of a company's storefront page says the store, not the product: 'Bar do Zé · Cardápio'
 * on its menu, 'Área do Cliente · Bar do Zé' on its other pages (the server's first screen sets
 * the same title). Without the store's name (still loading, none) it is the product's title.
 */
export function useTituloDaLoja(loja: string | undefined, pagina?: string): void {
  useEffect(() => {
    document.title = loja ? tituloDaLoja(loja, pagina) : produto(pagina);
  }, [loja, pagina]);
}
