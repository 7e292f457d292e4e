import type { CapacidadeInput, EstadoDoRitmo, PausaMin } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { manterNoCache, ouvirEventos, tokenDaSessao } from '../../app/aoVivo';

const RITMO = { type: 'Empresa', id: 'RITMO' } as const;

/** What every write of the flow answers: the new state, and the toast's text. */
type EstadoComMensagem = EstadoDoRitmo & { mensagem: string };

/** Of two states, the later read wins (a push may arrive before or after a write's answer). */
const maisNovo = (atual: EstadoDoRitmo, novo: EstadoDoRitmo) =>
  novo.updated_at >= atual.updated_at ? novo : atual;

/**
 * The flow of orders (issue 31 §3) on the staff side: the state is live on the staff socket
 * ('ritmo:atualizado', whoever changed it and from whichever screen; a window that fills up
 * too), and each write puts its answer in the cache at once.
 */
export const ritmoApi = api.injectEndpoints({
  endpoints: (build) => {
    /** A write whose answer is the new state. */
    const escrita = <A>(requisicao: (arg: A) => { url: string; method: string; body?: unknown }) =>
      build.mutation<EstadoComMensagem, A>({
        query: requisicao,
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          // A refused write changes nothing here (its toast says why).
          const resposta = await queryFulfilled.catch(() => null);
          if (!resposta) return;
          const { data } = resposta;
          dispatch(
            ritmoApi.util.updateQueryData('ritmo', data.empresa_id, (atual) =>
              maisNovo(atual, data),
            ),
          );
        },
      });
    return {
      ritmo: build.query<EstadoDoRitmo, number>({
        query: () => 'ritmo',
        providesTags: [RITMO],
        async onCacheEntryAdded(empresaId, ciclo) {
          await manterNoCache<EstadoDoRitmo>(ciclo, {
            token: tokenDaSessao(ciclo.getState()),
            aoReconectar: () => ciclo.dispatch(api.util.invalidateTags([RITMO])),
            ligar: (socket, aplicar) =>
              ouvirEventos(socket, {
                'ritmo:atualizado': (estado) => {
                  if (estado.empresa_id === empresaId) aplicar((atual) => maisNovo(atual, estado));
                },
              }),
          });
        },
      }),
      pausar: escrita((minutos: PausaMin | null) => ({
        url: 'ritmo/pausa',
        method: 'POST',
        body: { minutos },
      })),
      retomar: escrita((_: void) => ({ url: 'ritmo/pausa', method: 'DELETE' })),
      definirOcupado: escrita((minutos: number) => ({
        url: 'ritmo/ocupado',
        method: 'PUT',
        body: { minutos },
      })),
      definirCapacidade: escrita((capacidade: CapacidadeInput) => ({
        url: 'ritmo/capacidade',
        method: 'PUT',
        body: capacidade,
      })),
    };
  },
});

export const {
  useRitmoQuery,
  usePausarMutation,
  useRetomarMutation,
  useDefinirOcupadoMutation,
  useDefinirCapacidadeMutation,
} = ritmoApi;
