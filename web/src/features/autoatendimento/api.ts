import type {
  MesaDoQr,
  PedidoDoQrResposta,
  PedidosDoConvidado,
  TipoDeChamada,
} from '@cardapio/shared-events';
import { api } from '../../app/api';
import type { ItemParaEnviar } from './carrinho';

/**
 * The customer's page at the table (issue 31 §2): public routes, no token ever sent (a customer
 * signed in on this phone must not be signed out by a 403 'bloqueado'). Kept live by the page's
 * own socket (useMesaQrAoVivo), which reads these again; no cache tags of their own.
 */
const base = (token: string) => `autoatendimento/qr/${encodeURIComponent(token)}`;

export interface ArgsDosPedidos {
  token: string;
  convidado: string;
}

export interface PedidoDoQrArgs extends ArgsDosPedidos {
  nome: string;
  itens: ItemParaEnviar[];
}

export const autoatendimentoApi = api.injectEndpoints({
  endpoints: (build) => ({
    mesaDoQr: build.query<MesaDoQr, string>({
      query: (token) => ({ url: base(token), sessao: 'publica', cache: 'no-cache' }),
    }),
    pedidosDoConvidado: build.query<PedidosDoConvidado, ArgsDosPedidos>({
      query: ({ token, convidado }) => ({
        url: `${base(token)}/pedidos`,
        params: { convidado },
        sessao: 'publica',
        cache: 'no-cache',
      }),
    }),
    enviarPedidoDoQr: build.mutation<PedidoDoQrResposta, PedidoDoQrArgs>({
      query: ({ token, convidado, nome, itens }) => ({
        url: `${base(token)}/pedidos`,
        method: 'POST',
        body: { nome, convidado, itens },
        sessao: 'publica',
      }),
      // The answer is the guest's items as they are now: shown at once, before any push.
      async onQueryStarted({ token, convidado }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            autoatendimentoApi.util.upsertQueryData(
              'pedidosDoConvidado',
              { token, convidado },
              { itens: data.itens, total: data.total },
            ),
          );
        } catch {
          // The page shows the error; nothing changed on the server.
        }
      },
    }),
    chamarDoQr: build.mutation<{ mensagem: string }, { token: string; tipo: TipoDeChamada }>({
      query: ({ token, tipo }) => ({
        url: `${base(token)}/chamar`,
        method: 'POST',
        body: { tipo },
        sessao: 'publica',
      }),
    }),
  }),
});

export const {
  useMesaDoQrQuery,
  usePedidosDoConvidadoQuery,
  useEnviarPedidoDoQrMutation,
  useChamarDoQrMutation,
} = autoatendimentoApi;
