import type {
  CategoriaMenu,
  Comanda,
  ComandaBalcaoInput,
  ComandaFisica,
  ComandaMesaInput,
  ComandaResposta,
  ComandasFisicasResposta,
  ComandasResposta,
  ConfirmacaoDoQrResposta,
  EnvioCozinhaResposta,
  Mesa,
  MesaResposta,
  MesasResposta,
  NovoItemComandaInput,
  Pedido,
  ProdutoMenu,
  TransferenciaResposta,
} from '@cardapio/shared-events';
import { api } from '../../app/api';
import type { SessaoState } from '../auth/slice';
import {
  aplicarSeNaoRemovida,
  ehMaisNova,
  manterNoCache,
  removerGuardando,
  type CicloDoCache,
  type Removidos,
  type Ligar,
  ouvirEventos,
} from '../../app/aoVivo';
import { aplicarComanda, comQuantidade, ordemDasMesas } from './aoVivo';

const MESAS = { type: 'Mesa', id: 'LIST' } as const;
const COMANDAS = { type: 'Comanda', id: 'LIST' } as const;
const FISICAS = { type: 'ComandaFisica', id: 'LIST' } as const;

/** Fallback polling of the waiter screens when the socket misses something (DESIGN §3). */
export const POLLING_GARCOM_MS = 30_000;

/** Keeps one cache entry live through the waiter's socket (app/aoVivo). */
const manterAoVivo = <T>(
  ciclo: CicloDoCache<T> & { getState: () => unknown; dispatch: (acao: unknown) => unknown },
  ligar: Ligar<(receita: (dados: T) => T) => void>,
) =>
  manterNoCache(ciclo, {
    token: (ciclo.getState() as { sessao: SessaoState }).sessao.garcomToken,
    ligar,
    // A gap the server could not replay (or a process that died mid-change): the waiter's
    // tables and tabs are read again, not left until the next poll.
    aoReconectar: () =>
      ciclo.dispatch(api.util.invalidateTags(['Mesa', 'Comanda', 'ComandaFisica'])),
  });

/** POST comandas-mesa/:id/itens/:itemId/cancelar (issue 29 §2). */
export interface CancelamentoDeItemResposta {
  mensagem: string;
  comanda: Comanda;
  /** The kitchen order, with the line struck (null if it left the kitchen meanwhile). */
  pedido: Pedido | null;
}

/** PUT comandas-mesa/:id/itens/:itemId/observacoes: 'Observação alterada.' (+ kitchen told). */
export interface ObservacoesDoItemResposta {
  mensagem: string;
  comanda: Comanda;
}

/** PUT autoatendimento/mesas/:id/bloqueio (issue 31 §2). */
export interface BloqueioDoQrResposta {
  mensagem: string;
  mesa_id: number;
  bloqueado: boolean;
}

/** Accepts the catalogue as a bare list or wrapped ({produtos} / {categorias}). */
function lista<T>(resposta: unknown, chave: string): T[] {
  if (Array.isArray(resposta)) return resposta as T[];
  const dentro = (resposta as Record<string, unknown> | null)?.[chave];
  return Array.isArray(dentro) ? (dentro as T[]) : [];
}

/** The waiter area's calls (staff-side §7). URLs with '/garcom/' carry the waiter token. */
export const garcomApi = api.injectEndpoints({
  endpoints: (build) => ({
    mesasDoGarcom: build.query<Mesa[], void>({
      query: () => 'garcom/mesas',
      transformResponse: (r: MesasResposta) => [...r.mesas].sort(ordemDasMesas),
      providesTags: [MESAS],
      onCacheEntryAdded: (_arg, ciclo) =>
        manterAoVivo<Mesa[]>(ciclo, (socket, aplicar) => {
          // A late update of a deleted table (an outbox retry) must not bring it back.
          const removidas: Removidos = new Map();
          const aoMudar = (mesa: Mesa) =>
            aplicar((l) => aplicarSeNaoRemovida(l, mesa, removidas, ordemDasMesas));
          // A table deleted on the dashboard leaves the waiters' phones at once.
          const aoRemover = ({ id }: { id: number }) =>
            aplicar((l) => removerGuardando(l, id, removidas));
          return ouvirEventos(socket, { 'mesa:atualizada': aoMudar, 'mesa:removida': aoRemover });
        }),
    }),

    mesaDoGarcom: build.query<Mesa, number>({
      query: (id) => `garcom/mesas/${id}`,
      transformResponse: (r: MesaResposta) => r.mesa,
      providesTags: (_r, _e, id) => [{ type: 'Mesa', id }],
      onCacheEntryAdded: (id, ciclo) =>
        manterAoVivo<Mesa>(ciclo, (socket, aplicar) => {
          const aoMudar = (mesa: Mesa) => {
            if (mesa.id === id) aplicar((atual) => (ehMaisNova(mesa, atual) ? mesa : atual));
          };
          // A deleted table is read again: the screen then says 'Mesa não encontrada'.
          const aoRemover = (removida: { id: number }) => {
            if (removida.id === id)
              ciclo.dispatch(garcomApi.util.invalidateTags([{ type: 'Mesa', id }]));
          };
          return ouvirEventos(socket, { 'mesa:atualizada': aoMudar, 'mesa:removida': aoRemover });
        }),
    }),

    /** Every tab of the company, or a table's tabs (`?mesa_id=`). */
    comandasDoGarcom: build.query<Comanda[], number | undefined>({
      query: (mesaId) =>
        mesaId === undefined ? 'garcom/comandas' : `garcom/comandas?mesa_id=${mesaId}`,
      transformResponse: (r: ComandasResposta) => r.comandas,
      providesTags: [COMANDAS],
      onCacheEntryAdded: (mesaId, ciclo) =>
        manterAoVivo<Comanda[]>(ciclo, (socket, aplicar) => {
          const removidas: Removidos = new Map();
          const aoMudar = (comanda: Comanda) =>
            aplicar((l) => aplicarComanda(l, comanda, mesaId, removidas));
          const aoRemover = ({ id }: { id: number }) =>
            aplicar((l) => removerGuardando(l, id, removidas));
          return ouvirEventos(socket, {
            'comanda:atualizada': aoMudar,
            'comanda:removida': aoRemover,
          });
        }),
    }),

    comandaDoGarcom: build.query<Comanda, number>({
      query: (id) => `garcom/comandas-mesa/${id}`,
      transformResponse: (r: ComandaResposta) => r.comanda,
      providesTags: (_r, _e, id) => [{ type: 'Comanda', id }],
      onCacheEntryAdded: (id, ciclo) =>
        manterAoVivo<Comanda>(ciclo, (socket, aplicar) => {
          const aoMudar = (comanda: Comanda) => {
            if (comanda.id === id)
              aplicar((atual) => (ehMaisNova(comanda, atual) ? comanda : atual));
          };
          return ouvirEventos(socket, { 'comanda:atualizada': aoMudar });
        }),
    }),

    comandasFisicas: build.query<ComandaFisica[], void>({
      query: () => 'garcom/comandas-fisicas',
      transformResponse: (r: ComandasFisicasResposta) => r.comandas_fisicas,
      providesTags: [FISICAS],
      keepUnusedDataFor: 30, // physical-tab cache 30 000 ms (§9)
      // The staff created, changed or deleted a card: read the picker's list again.
      onCacheEntryAdded: (_arg, ciclo) =>
        manterAoVivo<ComandaFisica[]>(ciclo, (socket) => {
          const reler = () => ciclo.dispatch(api.util.invalidateTags([FISICAS]));
          return ouvirEventos(socket, {
            'comanda-fisica:atualizada': reler,
            'comanda-fisica:removida': reler,
          });
        }),
    }),

    produtosDoGarcom: build.query<ProdutoMenu[], void>({
      query: () => ({ url: 'produtos', sessao: 'garcom' }),
      transformResponse: (r: unknown) => lista<ProdutoMenu>(r, 'produtos'),
      providesTags: [{ type: 'Produto', id: 'GARCOM' }],
      keepUnusedDataFor: 300,
    }),

    categoriasDoGarcom: build.query<CategoriaMenu[], void>({
      query: () => ({ url: 'categorias', sessao: 'garcom' }),
      transformResponse: (r: unknown) =>
        lista<CategoriaMenu>(r, 'categorias')
          .filter((c) => c.ativo !== false)
          .sort((a, b) => a.ordem - b.ordem || a.nome.localeCompare(b.nome, 'pt-BR')),
      providesTags: [{ type: 'Categoria', id: 'GARCOM' }],
      keepUnusedDataFor: 300,
    }),

    abrirComandaAvulsa: build.mutation<ComandaResposta, ComandaBalcaoInput>({
      query: (body) => ({ url: 'garcom/comandas-balcao', method: 'POST', body }),
      invalidatesTags: [COMANDAS, FISICAS],
    }),

    abrirComandaNaMesa: build.mutation<ComandaResposta, ComandaMesaInput>({
      query: (body) => ({ url: 'garcom/comandas-mesa', method: 'POST', body }),
      invalidatesTags: (_r, _e, { mesa_id }) => [
        COMANDAS,
        FISICAS,
        MESAS,
        { type: 'Mesa', id: mesa_id },
      ],
    }),

    removerComandaDaMesa: build.mutation<unknown, { id: number; mesaId: number }>({
      query: ({ id }) => ({ url: `garcom/comandas-mesa/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { id, mesaId }) => [
        COMANDAS,
        FISICAS,
        MESAS,
        { type: 'Mesa', id: mesaId },
        { type: 'Comanda', id },
      ],
    }),

    transferirMesa: build.mutation<
      TransferenciaResposta,
      { comandaId: number; novaMesaId: number; mesaId: number }
    >({
      query: ({ comandaId, novaMesaId }) => ({
        url: `garcom/comandas/${comandaId}/transferir-mesa`,
        method: 'POST',
        body: { novaMesaId },
      }),
      invalidatesTags: (_r, _e, { mesaId, novaMesaId }) => [
        COMANDAS,
        MESAS,
        { type: 'Mesa', id: mesaId },
        { type: 'Mesa', id: novaMesaId },
        { type: 'Comanda' },
      ],
    }),

    adicionarItem: build.mutation<ComandaResposta, NovoItemComandaInput & { comandaId: number }>({
      query: ({ comandaId, ...body }) => ({
        url: `garcom/comandas-mesa/${comandaId}/itens`,
        method: 'POST',
        body,
      }),
      // A refusal (sold out, say) also reads the catalogue again, in case its news was missed.
      invalidatesTags: (_r, erro, { comandaId }) => [
        { type: 'Comanda', id: comandaId },
        COMANDAS,
        MESAS,
        ...(erro ? [{ type: 'Produto' as const, id: 'GARCOM' }] : []),
      ],
    }),

    /** − / +: applied at once on the tab, undone if the server refuses. */
    atualizarQuantidade: build.mutation<
      unknown,
      { comandaId: number; itemId: number; quantidade: number }
    >({
      query: ({ comandaId, itemId, quantidade }) => ({
        url: `comandas-mesa/${comandaId}/itens/${itemId}`,
        method: 'PUT',
        body: { quantidade },
        sessao: 'garcom',
      }),
      async onQueryStarted({ comandaId, itemId, quantidade }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          garcomApi.util.updateQueryData('comandaDoGarcom', comandaId, (c) =>
            comQuantidade(c, itemId, quantidade),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, _e, { comandaId }) => [
        { type: 'Comanda', id: comandaId },
        COMANDAS,
        MESAS,
      ],
    }),

    removerItem: build.mutation<unknown, { comandaId: number; itemId: number }>({
      query: ({ comandaId, itemId }) => ({
        url: `comandas-mesa/${comandaId}/itens/${itemId}`,
        method: 'DELETE',
        sessao: 'garcom',
      }),
      invalidatesTags: (_r, _e, { comandaId }) => [
        { type: 'Comanda', id: comandaId },
        COMANDAS,
        MESAS,
      ],
    }),

    /**
     * Cancels a sent item still in the kitchen, with a reason (issue 29 §2): the answered tab
     * (the item 'cancelado', out of the total) replaces the cached one at once.
     */
    cancelarItemEnviado: build.mutation<
      CancelamentoDeItemResposta,
      { comandaId: number; itemId: number; motivo: string }
    >({
      query: ({ comandaId, itemId, motivo }) => ({
        url: `comandas-mesa/${comandaId}/itens/${itemId}/cancelar`,
        method: 'POST',
        body: { motivo },
        sessao: 'garcom',
      }),
      onQueryStarted: ({ comandaId }, { dispatch, queryFulfilled }) =>
        aplicarComandaRespondida(comandaId, dispatch, queryFulfilled),
      invalidatesTags: (_r, _e, { comandaId }) => [
        { type: 'Comanda', id: comandaId },
        COMANDAS,
        MESAS,
      ],
    }),

    /** A line's note, changed: unsent, or sent and still in the kitchen (which is told). */
    mudarObservacoes: build.mutation<
      ObservacoesDoItemResposta,
      { comandaId: number; itemId: number; observacoes: string | null }
    >({
      query: ({ comandaId, itemId, observacoes }) => ({
        url: `comandas-mesa/${comandaId}/itens/${itemId}/observacoes`,
        method: 'PUT',
        body: { observacoes },
        sessao: 'garcom',
      }),
      onQueryStarted: ({ comandaId }, { dispatch, queryFulfilled }) =>
        aplicarComandaRespondida(comandaId, dispatch, queryFulfilled),
      invalidatesTags: (_r, _e, { comandaId }) => [{ type: 'Comanda', id: comandaId }, COMANDAS],
    }),

    enviarParaCozinha: build.mutation<EnvioCozinhaResposta, number>({
      query: (comandaId) => ({
        url: `garcom/comandas/${comandaId}/enviar-cozinha`,
        method: 'POST',
      }),
      async onQueryStarted(comandaId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.comanda) {
            dispatch(
              garcomApi.util.updateQueryData('comandaDoGarcom', comandaId, (atual) =>
                ehMaisNova(data.comanda, atual) ? data.comanda : atual,
              ),
            );
          }
        } catch {
          // The page shows the error.
        }
      },
      invalidatesTags: (_r, _e, comandaId) => [{ type: 'Comanda', id: comandaId }, COMANDAS],
    }),

    /**
     * 'Confirmar pedido do QR' (issue 31 §2): only the tab's QR lines waiting for confirmation go
     * to the kitchen (drinks marked pronto); the answered tab replaces the cached one at once.
     */
    confirmarPedidoDoQr: build.mutation<ConfirmacaoDoQrResposta, number>({
      query: (comandaId) => ({
        url: `autoatendimento/comandas/${comandaId}/confirmar`,
        method: 'POST',
        sessao: 'garcom',
      }),
      onQueryStarted: (comandaId, { dispatch, queryFulfilled }) =>
        aplicarComandaRespondida(comandaId, dispatch, queryFulfilled),
      invalidatesTags: (_r, _e, comandaId) => [{ type: 'Comanda', id: comandaId }, COMANDAS],
    }),

    /**
     * 'Bloquear QR da mesa' / 'Liberar QR da mesa': the answer's state is written into the cached
     * table (its list too), so the button flips with the answer even before the push arrives.
     */
    bloquearQrDaMesa: build.mutation<BloqueioDoQrResposta, { mesaId: number; bloqueado: boolean }>({
      query: ({ mesaId, bloqueado }) => ({
        url: `autoatendimento/mesas/${mesaId}/bloqueio`,
        method: 'PUT',
        body: { bloqueado },
        sessao: 'garcom',
      }),
      async onQueryStarted({ mesaId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const marcar = (mesa: Mesa) => {
            if (mesa.id === mesaId) mesa.qr_bloqueado = data.bloqueado;
          };
          dispatch(garcomApi.util.updateQueryData('mesaDoGarcom', mesaId, marcar));
          dispatch(
            garcomApi.util.updateQueryData('mesasDoGarcom', undefined, (mesas) => {
              mesas.forEach(marcar);
            }),
          );
        } catch {
          // The page shows the error.
        }
      },
    }),
  }),
});

export const {
  useMesasDoGarcomQuery,
  useMesaDoGarcomQuery,
  useComandasDoGarcomQuery,
  useComandaDoGarcomQuery,
  useComandasFisicasQuery,
  useLazyComandasFisicasQuery,
  useProdutosDoGarcomQuery,
  useCategoriasDoGarcomQuery,
  useAbrirComandaAvulsaMutation,
  useAbrirComandaNaMesaMutation,
  useRemoverComandaDaMesaMutation,
  useTransferirMesaMutation,
  useAdicionarItemMutation,
  useAtualizarQuantidadeMutation,
  useRemoverItemMutation,
  useEnviarParaCozinhaMutation,
  useCancelarItemEnviadoMutation,
  useMudarObservacoesMutation,
  useConfirmarPedidoDoQrMutation,
  useBloquearQrDaMesaMutation,
} = garcomApi;

/**
 * The tab a write answered replaces the cached one (unless a newer one arrived meanwhile), so
 * the screen changes with the answer, not a read later. A refusal leaves the cache alone: the
 * caller shows the error.
 */
async function aplicarComandaRespondida(
  comandaId: number,
  dispatch: (acao: unknown) => unknown,
  queryFulfilled: Promise<{ data: { comanda?: Comanda } }>,
) {
  try {
    const { data } = await queryFulfilled;
    const respondida = data.comanda;
    if (!respondida) return;
    dispatch(
      garcomApi.util.updateQueryData('comandaDoGarcom', comandaId, (atual) =>
        ehMaisNova(respondida, atual) ? respondida : atual,
      ),
    );
  } catch {
    // The dialog shows the error.
  }
}
