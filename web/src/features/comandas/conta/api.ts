import type {
  ComandaEContaResposta,
  ComandaResposta,
  Conta,
  ContaResposta,
  FecharContaInput,
  PagarContaInput,
  ReabrirContaInput,
} from '@cardapio/shared-events';
import { api } from '../../../app/api';
import { ehMaisNova } from '../../../app/aoVivo';
import { garcomApi } from '../api';

/** What a bill change makes stale: the tab, the lists and the table it sits on. */
const tocadas = (comandaId: number, mesaId: number | null) => [
  { type: 'Comanda' as const, id: comandaId },
  { type: 'Comanda' as const, id: 'LIST' },
  { type: 'Mesa' as const, id: 'LIST' },
  ...(mesaId === null ? [] : [{ type: 'Mesa' as const, id: mesaId }]),
];

interface Alvo {
  comandaId: number;
  mesaId: number | null;
}

/**
 * Every bill action: the tab in the answer reaches the tab screen at once, and what the action
 * touched is read again.
 */
const naComanda = {
  onQueryStarted: (alvo: Alvo, ciclo: Parameters<typeof aplicarNaComanda>[1]) =>
    aplicarNaComanda(alvo.comandaId, ciclo),
  invalidatesTags: (_r: unknown, _e: unknown, alvo: Alvo) => tocadas(alvo.comandaId, alvo.mesaId),
};

/**
 * The bill of a tab (issue 13). The tab screen keeps the tab live through the waiter's socket;
 * the bill is read again whenever the tab changes (its `versao` is the tab's updated_at).
 */
export const contaApi = api.injectEndpoints({
  endpoints: (build) => ({
    contaDaComanda: build.query<Conta, { comandaId: number; versao: string }>({
      query: ({ comandaId }) => `garcom/comandas/${comandaId}/conta`,
      transformResponse: (r: ContaResposta) => r.conta,
      providesTags: (_r, _e, { comandaId }) => [{ type: 'Comanda', id: comandaId }],
    }),

    fecharConta: build.mutation<ComandaEContaResposta, Alvo & FecharContaInput>({
      query: ({ comandaId, taxa_servico }) => ({
        url: `garcom/comandas/${comandaId}/fechar`,
        method: 'POST',
        body: { taxa_servico },
      }),
      ...naComanda,
    }),

    pagarConta: build.mutation<ComandaEContaResposta, Alvo & PagarContaInput>({
      query: ({ comandaId, mesaId: _mesa, ...body }) => ({
        url: `garcom/comandas/${comandaId}/pagar`,
        method: 'POST',
        body,
      }),
      ...naComanda,
    }),

    reabrirConta: build.mutation<ComandaResposta, Alvo & ReabrirContaInput>({
      query: ({ comandaId, motivo }) => ({
        url: `garcom/comandas/${comandaId}/reabrir`,
        method: 'POST',
        body: { motivo },
      }),
      ...naComanda,
    }),
  }),
});

/** The answer carries the tab as it is now: the tab screen shows it without waiting. */
async function aplicarNaComanda(
  comandaId: number,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (acao: unknown) => unknown;
    queryFulfilled: Promise<{ data: ComandaResposta }>;
  },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      garcomApi.util.updateQueryData('comandaDoGarcom', comandaId, (atual) =>
        ehMaisNova(data.comanda, atual) ? data.comanda : atual,
      ),
    );
  } catch {
    // The screen reports the error (comAviso).
  }
}

export const {
  useContaDaComandaQuery,
  useFecharContaMutation,
  usePagarContaMutation,
  useReabrirContaMutation,
} = contaApi;
