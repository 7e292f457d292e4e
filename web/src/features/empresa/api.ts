import type { EmpresaPublica } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { statusDoErro } from '../../app/http';

/** Fallbacks of the spec (customer-side §3) when the company has not filled a field. */
export const EMPRESA_PADRAO = {
  nome: 'Cardápio Vivo',
  endereco: 'Endereço não informado',
  telefone: '(00) 0000-0000',
  whatsapp: '(00) 00000-0000',
} as const;

export interface EmpresaExibida {
  id: number;
  nome: string;
  endereco: string;
  telefone: string;
  whatsapp: string;
  /** Whether each contact field came from the company (not a fallback). */
  temTelefone: boolean;
  temWhatsapp: boolean;
}

const preenchido = (valor: string | null | undefined): valor is string =>
  typeof valor === 'string' && valor.trim().length > 0;

export function exibirEmpresa(id: number, empresa?: Partial<EmpresaPublica>): EmpresaExibida {
  return {
    id,
    nome: preenchido(empresa?.nome) ? empresa.nome : EMPRESA_PADRAO.nome,
    endereco: preenchido(empresa?.endereco) ? empresa.endereco : EMPRESA_PADRAO.endereco,
    telefone: preenchido(empresa?.telefone) ? empresa.telefone : EMPRESA_PADRAO.telefone,
    whatsapp: preenchido(empresa?.whatsapp) ? empresa.whatsapp : EMPRESA_PADRAO.whatsapp,
    temTelefone: preenchido(empresa?.telefone),
    temWhatsapp: preenchido(empresa?.whatsapp),
  };
}

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
