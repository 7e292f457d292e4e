import { ehImagemDoCatalogo } from './cardapio';
import { COR_HEX } from './paleta';

/** What anyone may read about a company: never keys, tokens or internal settings. */
export interface EmpresaPublica {
  id: number;
  nome: string;
  endereco: string | null;
  telefone: string | null;
  whatsapp: string | null;
  /** Printed on bills and shown by law on a shop's site (Decreto 7.962/2013). */
  cnpj: string | null;
  /** The storefront's logo, a picture the server stored (`/api/imagens/…`). */
  logo_url: string | null;
  /** The storefront's colour (`#rrggbb`), or null for the product's palette. */
  cor_marca: string | null;
  /** Whether the store tells customers their order's steps on WhatsApp (issue 32 §2). */
  mensagens_whatsapp: boolean;
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
  /** null when not set (or not in the shape the server stores): no made-up fallback. */
  cnpj: string | null;
  logo_url: string | null;
  cor_marca: string | null;
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
    cnpj: preenchido(empresa?.cnpj) ? empresa.cnpj : null,
    logo_url:
      typeof empresa?.logo_url === 'string' && ehImagemDoCatalogo(empresa.logo_url)
        ? empresa.logo_url
        : null,
    cor_marca:
      typeof empresa?.cor_marca === 'string' && COR_HEX.test(empresa.cor_marca)
        ? empresa.cor_marca
        : null,
  };
}

/**
 * The logo as the storefront asks for it: the smallest stored copy (the header draws it at most
 * 44 px, 88 px on a dense screen). The server's first screen and the web ask for the same URL,
 * so the browser downloads it once.
 */
export const urlDoLogo = (url: string) => (ehImagemDoCatalogo(url) ? `${url}?w=320` : url);

/**
 * The browser tab of a storefront page: the store's name, not the product's. Its menu reads
 * 'Bar do Zé · Cardápio'; its other pages 'Área do Cliente · Bar do Zé'.
 */
export const tituloDaLoja = (nome: string, pagina?: string) =>
  pagina ? `${pagina} · ${nome}` : `${nome} · Cardápio`;
