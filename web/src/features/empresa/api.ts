import { exibirEmpresa, type EmpresaPublica } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { statusDoErro } from '../../app/http';

// Shared with the gateway's first screen of the storefront (the same fallbacks).
export { EMPRESA_PADRAO, exibirEmpresa, type EmpresaExibida } from '@cardapio/shared-events';

/** Company id of a route parameter; the spec's default is 1. */
export function empresaIdDaRota(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 1;
}

export const empresaApi = api.injectEndpoints({
  endpoints: (build) => ({
    empresaPublica: build.query<EmpresaPublica, number>({
      // Revalidated with the server (ETag, a 304 when unchanged), not trusted for its max-age: a
      // settings save reaches open menus live (cardapio:atualizado).
      query: (id) => ({ url: `empresa/${id}/public`, cache: 'no-cache' }),
      providesTags: (_r, _e, id) => [{ type: 'Empresa', id }],
      // Company info is cached 10 minutes (customer-side §7).
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useEmpresaPublicaQuery } = empresaApi;

/**
 * The company as shown, with the spec's fallbacks while loading or on a failed call; `inexistente`
 * when the server said there is no such (active) company, which no fallback may hide.
 */
export function useEmpresa(id: number) {
  const consulta = useEmpresaPublicaQuery(id);
  return {
    ...consulta,
    empresa: exibirEmpresa(id, consulta.data),
    inexistente: statusDoErro(consulta.error) === 404,
  };
}
