import type { WhatsappConfigInput, WhatsappConfigResposta } from '@cardapio/shared-events';
import { api } from '../../app/api';

const CONFIG = { type: 'Whatsapp', id: 'CONFIG' } as const;

/**
 * The store's WhatsApp settings (issue 32 §2), gestão only: the access token and the app secret
 * are write-only (the read only says whether they are set). A save answers the new settings,
 * put in the cache at once, and drops the public company entry (its `mensagens_whatsapp` tells
 * the checkout whether to ask the customer).
 */
export const whatsappApi = api.injectEndpoints({
  endpoints: (build) => ({
    whatsappConfig: build.query<WhatsappConfigResposta, void>({
      query: () => 'whatsapp/config',
      providesTags: [CONFIG],
    }),
    salvarWhatsapp: build.mutation<
      WhatsappConfigResposta,
      { empresaId: number; dados: WhatsappConfigInput }
    >({
      query: ({ dados }) => ({ url: 'whatsapp/config', method: 'PUT', body: dados }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A refused save changes nothing here (the form shows why).
        const resposta = await queryFulfilled.catch(() => null);
        if (resposta)
          dispatch(whatsappApi.util.upsertQueryData('whatsappConfig', undefined, resposta.data));
      },
      invalidatesTags: (_r, erro, { empresaId }) =>
        erro ? [] : [{ type: 'Empresa', id: empresaId }],
    }),
  }),
});

export const { useWhatsappConfigQuery, useSalvarWhatsappMutation } = whatsappApi;
