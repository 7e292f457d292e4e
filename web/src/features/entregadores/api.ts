import type {
  AcaoDaEntregaResposta,
  AcertoDoDia,
  DespachoResposta,
  EntregadorAdmin,
  EntregadorCriacao,
  EntregadorEdicao,
  PaginaDoEntregador,
} from '@cardapio/shared-events';
import { api } from '../../app/api';
import { aplicarNaLista, listaAoVivo } from '../../app/aoVivo';
import { aplicarNosQuadros } from '../pedidos/equipe/api';
import type { AcaoNaFila } from './fila';

const LISTA = { type: 'Entregador', id: 'LIST' } as const;
const ACERTO = { type: 'Entregador', id: 'ACERTO' } as const;

export const ordemDosEntregadores = (a: EntregadorAdmin, b: EntregadorAdmin) =>
  a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id;

/** The courier's phone page: public, never a session's token (the link's token is the key). */
const daPagina = (token: string) => `entregador/${encodeURIComponent(token)}`;

/**
 * The couriers (issue 32 §1): the back office's list (live through `entregador:atualizado` /
 * `entregador:removido`), the board's dispatch, the day's settlement, and the courier's phone.
 */
export const entregadoresApi = api.injectEndpoints({
  endpoints: (build) => ({
    entregadores: build.query<EntregadorAdmin[], void>({
      query: () => 'entregadores',
      transformResponse: (r: EntregadorAdmin[]) => [...r].sort(ordemDosEntregadores),
      providesTags: (lista = []) => [
        LISTA,
        ...lista.map((e) => ({ type: 'Entregador' as const, id: e.id })),
      ],
      onCacheEntryAdded: listaAoVivo<EntregadorAdmin>({
        atualizados: ['entregador:atualizado'],
        removidos: ['entregador:removido'],
        ordenar: ordemDosEntregadores,
        reler: [LISTA, ACERTO],
      }),
    }),
    criarEntregador: build.mutation<EntregadorAdmin, EntregadorCriacao>({
      query: (body) => ({ url: 'entregadores', method: 'POST', body }),
      invalidatesTags: [LISTA],
    }),
    atualizarEntregador: build.mutation<
      EntregadorAdmin,
      { id: number; dados: EntregadorEdicao | { ativo: boolean } }
    >({
      query: ({ id, dados }) => ({ url: `entregadores/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Entregador', id }],
    }),
    excluirEntregador: build.mutation<{ mensagem: string }, number>({
      query: (id) => ({ url: `entregadores/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Entregador', id }, LISTA],
    }),
    novoLinkDoEntregador: build.mutation<EntregadorAdmin, number>({
      query: (id) => ({ url: `entregadores/${id}/novo-link`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Entregador', id }],
    }),
    /**
     * The courier's link by the store's WhatsApp (issue 32 §2): 202 once queued, its state then
     * live in the list (`whatsapp_link`); 409 when the store has no WhatsApp.
     */
    enviarLinkPorWhatsapp: build.mutation<{ mensagem: string }, number>({
      query: (id) => ({ url: `entregadores/${id}/enviar-link`, method: 'POST' }),
      invalidatesTags: (_r, erro, id) => (erro ? [] : [{ type: 'Entregador', id }]),
    }),
    /** The ready delivery orders, in route order: on the board and in the list at once. */
    despachar: build.mutation<DespachoResposta, { entregadorId: number; pedidos: number[] }>({
      query: ({ entregadorId, pedidos }) => ({
        url: `entregadores/${entregadorId}/despachar`,
        method: 'POST',
        body: { pedidos },
      }),
      invalidatesTags: [ACERTO],
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          for (const pedido of data.pedidos) aplicarNosQuadros(pedido, dispatch, getState);
          dispatch(
            entregadoresApi.util.updateQueryData('entregadores', undefined, (lista) =>
              aplicarNaLista(lista, data.entregador, ordemDosEntregadores),
            ),
          );
        } catch {
          // Refused: the dialog shows the server's message; nothing moved.
        }
      },
    }),
    /** GET /api/entregadores/acerto?dia=AAAA-MM-DD. */
    acertoDoDia: build.query<AcertoDoDia, string>({
      query: (dia) => ({ url: 'entregadores/acerto', params: { dia } }),
      providesTags: [ACERTO],
    }),

    paginaDoEntregador: build.query<PaginaDoEntregador, string>({
      query: (token) => ({ url: daPagina(token), sessao: 'publica', cache: 'no-cache' }),
    }),
    /** One action of the phone's queue, sent with the moment it was tapped. */
    acaoDaEntrega: build.mutation<AcaoDaEntregaResposta, { token: string; acao: AcaoNaFila }>({
      query: ({ token, acao }) => ({
        url: `${daPagina(token)}/entregas/${acao.pedido_id}/${
          acao.tipo === 'entregue' ? 'entregue' : 'nao-entregue'
        }`,
        method: 'POST',
        body:
          acao.tipo === 'entregue'
            ? { registrado_em: acao.registrado_em }
            : { motivo: acao.motivo, registrado_em: acao.registrado_em },
        sessao: 'publica',
      }),
    }),
  }),
});

export const {
  useEntregadoresQuery,
  useCriarEntregadorMutation,
  useAtualizarEntregadorMutation,
  useExcluirEntregadorMutation,
  useNovoLinkDoEntregadorMutation,
  useEnviarLinkPorWhatsappMutation,
  useDespacharMutation,
  useAcertoDoDiaQuery,
  usePaginaDoEntregadorQuery,
  useAcaoDaEntregaMutation,
} = entregadoresApi;
