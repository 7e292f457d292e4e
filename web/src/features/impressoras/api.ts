import type { AgenteDeImpressao, ImpressoraForm } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { manterNoCache, ouvirEventos, tokenDaSessao } from '../../app/aoVivo';
import { aplicarSinalDoAgente, precisaRelerComOSinal, type ImpressorasNaTela } from './agentes';
import type { ImpressoraCadastrada } from './formulario';

/** The whole screen is one read (GET /api/impressoras): computers and printers. */
const IMPRESSORAS = { type: 'Empresa', id: 'IMPRESSORAS' } as const;

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
      invalidatesTags: [IMPRESSORAS],
    }),
    desconectarComputador: build.mutation<{ mensagem: string }, number>({
      query: (id) => ({ url: `impressoras/agentes/${id}`, method: 'DELETE' }),
      invalidatesTags: [IMPRESSORAS],
    }),

    criarImpressora: build.mutation<{ id: number }, ImpressoraForm>({
      query: (body) => ({ url: 'impressoras', method: 'POST', body }),
      invalidatesTags: [IMPRESSORAS],
    }),
    atualizarImpressora: build.mutation<{ id: number }, { id: number; dados: ImpressoraForm }>({
      query: ({ id, dados }) => ({ url: `impressoras/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: [IMPRESSORAS],
    }),
    excluirImpressora: build.mutation<{ mensagem: string }, number>({
      query: (id) => ({ url: `impressoras/${id}`, method: 'DELETE' }),
      invalidatesTags: [IMPRESSORAS],
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
} = impressorasApi;
