import type {
  PagarPixInput,
  PixStatusResposta,
  ProvedorStatusResposta,
  RespostaDoPagarPix,
} from '@cardapio/shared-events';
import { api } from '../../app/api';

/** PIX on the site (customer-side §7: /api/mercadopago/…). */
export const pagamentosApi = api.injectEndpoints({
  endpoints: (build) => ({
    provedorStatus: build.query<ProvedorStatusResposta, number>({
      query: (empresaId) => `mercadopago/status?empresa_id=${empresaId}`,
    }),
    /** The charge to pay, or (total R$ 0,00) the order already paid: pagamento_necessario. */
    pagarPix: build.mutation<
      RespostaDoPagarPix,
      // whatsapp_aceito: the checkout's choice (issue 32 §2), as in POST /api/pedidos.
      PagarPixInput & { empresa_id: number; whatsapp_aceito?: boolean }
    >({
      query: (body) => ({ url: 'mercadopago/pagar-pix', method: 'POST', body }),
      invalidatesTags: [{ type: 'Pedido', id: 'DO_CLIENTE' }],
    }),
    statusPix: build.query<PixStatusResposta, string>({
      query: (paymentId) => `mercadopago/status/${encodeURIComponent(paymentId)}`,
      keepUnusedDataFor: 0,
    }),
    /** Demo PIX only: staff approve or reject (token: a kitchen display's own session). */
    simularPagamento: build.mutation<
      PixStatusResposta,
      { paymentId: string; status: 'approved' | 'rejected'; token?: string }
    >({
      query: ({ paymentId, status, token }) => ({
        url: `mercadopago/simular/${encodeURIComponent(paymentId)}`,
        method: 'POST',
        body: { status },
        ...(token
          ? { sessao: 'publica' as const, headers: { Authorization: `Bearer ${token}` } }
          : {}),
      }),
      invalidatesTags: [{ type: 'Pedido' }],
    }),
  }),
});

export const {
  useProvedorStatusQuery,
  usePagarPixMutation,
  useLazyStatusPixQuery,
  useSimularPagamentoMutation,
} = pagamentosApi;
