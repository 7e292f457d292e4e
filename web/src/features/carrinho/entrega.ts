import type {
  CarrinhoResposta,
  Endereco,
  FreteResultado,
  UsuarioPublico,
} from '@cardapio/shared-events';

import { ENTREGA_GRATIS_VALOR_MINIMO } from '@cardapio/shared-events';
import { centavos, deCentavos } from './formatacao';

export { ENTREGA_GRATIS_VALOR_MINIMO };

/** The delivery address as the card edits it (all text; cep keeps its mask). */
export interface EnderecoForm {
  rua: string;
  numero_casa: string;
  bairro: string;
  cidade: string;
  estado: string;
  cep: string;
}

export type CampoDoEndereco = keyof EnderecoForm;

/** Spec §3: missing city is Florianópolis, missing state SC. */
export const CIDADE_PADRAO = 'Florianópolis';
export const ESTADO_PADRAO = 'SC';

export const ENDERECO_VAZIO: EnderecoForm = {
  rua: '',
  numero_casa: '',
  bairro: '',
  cidade: CIDADE_PADRAO,
  estado: ESTADO_PADRAO,
  cep: '',
};

function cepComMascara(cep: string | null | undefined): string {
  const d = (cep ?? '').replace(/\D/g, '').slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** An address from the API as the card edits it (also the staff's customer found by phone). */
export function deEndereco(e: Partial<Endereco> | null | undefined): EnderecoForm {
  return {
    rua: e?.rua ?? '',
    numero_casa: e?.numero_casa ?? '',
    bairro: e?.bairro ?? '',
    cidade: e?.cidade || CIDADE_PADRAO,
    estado: e?.estado || ESTADO_PADRAO,
    cep: cepComMascara(e?.cep),
  };
}

/** Prefill: the cart's delivery address, otherwise the logged user's saved one. */
export function enderecoInicial(
  carrinho: CarrinhoResposta | null | undefined,
  usuario: UsuarioPublico | null,
): EnderecoForm {
  if (carrinho?.endereco_entrega) return deEndereco(carrinho.endereco_entrega);
  if (usuario) return deEndereco(usuario as Partial<Endereco>);
  return ENDERECO_VAZIO;
}

/** rua, numero_casa, bairro and cep are what freight and checkout need (§5). */
export function enderecoCompleto(e: EnderecoForm): boolean {
  return Boolean(e.rua.trim() && e.numero_casa.trim() && e.bairro.trim() && e.cep.trim());
}

/** The address as the API takes it (cep digits only). */
export function enderecoParaApi(e: EnderecoForm): Endereco {
  return {
    rua: e.rua.trim(),
    numero_casa: e.numero_casa.trim(),
    bairro: e.bairro.trim(),
    cep: e.cep.replace(/\D/g, ''),
    cidade: e.cidade.trim() || CIDADE_PADRAO,
    estado: e.estado.trim() || ESTADO_PADRAO,
  };
}

/** Identity of an address: a freight result belongs to exactly one. */
export function chaveDoEndereco(e: EnderecoForm): string {
  const a = enderecoParaApi(e);
  return [a.rua, a.numero_casa, a.bairro, a.cep, a.cidade, a.estado]
    .map((v) => (v ?? '').toLowerCase())
    .join('|');
}

/** Free delivery: the server flag plus a cart total of at least R$ 50 (§4). */
export function entregaGratisAtiva(carrinho: CarrinhoResposta | null | undefined): boolean {
  return Boolean(carrinho?.entregaGratis && carrinho.total >= ENTREGA_GRATIS_VALOR_MINIMO);
}

/** What is still missing for free delivery, when the customer is eligible and below it. */
export function faltaParaEntregaGratis(carrinho: CarrinhoResposta | null | undefined): number {
  if (!carrinho?.entregaGratis) return 0;
  return Math.max(0, Math.round((ENTREGA_GRATIS_VALOR_MINIMO - carrinho.total) * 100) / 100);
}

/** Shared by the cart drawer and the payment modal (they are never open together). */
export interface EstadoDeEntrega {
  endereco: EnderecoForm;
  alterarCampo: (campo: CampoDoEndereco, valor: string) => void;
  /** The freight of the current address (null when not calculated or the address changed). */
  frete: FreteResultado | null;
  definirFrete: (resultado: FreteResultado | null) => void;
  /** 'Retirar no local' chosen (only when the company offers it): no address, no freight. */
  retirada: boolean;
  definirRetirada: (retirada: boolean) => void;
}

/** The fee charged: 0 with free delivery, otherwise the calculated one (null if unknown). */
export function freteCobrado(
  carrinho: CarrinhoResposta | null | undefined,
  frete: FreteResultado | null,
): number | null {
  // Outside the area nothing can be delivered, free or not.
  if (frete?.foraDaArea) return null;
  if (entregaGratisAtiva(carrinho)) return 0;
  if (!frete) return null;
  return frete.valorFrete;
}

/**
 * What the customer pays: the items, less the coupon's discount (the server's), plus the fee
 * charged (nothing while it is unknown). Summed in cents.
 */
export function totalAPagar(subtotal: number, desconto: number, frete: number | null): number {
  return deCentavos(centavos(subtotal) - centavos(desconto) + centavos(frete ?? 0));
}
