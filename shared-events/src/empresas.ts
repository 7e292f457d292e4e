/** What anyone may read about a company: never keys, tokens or internal settings. */
export interface EmpresaPublica {
  id: number;
  nome: string;
  endereco: string | null;
  telefone: string | null;
  whatsapp: string | null;
}
