import type {
  ChamadaEvento,
  MonitorConfig,
  Pedido,
  PedidoStatus,
  TelaMonitor,
  TelaMonitorCriada,
} from '@cardapio/shared-events';
import { api } from '../../app/api';
import { usarSocket, type UsoDoSocket } from '../../app/socketCompartilhado';
import type { SessaoState } from '../auth/slice';
import { aplicarPedido } from '../pedidos/status';

/**
 * Who is looking: a staff member ('cliente' carries the customer/staff token, customer-side §6)
 * or a kitchen display signed in with its own token ('monitor').
 */
export interface AcessoDaEquipe {
  empresaId: number;
  sessao: 'cliente' | 'monitor';
}

const PEDIDOS_DA_EQUIPE = { type: 'Pedido', id: 'EQUIPE' } as const;
const CHAMADAS_PENDENTES = { type: 'Chamada', id: 'PENDENTES' } as const;

function tokenDo(acesso: AcessoDaEquipe, estado: unknown): string | null {
  const { sessao } = estado as { sessao: SessaoState };
  return acesso.sessao === 'monitor' ? sessao.monitorToken : sessao.token;
}

/** A pushed waiter call applied to the pending list: newer updated_at wins, answered ones leave. */
export function aplicarChamada(lista: ChamadaEvento[], chamada: ChamadaEvento): ChamadaEvento[] {
  const atual = lista.find((c) => c.id === chamada.id);
  if (atual && Date.parse(chamada.updated_at) <= Date.parse(atual.updated_at)) return lista;
  const outras = lista.filter((c) => c.id !== chamada.id);
  if (chamada.status !== 'pendente') return outras;
  return [...outras, chamada].sort(
    (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id,
  );
}

/**
 * Keeps a cached list live (DESIGN §3): listens from the start (events that land while the first
 * answer is loading are applied on top of it), patches on each event, and refetches whatever was
 * missed on every reconnection.
 */
async function manterAoVivo<T, E>(opcoes: {
  token: string | null;
  eventos: ('pedido:criado' | 'pedido:atualizado' | 'chamada:criada' | 'chamada:atualizada')[];
  aceitar: (evento: E) => boolean;
  aplicar: (lista: T, evento: E) => T;
  aoReconectar: () => void;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (receita: (lista: T) => T | void) => void;
}) {
  let uso: UsoDoSocket | null = null;
  try {
    if (opcoes.token) {
      let carregado = false;
      const pendentes: E[] = [];
      const ouvir = (evento: E) => {
        if (!opcoes.aceitar(evento)) return;
        if (!carregado) pendentes.push(evento);
        else opcoes.updateCachedData((lista) => opcoes.aplicar(lista, evento));
      };
      const conexao = await usarSocket(opcoes.token);
      const { socket } = conexao;
      let conectouAntes = socket.connected;
      const aoConectar = () => {
        if (conectouAntes) opcoes.aoReconectar();
        conectouAntes = true;
      };
      // The typed event map cannot name a union of handlers; every event here carries E.
      const alvo = socket as unknown as {
        on(nome: string, fn: (e: E) => void): void;
        off(nome: string, fn: (e: E) => void): void;
      };
      for (const nome of opcoes.eventos) alvo.on(nome, ouvir);
      socket.on('connect', aoConectar);
      uso = {
        socket,
        liberar: () => {
          for (const nome of opcoes.eventos) alvo.off(nome, ouvir);
          socket.off('connect', aoConectar);
          conexao.liberar();
        },
      };
      await opcoes.cacheDataLoaded;
      carregado = true;
      if (pendentes.length > 0) {
        opcoes.updateCachedData((lista) => pendentes.reduce(opcoes.aplicar, lista));
      }
    }
  } catch {
    // The entry was removed before the first answer: nothing to keep live.
  }
  await opcoes.cacheEntryRemoved;
  uso?.liberar();
}

/**
 * A change answers the entity as it is now: applied to the list at once (the push then changes
 * nothing). On failure the page shows the error and the list is read again (e.g. a conflict).
 */
async function aplicarResposta<T>(
  resposta: Promise<{ data: T }>,
  { aplicar, recarregar }: { aplicar: (entidade: T) => void; recarregar: () => void },
) {
  try {
    aplicar((await resposta).data);
  } catch {
    recarregar();
  }
}

/** Orders and waiter calls for the staff board and the kitchen monitor (staff-side §7). */
export const pedidosEquipeApi = api.injectEndpoints({
  endpoints: (build) => ({
    pedidosDaEquipe: build.query<Pedido[], AcessoDaEquipe>({
      query: ({ sessao }) => ({ url: 'pedidos', sessao }),
      providesTags: [PEDIDOS_DA_EQUIPE],
      async onCacheEntryAdded(acesso, ctx) {
        await manterAoVivo<Pedido[], Pedido>({
          token: tokenDo(acesso, ctx.getState()),
          eventos: ['pedido:criado', 'pedido:atualizado'],
          aceitar: (pedido) => pedido.empresa_id === acesso.empresaId,
          aplicar: aplicarPedido,
          aoReconectar: () => ctx.dispatch(api.util.invalidateTags([PEDIDOS_DA_EQUIPE])),
          cacheDataLoaded: ctx.cacheDataLoaded,
          cacheEntryRemoved: ctx.cacheEntryRemoved,
          updateCachedData: ctx.updateCachedData,
        });
      },
    }),
    chamadasPendentes: build.query<ChamadaEvento[], AcessoDaEquipe>({
      query: ({ empresaId, sessao }) => ({ url: `chamar-garcom/${empresaId}`, sessao }),
      providesTags: [CHAMADAS_PENDENTES],
      async onCacheEntryAdded(acesso, ctx) {
        await manterAoVivo<ChamadaEvento[], ChamadaEvento>({
          token: tokenDo(acesso, ctx.getState()),
          eventos: ['chamada:criada', 'chamada:atualizada'],
          aceitar: (chamada) => chamada.empresa_id === acesso.empresaId,
          aplicar: aplicarChamada,
          aoReconectar: () => ctx.dispatch(api.util.invalidateTags([CHAMADAS_PENDENTES])),
          cacheDataLoaded: ctx.cacheDataLoaded,
          cacheEntryRemoved: ctx.cacheEntryRemoved,
          updateCachedData: ctx.updateCachedData,
        });
      },
    }),
    mudarStatusDoPedido: build.mutation<
      Pedido & { mensagem: string },
      { id: number; status: PedidoStatus; acesso: AcessoDaEquipe }
    >({
      query: ({ id, status, acesso }) => ({
        url: `pedidos/${id}/status`,
        method: 'PUT',
        body: { status },
        sessao: acesso.sessao,
      }),
      onQueryStarted: ({ acesso }, { dispatch, queryFulfilled }) =>
        aplicarResposta(queryFulfilled, {
          aplicar: (pedido) =>
            dispatch(
              pedidosEquipeApi.util.updateQueryData('pedidosDaEquipe', acesso, (lista) =>
                aplicarPedido(lista, pedido),
              ),
            ),
          recarregar: () => dispatch(api.util.invalidateTags([PEDIDOS_DA_EQUIPE])),
        }),
    }),
    responderChamada: build.mutation<
      ChamadaEvento & { mensagem: string },
      { id: number; status: 'atendida' | 'cancelada'; acesso: AcessoDaEquipe }
    >({
      query: ({ id, status, acesso }) => ({
        url: `chamar-garcom/${id}/status`,
        method: 'PUT',
        body: { status },
        sessao: acesso.sessao,
      }),
      onQueryStarted: ({ acesso }, { dispatch, queryFulfilled }) =>
        aplicarResposta(queryFulfilled, {
          aplicar: (chamada) =>
            dispatch(
              pedidosEquipeApi.util.updateQueryData('chamadasPendentes', acesso, (lista) =>
                aplicarChamada(lista, chamada),
              ),
            ),
          recarregar: () => dispatch(api.util.invalidateTags([CHAMADAS_PENDENTES])),
        }),
    }),
    configuracaoDoMonitor: build.query<MonitorConfig, AcessoDaEquipe['sessao']>({
      query: (sessao) => ({ url: 'monitor/config', sessao }),
      providesTags: [{ type: 'Empresa', id: 'MONITOR' }],
    }),
    salvarConfiguracaoDoMonitor: build.mutation<
      MonitorConfig & { mensagem: string },
      MonitorConfig
    >({
      query: (body) => ({ url: 'monitor/config', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Empresa', id: 'MONITOR' }],
    }),
    telasDaCozinha: build.query<TelaMonitor[], void>({
      query: () => 'monitor/telas',
      providesTags: [{ type: 'Empresa', id: 'TELAS' }],
    }),
    criarTelaDaCozinha: build.mutation<TelaMonitorCriada, { nome: string }>({
      query: (body) => ({ url: 'monitor/telas', method: 'POST', body }),
      invalidatesTags: [{ type: 'Empresa', id: 'TELAS' }],
    }),
    revogarTelaDaCozinha: build.mutation<{ mensagem: string }, number>({
      query: (id) => ({ url: `monitor/telas/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Empresa', id: 'TELAS' }],
    }),
  }),
});

export const {
  usePedidosDaEquipeQuery,
  useChamadasPendentesQuery,
  useMudarStatusDoPedidoMutation,
  useResponderChamadaMutation,
  useConfiguracaoDoMonitorQuery,
  useSalvarConfiguracaoDoMonitorMutation,
  useTelasDaCozinhaQuery,
  useCriarTelaDaCozinhaMutation,
  useRevogarTelaDaCozinhaMutation,
} = pedidosEquipeApi;
