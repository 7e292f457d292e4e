import type {
  BairroFrete,
  BairroFreteForm,
  FreteConfig,
  FreteConfigResposta,
} from '@cardapio/shared-events';
import { api } from '../../app/api';

const CONFIG = { type: 'Frete', id: 'config' } as const;

/**
 * The freight screen (staff-side §2 Freight): the company's settings and its delivery
 * neighbourhoods come in one read; every write invalidates it and the public freight info
 * (tag 'Frete'), so a quote on this screen uses what was just saved.
 */
export const freteApi = api.injectEndpoints({
  endpoints: (build) => ({
    freteConfig: build.query<FreteConfigResposta, void>({
      query: () => 'frete/config',
      providesTags: (r) => [
        CONFIG,
        ...(r?.bairros ?? []).map((b) => ({ type: 'Frete' as const, id: b.id })),
      ],
    }),
    salvarFreteConfig: build.mutation<FreteConfigResposta, FreteConfig>({
      query: (body) => ({ url: 'frete/config', method: 'PUT', body }),
      invalidatesTags: ['Frete'],
    }),
    criarBairro: build.mutation<BairroFrete, BairroFreteForm>({
      query: (body) => ({ url: 'frete/bairros', method: 'POST', body }),
      invalidatesTags: ['Frete'],
    }),
    atualizarBairro: build.mutation<BairroFrete, { id: number; dados: BairroFreteForm }>({
      query: ({ id, dados }) => ({ url: `frete/bairros/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: ['Frete'],
    }),
    excluirBairro: build.mutation<{ mensagem: string }, number>({
      query: (id) => ({ url: `frete/bairros/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Frete'],
    }),
  }),
});

export const {
  useFreteConfigQuery,
  useSalvarFreteConfigMutation,
  useCriarBairroMutation,
  useAtualizarBairroMutation,
  useExcluirBairroMutation,
} = freteApi;
