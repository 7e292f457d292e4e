import type {
  AgenteDeImpressao,
  DocumentoDeImpressaoTipo,
  ImpressoraForm,
} from '@cardapio/shared-events';
import { api } from '../../app/api';
import { manterNoCache, ouvirEventos, tokenDaSessao } from '../../app/aoVivo';
import { aplicarSinalDoAgente, precisaRelerComOSinal, type ImpressorasNaTela } from './agentes';
import type { SessaoDaImpressao } from './documentos';
import type { ImpressoraCadastrada } from './formulario';

/** The whole screen is one read (GET /api/impressoras): computers and printers. */
const IMPRESSORAS = { type: 'Empresa', id: 'IMPRESSORAS' } as const;
/** What the company prints on paper now (GET /api/impressoras/disponiveis): every screen's buttons. */
const DISPONIVEIS = { type: 'Empresa', id: 'IMPRESSORAS_DISPONIVEIS' } as const;
/** A change of the printers changes what the screens may offer. */
const DA_GESTAO = [IMPRESSORAS, DISPONIVEIS];

/** POST /api/impressoras/{reimprimir,entrega,conta,fechamento}: how many jobs were sent. */
export interface EnvioParaImpressora {
  mensagem: string;
  trabalhos: number;
}

/** GET /api/impressoras as the server answers it. */
export interface ImpressorasResposta {
  agentes: AgenteDeImpressao[];
  impressoras: ImpressoraCadastrada[];
}

/** POST /api/impressoras/agentes: the one-time code the computer pairs with. */
export interface CodigoDePareamento {
  codigo: string;
  expira_em: string;
  agente: { id: number; nome: string };
}

/**
 * The company's print agents and printers (issue 30), for the gestão. The list stays live on the
 * staff socket: 'impressao:agente' turns a computer Conectado/Desconectado in place, and one the
 * list does not know as paired yet (it paired from another tab, or while the list was not
 * polling) reads the list again, so its code goes and its name comes as the agent gave it.
 */
export const impressorasApi = api.injectEndpoints({
  endpoints: (build) => ({
    impressoras: build.query<ImpressorasNaTela, void>({
      query: () => 'impressoras',
      transformResponse: (r: ImpressorasResposta): ImpressorasNaTela => r,
      providesTags: [IMPRESSORAS],
      async onCacheEntryAdded(_arg, ciclo) {
        await manterNoCache<ImpressorasNaTela>(ciclo, {
          token: tokenDaSessao(ciclo.getState()),
          aoReconectar: () => ciclo.dispatch(api.util.invalidateTags([IMPRESSORAS])),
          ligar: (socket, aplicar) =>
            ouvirEventos(socket, {
              'impressao:agente': (evento) => {
                const atual = ciclo.getCacheEntry().data;
                const reler = atual !== undefined && precisaRelerComOSinal(atual, evento);
                aplicar((dados) => aplicarSinalDoAgente(dados, evento));
                if (reler) ciclo.dispatch(api.util.invalidateTags([IMPRESSORAS]));
              },
            }),
        });
      },
    }),

    adicionarComputador: build.mutation<CodigoDePareamento, { nome: string }>({
      query: (body) => ({ url: 'impressoras/agentes', method: 'POST', body }),
      invalidatesTags: DA_GESTAO,
    }),
    desconectarComputador: build.mutation<{ mensagem: string }, number>({
      query: (id) => ({ url: `impressoras/agentes/${id}`, method: 'DELETE' }),
      invalidatesTags: DA_GESTAO,
    }),

    criarImpressora: build.mutation<{ id: number }, ImpressoraForm>({
      query: (body) => ({ url: 'impressoras', method: 'POST', body }),
      invalidatesTags: DA_GESTAO,
    }),
    atualizarImpressora: build.mutation<{ id: number }, { id: number; dados: ImpressoraForm }>({
      query: ({ id, dados }) => ({ url: `impressoras/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: DA_GESTAO,
    }),
    excluirImpressora: build.mutation<{ mensagem: string }, number>({
      query: (id) => ({ url: `impressoras/${id}`, method: 'DELETE' }),
      invalidatesTags: DA_GESTAO,
    }),

    /**
     * The documents a printer prints now, with the screen's own token (the staff's, a kitchen
     * screen's or a waiter's). Shared by every card of a screen; kept 10 minutes, read again when
     * a screen opens after a minute, or at once when the gestão changes a printer.
     */
    impressorasDisponiveis: build.query<DocumentoDeImpressaoTipo[], SessaoDaImpressao>({
      query: (sessao) => ({ url: 'impressoras/disponiveis', sessao }),
      transformResponse: (r: { documentos: DocumentoDeImpressaoTipo[] }) => r.documentos,
      providesTags: [DISPONIVEIS],
      keepUnusedDataFor: 600,
    }),

    /** 'Reimprimir': the order's kitchen tickets again, marked REIMPRESSÃO. */
    reimprimirPedido: build.mutation<
      EnvioParaImpressora,
      { pedidoId: number; sessao: SessaoDaImpressao }
    >({
      query: ({ pedidoId, sessao }) => ({
        url: `impressoras/reimprimir/${pedidoId}`,
        method: 'POST',
        sessao,
      }),
    }),
    /** 'Via do entregador' of a delivery (the staff's board). */
    imprimirEntrega: build.mutation<EnvioParaImpressora, number>({
      query: (pedidoId) => ({
        url: `impressoras/entrega/${pedidoId}`,
        method: 'POST',
        sessao: 'cliente',
      }),
    }),
    /** A tab's bill on paper, with the split and the service charge chosen on screen. */
    imprimirConta: build.mutation<
      EnvioParaImpressora,
      {
        comandaId: number;
        pessoas: number;
        taxa_servico: boolean;
        sessao: Extract<SessaoDaImpressao, 'garcom' | 'cliente'>;
      }
    >({
      query: ({ comandaId, sessao, ...body }) => ({
        url: `impressoras/conta/${comandaId}`,
        method: 'POST',
        body,
        sessao,
      }),
    }),
    /** The day's closing on the cashier's printer (gestão); the company's today without `dia`. */
    imprimirFechamento: build.mutation<EnvioParaImpressora, { dia?: string }>({
      query: (body) => ({ url: 'impressoras/fechamento', method: 'POST', body, sessao: 'cliente' }),
    }),
  }),
});

export const {
  useImpressorasQuery,
  useAdicionarComputadorMutation,
  useDesconectarComputadorMutation,
  useCriarImpressoraMutation,
  useAtualizarImpressoraMutation,
  useExcluirImpressoraMutation,
  useImpressorasDisponiveisQuery,
  useReimprimirPedidoMutation,
  useImprimirEntregaMutation,
  useImprimirContaMutation,
  useImprimirFechamentoMutation,
} = impressorasApi;
