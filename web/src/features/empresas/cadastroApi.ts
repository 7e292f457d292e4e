import type {
  CadastroEmpresa,
  CadastroEmpresaResposta,
  CardapioExemploCarregado,
  PrimeirosPassos,
} from '@cardapio/shared-events';
import { api } from '../../app/api';

const PASSOS = (id: number) => ({ type: 'Empresa' as const, id: `primeiros-passos-${id}` });

/**
 * A restaurant signs itself up (issue 26 §2): the public sign-up, the e-mail link's confirmation,
 * and the dashboard's first-run checklist with 'Abrir a loja' and the sample menu.
 */
export const cadastroApi = api.injectEndpoints({
  endpoints: (build) => ({
    cadastrarEmpresa: build.mutation<CadastroEmpresaResposta, CadastroEmpresa>({
      query: (body) => ({ url: 'empresas/cadastro', method: 'POST', body }),
    }),
    confirmarCadastro: build.mutation<{ mensagem: string }, { empresa_id: number; token: string }>({
      query: (body) => ({ url: 'empresas/cadastro/confirmar', method: 'POST', body }),
      invalidatesTags: (_r, erro, { empresa_id }) => (erro ? [] : [PASSOS(empresa_id)]),
    }),
    reenviarConfirmacao: build.mutation<{ mensagem: string }, void>({
      query: () => ({ url: 'empresas/cadastro/reenviar-confirmacao', method: 'POST' }),
    }),
    primeirosPassos: build.query<PrimeirosPassos, number>({
      query: (id) => `empresas/${id}/primeiros-passos`,
      providesTags: (_r, _e, id) => [PASSOS(id)],
    }),
    abrirLoja: build.mutation<PrimeirosPassos & { mensagem: string }, number>({
      query: (id) => ({ url: `empresas/${id}/abrir`, method: 'POST' }),
      // A refusal lists what is missing: the checklist is read again either way.
      invalidatesTags: (_r, _e, id) => [PASSOS(id)],
    }),
    carregarCardapioExemplo: build.mutation<CardapioExemploCarregado, number>({
      query: (id) => ({ url: `empresas/${id}/cardapio-exemplo`, method: 'POST' }),
      invalidatesTags: (_r, erro, id) =>
        erro ? [PASSOS(id)] : [PASSOS(id), 'Produto', 'Categoria', 'Menu', 'Dashboard'],
    }),
  }),
});

export const {
  useCadastrarEmpresaMutation,
  useConfirmarCadastroMutation,
  useReenviarConfirmacaoMutation,
  usePrimeirosPassosQuery,
  useAbrirLojaMutation,
  useCarregarCardapioExemploMutation,
} = cadastroApi;
