/** What anyone may read about a company: never keys, tokens or internal settings. */
export interface EmpresaPublica {
  id: number;
  nome: string;
  endereco: string | null;
  telefone: string | null;
  whatsapp: string | null;
}

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
