import type {
  CategoriaMenu,
  MenuResposta,
  MetaPixelPublico,
  OpcaoGrupo,
  StatusLoja,
} from '@cardapio/shared-events';
import { api } from '../../app/api';

/**
 * Public reads of the storefront (customer-side §7): no token is sent for these URLs. The menu
 * changes live (`cardapio:atualizado`), so its reads always revalidate with the server (ETag: a
 * 304 when nothing changed) instead of trusting the browser's copy for its max-age.
 */
const revalidar = (url: string) => ({ url, cache: 'no-cache' as const });

export const cardapioApi = api.injectEndpoints({
  endpoints: (build) => ({
    menu: build.query<MenuResposta, number>({
      query: (empresaId) => revalidar(`menu/${empresaId}`),
      providesTags: (_r, _e, empresaId) => [{ type: 'Menu', id: empresaId }],
      keepUnusedDataFor: 300, // menu cached 5 min
    }),
    categorias: build.query<CategoriaMenu[], number>({
      query: (empresaId) => revalidar(`categorias/${empresaId}`),
      providesTags: (_r, _e, empresaId) => [{ type: 'Categoria', id: empresaId }],
      keepUnusedDataFor: 300,
    }),
    opcoesDoProduto: build.query<OpcaoGrupo[], number>({
      query: (produtoId) => revalidar(`menu/produto/${produtoId}/opcoes`),
      providesTags: (_r, _e, produtoId) => [{ type: 'Produto', id: produtoId }],
      keepUnusedDataFor: 300,
    }),
    statusDaLoja: build.query<StatusLoja, number>({
      // Saving the hours pushes `cardapio:atualizado`: the re-read must reach the server.
      query: (empresaId) => revalidar(`horario-funcionamento/status/${empresaId}`),
      providesTags: (_r, _e, empresaId) => [{ type: 'Horario', id: empresaId }],
    }),
    metaPixel: build.query<MetaPixelPublico, number>({
      query: (empresaId) => `meta-pixel/${empresaId}`,
      providesTags: (_r, _e, empresaId) => [{ type: 'MetaPixel', id: empresaId }],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const {
  useMenuQuery,
  useCategoriasQuery,
  useOpcoesDoProdutoQuery,
  useLazyOpcoesDoProdutoQuery,
  useStatusDaLojaQuery,
  useMetaPixelQuery,
} = cardapioApi;

/** Store open flag: the spec treats a failed status call as open. */
export function useLojaAberta(empresaId: number): boolean {
  const { data, isError } = useStatusDaLojaQuery(empresaId, { pollingInterval: 60_000 });
  if (isError || !data) return true;
  return data.aberto;
}
