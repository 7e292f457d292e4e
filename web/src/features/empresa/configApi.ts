import type {
  EmpresaConfig,
  EmpresaConfigSalvar,
  MetaPixelConfig,
  MetaPixelConfigInput,
} from '@cardapio/shared-events';
import { api } from '../../app/api';

const CONFIG = (id: number) => ({ type: 'Empresa' as const, id: `config-${id}` });

/**
 * The company's own settings (staff-side §7 Company, Meta Pixel). A save also drops the public
 * company entry (the shell's and the menu's header) and the freight info.
 */
export const empresaConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    empresaConfig: build.query<EmpresaConfig, number>({
      query: (id) => `empresas/${id}`,
      providesTags: (_r, _e, id) => [CONFIG(id)],
      // 15 minutes on the settings load (staff-side §9).
      keepUnusedDataFor: 900,
    }),
    salvarEmpresa: build.mutation<
      { empresa: EmpresaConfig; mensagem: string },
      { id: number; dados: EmpresaConfigSalvar }
    >({
      query: ({ id, dados }) => ({ url: `empresas/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: (_r, erro, { id }) =>
        erro ? [] : [CONFIG(id), { type: 'Empresa', id }, 'Frete', 'Menu'],
    }),
    metaPixelConfig: build.query<MetaPixelConfig, void>({
      query: () => 'meta-pixel/config',
      providesTags: ['MetaPixel'],
    }),
    salvarMetaPixel: build.mutation<MetaPixelConfig, MetaPixelConfigInput>({
      query: (body) => ({ url: 'meta-pixel/config', method: 'POST', body }),
      invalidatesTags: (_r, erro) => (erro ? [] : ['MetaPixel']),
    }),
  }),
});

export const {
  useEmpresaConfigQuery,
  useSalvarEmpresaMutation,
  useMetaPixelConfigQuery,
  useSalvarMetaPixelMutation,
} = empresaConfigApi;
