import { exibirEmpresa, idDoCaminho, type EmpresaPublica } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { statusDoErro } from '../../app/http';

// Shared with the gateway's first screen of the storefront (the same fallbacks).
export { EMPRESA_PADRAO, exibirEmpresa, type EmpresaExibida } from '@cardapio/shared-events';

/**
 * The company a route names: the spec's default 1 without the parameter, null when the parameter
 * names no company ('/menu/abc', '/menu/0', '/menu/1abc'), which the storefront answers with
 * 'Loja não encontrada' instead of showing company 1.
 */
export function empresaDaRota(param: string | undefined): number | null {
  return param === undefined ? 1 : idDoCaminho(param);
}

/**
 * Company id of a customer login, registration or recovery route: 1 without the parameter. A
 * parameter that names no company never reaches the page (LojaDaRota shows 'Loja não encontrada').
 */
export function empresaIdDaRota(param: string | undefined): number {
  return empresaDaRota(param) ?? 1;
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
