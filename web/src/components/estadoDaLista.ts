/** Which of its five faces a back-office list shows (ListaComEstados draws them). */
export type EstadoDaListaCarregada = 'carregando' | 'erro' | 'vazia' | 'sem-resultado' | 'lista';

export interface SituacaoDaLista {
  isLoading: boolean;
  isError: boolean;
  /** Everything the query brought. */
  total: number;
  /** What survives the page's search or filter; the whole list when the page has none. */
  visiveis?: number;
}

/**
 * The first load shows the skeleton. A failed query shows the error only while there is nothing
 * to show: a refetch that fails keeps the list it already had on screen. An empty list offers
 * to create the first item; a search or filter that hides every item says so.
 */
export function estadoDaLista({
  isLoading,
  isError,
  total,
  visiveis = total,
}: SituacaoDaLista): EstadoDaListaCarregada {
  if (isLoading) return 'carregando';
  if (total === 0) return isError ? 'erro' : 'vazia';
  return visiveis === 0 ? 'sem-resultado' : 'lista';
}
