import type {
  EmpresaConfig,
  EmpresaConfigSalvar,
  MetaPixelConfig,
  MetaPixelConfigInput,
} from '@cardapio/shared-events';
import { api } from '../../app/api';
import type { AppDispatch } from '../../app/store';

const CONFIG = (id: number) => ({ type: 'Empresa' as const, id: `config-${id}` });

type RespostaDaEmpresa = { empresa: EmpresaConfig; mensagem: string };

/**
 * The company's own settings (staff-side §7 Company, Meta Pixel). A save also drops the public
 * company entry (the shell's and the menu's header) and the freight info.
 *
 * The logo is sent on its own, as soon as it is picked: the settings read only takes the new
 * logo (not a new version), so the form around it keeps what is being typed.
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
    enviarLogo: build.mutation<RespostaDaEmpresa, { id: number; arquivo: File }>({
      query: ({ id, arquivo }) => {
        const dados = new FormData();
        dados.append('imagem', arquivo);
        return { url: `empresas/${id}/logo`, method: 'PUT', body: dados };
      },
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) =>
        trocarLogo(id, dispatch, queryFulfilled),
      invalidatesTags: (_r, erro, { id }) => (erro ? [] : [{ type: 'Empresa', id }]),
    }),
    removerLogo: build.mutation<RespostaDaEmpresa, number>({
      query: (id) => ({ url: `empresas/${id}/logo`, method: 'DELETE' }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        trocarLogo(id, dispatch, queryFulfilled),
      invalidatesTags: (_r, erro, id) => (erro ? [] : [{ type: 'Empresa', id }]),
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

/** The settings read takes the answer's logo; a refused upload changes nothing. */
async function trocarLogo(
  id: number,
  dispatch: AppDispatch,
  resposta: Promise<{ data: RespostaDaEmpresa }>,
) {
  try {
    const { data } = await resposta;
    dispatch(
      empresaConfigApi.util.updateQueryData('empresaConfig', id, (config) => {
        config.logo_url = data.empresa.logo_url;
      }),
    );
  } catch {
    // The mutation's own error is shown where it was called.
  }
}

export const {
  useEnviarLogoMutation,
  useRemoverLogoMutation,
  useEmpresaConfigQuery,
  useSalvarEmpresaMutation,
  useMetaPixelConfigQuery,
  useSalvarMetaPixelMutation,
} = empresaConfigApi;
