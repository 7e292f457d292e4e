import type {
  ChamadaEvento,
  ClienteDoTelefone,
  CorrecaoDoPedidoInput,
  MonitorConfig,
  Pedido,
  PedidoDaEquipeInput,
  PedidoStatus,
  RespostaDoPagarPix,
  TelaMonitor,
  TelaMonitorCriada,
} from '@cardapio/shared-events';
import { api } from '../../../app/api';
import {
  ehMaisNova,
  manterNoCache,
  ouvirEventos,
  type CicloDoCache,
  type Ouvintes,
} from '../../../app/aoVivo';
import type { AppSocket } from '../../../app/socket';
import type { SessaoState } from '../../auth/slice';
import { aplicarPedido } from '../status';

/**
 * Who is looking: a staff member ('cliente' carries the customer/staff token, customer-side §6),
 * a kitchen display signed in with its own token ('monitor'), or a waiter (calls only).
 */
export interface AcessoDaEquipe {
  empresaId: number;
  sessao: 'cliente' | 'monitor' | 'garcom';
}

const PEDIDOS_DA_EQUIPE = { type: 'Pedido', id: 'EQUIPE' } as const;
const CHAMADAS_PENDENTES = { type: 'Chamada', id: 'PENDENTES' } as const;

function tokenDo(acesso: AcessoDaEquipe, estado: unknown): string | null {
  const { sessao } = estado as { sessao: SessaoState };
  if (acesso.sessao === 'garcom') return sessao.garcomToken;
  return acesso.sessao === 'monitor' ? sessao.monitorToken : sessao.token;
}

/** A pushed waiter call applied to the pending list: newer updated_at wins, answered ones leave. */
export function aplicarChamada(lista: ChamadaEvento[], chamada: ChamadaEvento): ChamadaEvento[] {
  if (
    !ehMaisNova(
      chamada,
      lista.find((c) => c.id === chamada.id),
    )
  )
    return lista;
  const outras = lista.filter((c) => c.id !== chamada.id);
  if (chamada.status !== 'pendente') return outras;
  return [...outras, chamada].sort(
    (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id,
  );
}

/** The last instant a screen's row speaks of (its latest heartbeat or disconnection). */
const ultimoSinal = (t: Pick<TelaMonitor, 'ultimo_sinal_em' | 'desconectada_em'>) =>
  Math.max(Date.parse(t.ultimo_sinal_em ?? '') || 0, Date.parse(t.desconectada_em ?? '') || 0);

/** A screen's heartbeat or disconnection applied to the list: a late, older one changes nothing. */
export function aplicarSinalDaTela(lista: TelaMonitor[], tela: TelaMonitor): TelaMonitor[] {
  return lista.map((atual) =>
    atual.id === tela.id && ultimoSinal(tela) >= ultimoSinal(atual)
      ? {
          ...atual,
          ultimo_sinal_em: tela.ultimo_sinal_em,
          desconectada_em: tela.desconectada_em,
          ultimo_pedido_em: tela.ultimo_pedido_em ?? atual.ultimo_pedido_em,
        }
      : atual,
  );
}

type EventoDaEquipe =
  'pedido:criado' | 'pedido:atualizado' | 'chamada:criada' | 'chamada:atualizada';

/** Keeps a cached list of the board or the monitor live (app/aoVivo), refetched on reconnect. */
function manterAoVivo<T, E>(
  ciclo: CicloDoCache<T>,
  opcoes: {
    token: string | null;
    eventos: EventoDaEquipe[];
    aceitar: (evento: E) => boolean;
    aplicar: (lista: T, evento: E) => T;
    aoReconectar: () => void;
  },
) {
  return manterNoCache<T>(ciclo, {
    token: opcoes.token,
    aoReconectar: opcoes.aoReconectar,
    ligar: (socket: AppSocket, aplicar) => {
      const ouvir = (evento: E) => {
        if (opcoes.aceitar(evento)) aplicar((lista) => opcoes.aplicar(lista, evento));
      };
      // Every event here carries E; the typed map cannot say so of one shared handler.
      return ouvirEventos(
        socket,
        Object.fromEntries(opcoes.eventos.map((nome) => [nome, ouvir])) as Ouvintes,
      );
    },
  });
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

/**
 * PUT <recurso>/:id/status, with the screen's own session (the monitor's or the staff's); an
 * order the kitchen started is cancelled with its reason (`motivo`, issue 31 §1).
 */
const novoStatus =
  (recurso: string) =>
  ({
    id,
    status,
    motivo,
    acesso,
  }: {
    id: number;
    status: string;
    motivo?: string;
    acesso: AcessoDaEquipe;
  }) => ({
    url: `${recurso}/${id}/status`,
    method: 'PUT',
    body: motivo ? { status, motivo } : { status },
    sessao: acesso.sessao,
  });

/** POST /api/pedidos/equipe's answer (issue 31 §1): the order, and for PIX the charge whose QR code the customer scans on screen. */
export interface PedidoDaEquipeCriado {
  pedido: Pedido;
  cobranca: RespostaDoPagarPix | null;
}

/** An order as the server answered it, on every cached board list at once (the push then changes nothing). */
export function aplicarNosQuadros(
  pedido: Pedido,
  dispatch: (acao: unknown) => unknown,
  getState: () => unknown,
) {
  const estado = getState() as Parameters<typeof pedidosEquipeApi.util.selectInvalidatedBy>[0];
  for (const entrada of pedidosEquipeApi.util.selectInvalidatedBy(estado, [PEDIDOS_DA_EQUIPE]))
    if (entrada.endpointName === 'pedidosDaEquipe')
      dispatch(
        pedidosEquipeApi.util.updateQueryData(
          'pedidosDaEquipe',
          entrada.originalArgs as AcessoDaEquipe,
          (lista) => aplicarPedido(lista, pedido),
        ),
      );
}

/** Orders and waiter calls for the staff board and the kitchen monitor (staff-side §7). */
export const pedidosEquipeApi = api.injectEndpoints({
  endpoints: (build) => ({
    pedidosDaEquipe: build.query<Pedido[], AcessoDaEquipe>({
      query: ({ sessao }) => ({ url: 'pedidos', sessao }),
      providesTags: [PEDIDOS_DA_EQUIPE],
      async onCacheEntryAdded(acesso, ctx) {
        await manterAoVivo<Pedido[], Pedido>(ctx, {
          token: tokenDo(acesso, ctx.getState()),
          eventos: ['pedido:criado', 'pedido:atualizado'],
          aceitar: (pedido) => pedido.empresa_id === acesso.empresaId,
          aplicar: aplicarPedido,
          aoReconectar: () => ctx.dispatch(api.util.invalidateTags([PEDIDOS_DA_EQUIPE])),
        });
      },
    }),
    chamadasPendentes: build.query<ChamadaEvento[], AcessoDaEquipe>({
      query: ({ empresaId, sessao }) => ({ url: `chamar-garcom/${empresaId}`, sessao }),
      providesTags: [CHAMADAS_PENDENTES],
      async onCacheEntryAdded(acesso, ctx) {
        await manterAoVivo<ChamadaEvento[], ChamadaEvento>(ctx, {
          token: tokenDo(acesso, ctx.getState()),
          eventos: ['chamada:criada', 'chamada:atualizada'],
          aceitar: (chamada) => chamada.empresa_id === acesso.empresaId,
          aplicar: aplicarChamada,
          aoReconectar: () => ctx.dispatch(api.util.invalidateTags([CHAMADAS_PENDENTES])),
        });
      },
    }),
    mudarStatusDoPedido: build.mutation<
      Pedido & { mensagem: string },
      { id: number; status: PedidoStatus; motivo?: string; acesso: AcessoDaEquipe }
    >({
      query: novoStatus('pedidos'),
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
      query: novoStatus('chamar-garcom'),
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
    criarPedidoDaEquipe: build.mutation<PedidoDaEquipeCriado, PedidoDaEquipeInput>({
      // The form's values as the shared schema parsed them (the server parses them again).
      query: (body) => ({ url: 'pedidos/equipe', method: 'POST', body }),
      // On the board at once (the push then changes nothing), whoever's list is cached.
      onQueryStarted: async (_body, { dispatch, getState, queryFulfilled }) => {
        try {
          aplicarNosQuadros((await queryFulfilled).data.pedido, dispatch, getState);
        } catch {
          // The page shows the error; nothing was created.
        }
      },
    }),
    /** PUT /api/pedidos/:id/correcao (issue 31 §1): the order rewritten before the kitchen starts it. */
    corrigirPedido: build.mutation<
      PedidoDaEquipeCriado,
      { id: number; correcao: CorrecaoDoPedidoInput }
    >({
      query: ({ id, correcao }) => ({
        url: `pedidos/${id}/correcao`,
        method: 'PUT',
        body: correcao,
      }),
      onQueryStarted: async (_args, { dispatch, getState, queryFulfilled }) => {
        try {
          aplicarNosQuadros((await queryFulfilled).data.pedido, dispatch, getState);
        } catch {
          // Refused (e.g. the kitchen started it meanwhile): the board reads the orders again.
          dispatch(api.util.invalidateTags([PEDIDOS_DA_EQUIPE]));
        }
      },
    }),
    /** GET /api/pedidos/equipe/cliente?telefone=: 404 when nobody ordered with that phone. */
    clienteDoTelefone: build.query<ClienteDoTelefone, string>({
      query: (telefone) => ({
        url: `pedidos/equipe/cliente?telefone=${encodeURIComponent(telefone)}`,
      }),
      keepUnusedDataFor: 0,
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
    telasDaCozinha: build.query<TelaMonitor[], number>({
      query: () => 'monitor/telas',
      providesTags: [{ type: 'Empresa', id: 'TELAS' }],
      // Each screen's connection state, live (issue 28 §3).
      async onCacheEntryAdded(empresaId, ctx) {
        await manterNoCache<TelaMonitor[]>(ctx, {
          token: tokenDo({ empresaId, sessao: 'cliente' }, ctx.getState()),
          aoReconectar: () =>
            ctx.dispatch(api.util.invalidateTags([{ type: 'Empresa', id: 'TELAS' }])),
          ligar: (socket, aplicar) =>
            ouvirEventos(socket, {
              'cozinha:tela': (tela) => {
                if (tela.empresa_id === empresaId)
                  aplicar((lista) => aplicarSinalDaTela(lista, tela));
              },
            }),
        });
      },
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
  useCriarPedidoDaEquipeMutation,
  useCorrigirPedidoMutation,
  useLazyClienteDoTelefoneQuery,
  useConfiguracaoDoMonitorQuery,
  useSalvarConfiguracaoDoMonitorMutation,
  useTelasDaCozinhaQuery,
  useCriarTelaDaCozinhaMutation,
  useRevogarTelaDaCozinhaMutation,
} = pedidosEquipeApi;
