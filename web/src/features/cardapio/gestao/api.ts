import type {
  CategoriaAdmin,
  OpcaoAdmin,
  ProdutoAdmin,
  SalvarOpcoes,
} from '@cardapio/shared-events';
import { api } from '../../../app/api';

/** Accepts a bare list or one wrapped under `chave` (the older list answers were wrapped). */
function lista<T>(resposta: unknown, chave: string): T[] {
  if (Array.isArray(resposta)) return resposta as T[];
  const dentro = (resposta as Record<string, unknown> | null)?.[chave];
  return Array.isArray(dentro) ? (dentro as T[]) : [];
}

/** A server that does not send `ativo` yet only lists active rows. */
const comAtivo = <T extends { ativo?: boolean }>(linha: T): T & { ativo: boolean } => ({
  ...linha,
  ativo: linha.ativo ?? true,
});

const LISTA_DE_PRODUTOS = { type: 'Produto', id: 'LIST' } as const;
const LISTA_DE_CATEGORIAS = { type: 'Categoria', id: 'LIST' } as const;

/**
 * The back-office catalogue (staff-side §7 Products and categories). Lists provide `LIST` plus
 * one tag per row; a write invalidates the rows it touched (and the lists when rows appear,
 * disappear or change their counts). The open menus learn of it through `cardapio:atualizado`.
 */
export const catalogoApi = api.injectEndpoints({
  endpoints: (build) => ({
    produtosAdmin: build.query<ProdutoAdmin[], void>({
      query: () => 'produtos',
      transformResponse: (r: unknown) => lista<ProdutoAdmin>(r, 'produtos').map(comAtivo),
      providesTags: (produtos = []) => [
        LISTA_DE_PRODUTOS,
        ...produtos.map((p) => ({ type: 'Produto' as const, id: p.id })),
      ],
    }),
    categoriasAdmin: build.query<CategoriaAdmin[], void>({
      query: () => 'categorias',
      transformResponse: (r: unknown) =>
        lista<CategoriaAdmin>(r, 'categorias')
          .map(comAtivo)
          .sort((a, b) => a.ordem - b.ordem || a.nome.localeCompare(b.nome, 'pt-BR')),
      providesTags: (categorias = []) => [
        LISTA_DE_CATEGORIAS,
        ...categorias.map((c) => ({ type: 'Categoria' as const, id: c.id })),
      ],
    }),
    opcoesAdmin: build.query<OpcaoAdmin[], number>({
      query: (produtoId) => `produtos/${produtoId}/opcoes`,
      transformResponse: (r: unknown) => lista<OpcaoAdmin>(r, 'opcoes'),
      providesTags: (_r, _e, produtoId) => [{ type: 'Produto', id: `opcoes-${produtoId}` }],
      keepUnusedDataFor: 0,
    }),

    criarProduto: build.mutation<ProdutoAdmin, FormData>({
      query: (body) => ({ url: 'produtos', method: 'POST', body }),
      invalidatesTags: [LISTA_DE_PRODUTOS, LISTA_DE_CATEGORIAS],
    }),
    atualizarProduto: build.mutation<ProdutoAdmin, { id: number; dados: FormData }>({
      query: ({ id, dados }) => ({ url: `produtos/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Produto', id }, LISTA_DE_CATEGORIAS],
    }),
    alterarAtivoDoProduto: build.mutation<ProdutoAdmin, { id: number; ativo: boolean }>({
      query: ({ id, ativo }) => ({ url: `produtos/${id}/ativo`, method: 'PATCH', body: { ativo } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Produto', id }],
    }),
    excluirProduto: build.mutation<void, number>({
      query: (id) => ({ url: `produtos/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Produto', id }, LISTA_DE_CATEGORIAS],
    }),
    salvarOpcoes: build.mutation<OpcaoAdmin[], { produtoId: number; dados: SalvarOpcoes }>({
      query: ({ produtoId, dados }) => ({
        url: `produtos/${produtoId}/opcoes`,
        method: 'POST',
        body: dados,
      }),
      invalidatesTags: (_r, _e, { produtoId }) => [
        { type: 'Produto', id: produtoId },
        { type: 'Produto', id: `opcoes-${produtoId}` },
      ],
    }),

    criarCategoria: build.mutation<CategoriaAdmin, FormData>({
      query: (body) => ({ url: 'categorias', method: 'POST', body }),
      invalidatesTags: [LISTA_DE_CATEGORIAS],
    }),
    atualizarCategoria: build.mutation<CategoriaAdmin, { id: number; dados: FormData }>({
      query: ({ id, dados }) => ({ url: `categorias/${id}`, method: 'PUT', body: dados }),
      // Its products show its name.
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Categoria', id }, LISTA_DE_PRODUTOS],
    }),
    excluirCategoria: build.mutation<void, number>({
      query: (id) => ({ url: `categorias/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Categoria', id }],
    }),
  }),
});

export const {
  useProdutosAdminQuery,
  useCategoriasAdminQuery,
  useOpcoesAdminQuery,
  useCriarProdutoMutation,
  useAtualizarProdutoMutation,
  useAlterarAtivoDoProdutoMutation,
  useExcluirProdutoMutation,
  useSalvarOpcoesMutation,
  useCriarCategoriaMutation,
  useAtualizarCategoriaMutation,
  useExcluirCategoriaMutation,
} = catalogoApi;
