import {
  VISAO_PADRAO,
  type Estacao,
  type EstacoesResposta,
  type Pedido,
  type TemposDaCozinha,
  type VisaoDaCozinha,
} from '@cardapio/shared-events';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { mensagemDeErro } from '../../app/http';
import { notify } from '../../app/toaster';
import { listaAoVivo, manterNoCache, ouvirEventos, tokenDaSessao } from '../../app/aoVivo';
import { ordemDasEstacoes, useEstacoesQuery } from '../estacoes/api';
import { pedidosEquipeApi, type AcessoDaEquipe } from '../pedidos/equipe/api';
import { aplicarPedido } from '../pedidos/status';
import { dispositivo } from './confirmacao';
import { ticketsDaEstacao, trazAlgoPara, visaoEfetiva } from './parteDaEstacao';

/**
 * A kitchen screen's view (issue 29 §1) and its bumps (§2), on the API: the view is kept on the
 * server per screen (a staff session names this browser's device), the stations list is read
 * with the screen's own token, and every bump or recall answers the order as it is now, applied
 * to the monitor's live list at once (the staff room's `pedido:atualizado` reaches the others).
 */

/** Which token the screen speaks with: a staff member's or the kitchen screen's own. */
export type SessaoDaTela = 'cliente' | 'monitor';

/** A staff session's screen is its device; a registered screen is known by its token. */
const doDispositivo = (sessao: SessaoDaTela) => {
  const id = sessao === 'cliente' ? dispositivo() : undefined;
  return id ? { dispositivo: id } : {};
};

/** What a bump or a recall names: one item, or a station's part of an order (or all of it). */
export type AlvoDoPreparo =
  | { tipo: 'item'; id: number; pedidoId: number }
  | { tipo: 'pedido'; id: number; estacoes?: number[] };

export interface RespostaDoPreparo {
  pedido: Pedido;
  mensagem: string;
}

const PEDIDOS_DA_EQUIPE = { type: 'Pedido', id: 'EQUIPE' } as const;
const ESTACOES = { type: 'Estacao', id: 'LIST' } as const;

/** The items a bump marks, before the server answers (the ticket reacts to the tap at once). */
function marcarNaLista(lista: Pedido[], alvo: AlvoDoPreparo, marca: string) {
  const pedido = lista.find((p) => p.id === (alvo.tipo === 'item' ? alvo.pedidoId : alvo.id));
  if (!pedido) return;
  for (const item of pedido.itens) {
    const alvoDoItem =
      alvo.tipo === 'item'
        ? item.id === alvo.id
        : !alvo.estacoes || item.estacao_id === null || alvo.estacoes.includes(item.estacao_id);
    if (alvoDoItem && item.pronto_em === null) item.pronto_em = marca;
  }
}

/** Takes back the marks of a refused bump that no answer or push has replaced since. */
function desmarcarNaLista(lista: Pedido[], marca: string) {
  for (const pedido of lista)
    for (const item of pedido.itens) if (item.pronto_em === marca) item.pronto_em = null;
}

export const visaoApi = api.injectEndpoints({
  endpoints: (build) => ({
    visaoDaTela: build.query<VisaoDaCozinha, SessaoDaTela>({
      query: (sessao) => ({ url: 'monitor/visao', params: doDispositivo(sessao), sessao }),
    }),
    salvarVisaoDaTela: build.mutation<
      VisaoDaCozinha,
      { sessao: SessaoDaTela; visao: VisaoDaCozinha }
    >({
      query: ({ sessao, visao }) => ({
        url: 'monitor/visao',
        method: 'PUT',
        body: { ...visao, ...doDispositivo(sessao) },
        sessao,
      }),
      // The screen changes at once; a refusal puts the previous view back.
      async onQueryStarted({ sessao, visao }, { dispatch, queryFulfilled }) {
        const antes = dispatch(visaoApi.util.updateQueryData('visaoDaTela', sessao, () => visao));
        try {
          const { data } = await queryFulfilled;
          void dispatch(visaoApi.util.upsertQueryData('visaoDaTela', sessao, data));
        } catch {
          antes.undo();
        }
      },
    }),
    /** The stations, read with a kitchen screen's token and kept live on its socket. */
    estacoesDaTela: build.query<Estacao[], void>({
      query: () => ({ url: 'estacoes', sessao: 'monitor' }),
      transformResponse: (r: EstacoesResposta) => [...r.estacoes].sort(ordemDasEstacoes),
      providesTags: (estacoes = []) => [
        ESTACOES,
        ...estacoes.map((e) => ({ type: 'Estacao' as const, id: e.id })),
      ],
      onCacheEntryAdded: listaAoVivo<Estacao>({
        atualizados: ['estacao:atualizada'],
        removidos: ['estacao:removida'],
        ordenar: ordemDasEstacoes,
        reler: [ESTACOES],
        sessao: 'monitor',
      }),
    }),
    /**
     * The kitchen's average ticket times (issue 29 §3) for the expo's header, read with this
     * screen's token and replaced by each newer 'cozinha:tempos' (a bump anywhere moves them).
     */
    temposDaCozinha: build.query<TemposDaCozinha, SessaoDaTela>({
      query: (sessao) => ({ url: 'monitor/tempos', sessao }),
      providesTags: [{ type: 'TemposDaCozinha', id: 'EMPRESA' }],
      onCacheEntryAdded: (sessao, ciclo) =>
        manterNoCache<TemposDaCozinha>(ciclo, {
          token: tokenDaSessao(ciclo.getState(), sessao),
          ligar: (socket, aplicar) =>
            ouvirEventos(socket, {
              'cozinha:tempos': (novos) =>
                aplicar((atuais) =>
                  Date.parse(novos.updated_at) >= Date.parse(atuais.updated_at) ? novos : atuais,
                ),
            }),
          aoReconectar: () =>
            ciclo.dispatch(api.util.invalidateTags([{ type: 'TemposDaCozinha', id: 'EMPRESA' }])),
        }),
    }),
    preparo: build.mutation<
      RespostaDoPreparo,
      { acao: 'pronto' | 'desfazer'; alvo: AlvoDoPreparo; acesso: AcessoDaEquipe }
    >({
      query: ({ acao, alvo, acesso }) => ({
        url: `monitor/${alvo.tipo === 'item' ? 'itens' : 'pedidos'}/${alvo.id}/${acao}`,
        method: 'POST',
        body: alvo.tipo === 'pedido' && alvo.estacoes ? { estacoes: alvo.estacoes } : {},
        sessao: acesso.sessao,
      }),
      async onQueryStarted({ acao, alvo, acesso }, { dispatch, queryFulfilled }) {
        const lista = (receita: (l: Pedido[]) => Pedido[] | void) =>
          dispatch(pedidosEquipeApi.util.updateQueryData('pedidosDaEquipe', acesso, receita));
        const marca = new Date().toISOString();
        if (acao === 'pronto') lista((l) => marcarNaLista(l, alvo, marca));
        try {
          const { data } = await queryFulfilled;
          lista((l) => aplicarPedido(l, data.pedido));
        } catch {
          // Another screen may have been first (a 409): the list is read again.
          lista((l) => desmarcarNaLista(l, marca));
          dispatch(api.util.invalidateTags([PEDIDOS_DA_EQUIPE]));
        }
      },
    }),
  }),
});

export const {
  useVisaoDaTelaQuery,
  useSalvarVisaoDaTelaMutation,
  usePreparoMutation,
  useTemposDaCozinhaQuery,
} = visaoApi;

/**
 * The company's stations as this screen may read them: a kitchen screen with its token, a staff
 * member through the back office's live list.
 */
export function useEstacoesDaTela(acesso: AcessoDaEquipe | null) {
  const daEquipe = useEstacoesQuery(undefined, { skip: acesso?.sessao !== 'cliente' });
  const daTela = visaoApi.useEstacoesDaTelaQuery(undefined, {
    skip: acesso?.sessao !== 'monitor',
  });
  const lida = acesso?.sessao === 'monitor' ? daTela : daEquipe;
  return {
    estacoes: lida.data ?? SEM_ESTACOES,
    /** Read (or failed: a screen without them is the spec's monitor). */
    carregadas: lida.isSuccess || lida.isError,
  };
}

const SEM_ESTACOES: Estacao[] = [];

/** This screen's saved view ('tudo' until it is read or chosen) and how to change it. */
export function useVisaoDaTela(acesso: AcessoDaEquipe | null) {
  const sessao: SessaoDaTela = acesso?.sessao === 'monitor' ? 'monitor' : 'cliente';
  const pular = !acesso || acesso.sessao === 'garcom';
  const lida = useVisaoDaTelaQuery(sessao, { skip: pular });
  const [salvar, salvando] = useSalvarVisaoDaTelaMutation();
  return {
    visao: lida.data ?? VISAO_PADRAO,
    carregada: lida.isSuccess || lida.isError,
    salvando: salvando.isLoading,
    escolher: (visao: VisaoDaCozinha) => salvar({ sessao, visao }).unwrap(),
  };
}

/**
 * Everything the monitor needs of its view: the company's stations (the picker shows the active
 * ones), the view it applies (the spec's monitor for a company without stations), the station
 * view's tickets (with the orders this screen called back), and the choice, saved for this
 * screen (a refusal is a toast).
 */
export function useVisaoDoMonitor(acesso: AcessoDaEquipe | null) {
  const { estacoes, carregadas } = useEstacoesDaTela(acesso);
  const tela = useVisaoDaTela(acesso);
  const visao = useMemo(() => visaoEfetiva(tela.visao, estacoes), [tela.visao, estacoes]);
  const ativas = useMemo(() => estacoes.filter((e) => e.ativo), [estacoes]);
  // A station view chimes for the new orders that bring it something to make.
  const contaNoSom = useMemo(
    () =>
      visao.modo === 'estacoes'
        ? (pedido: Pedido) => trazAlgoPara(pedido, visao.estacoes)
        : undefined,
    [visao],
  );
  return {
    estacoes,
    ativas,
    visao,
    contaNoSom,
    carregada: tela.carregada && carregadas,
    escolher: (nova: VisaoDaCozinha) =>
      void tela
        .escolher(nova)
        .catch((erro: unknown) =>
          notify.error(mensagemDeErro(erro, 'Não foi possível mudar a visão desta tela')),
        ),
  };
}

/** A station view's tickets from the open orders (none on the other views). */
export function useTicketsDaVisao(
  visao: VisaoDaCozinha,
  ativos: Pedido[],
  chamadosDeVolta: ReadonlySet<number>,
): Pedido[] {
  return useMemo(
    () =>
      visao.modo === 'estacoes' ? ticketsDaEstacao(ativos, visao.estacoes, chamadosDeVolta) : [],
    [visao, ativos, chamadosDeVolta],
  );
}
