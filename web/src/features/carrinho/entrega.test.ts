import { describe, expect, it } from '@jest/globals';
import type { UsuarioPublico } from '@cardapio/shared-events';
import { carrinho, frete } from '../../testing/exemplos';
import {
  chaveDoEndereco,
  ENDERECO_VAZIO,
  enderecoCompleto,
  enderecoInicial,
  enderecoParaApi,
  entregaGratisAtiva,
  faltaParaEntregaGratis,
  freteCobrado,
  totalAPagar,
  type EnderecoForm,
} from './entrega';

const endereco: EnderecoForm = {
  rua: ' Rua das Flores ',
  numero_casa: '100',
  bairro: 'Centro',
  cidade: 'Florianópolis',
  estado: 'SC',
  cep: '88010-001',
};

describe('free delivery (customer-side §4: eligible customer and a cart of at least R$ 50)', () => {
  it('applies from exactly R$ 50, not a cent below', () => {
    expect(entregaGratisAtiva(carrinho({ entregaGratis: true, total: 50 }))).toBe(true);
    expect(entregaGratisAtiva(carrinho({ entregaGratis: true, total: 49.99 }))).toBe(false);
    expect(entregaGratisAtiva(carrinho({ entregaGratis: false, total: 80 }))).toBe(false);
    expect(entregaGratisAtiva(null)).toBe(false);
  });

  it('says what is missing, to the cent, only to an eligible customer', () => {
    expect(faltaParaEntregaGratis(carrinho({ entregaGratis: true, total: 33.3 }))).toBe(16.7);
    expect(faltaParaEntregaGratis(carrinho({ entregaGratis: true, total: 49.99 }))).toBe(0.01);
    expect(faltaParaEntregaGratis(carrinho({ entregaGratis: true, total: 72 }))).toBe(0);
    expect(faltaParaEntregaGratis(carrinho({ entregaGratis: false, total: 10 }))).toBe(0);
    expect(faltaParaEntregaGratis(undefined)).toBe(0);
  });
});

describe('freteCobrado: the fee the customer is charged', () => {
  const elegivel = carrinho({ entregaGratis: true, total: 60 });

  it('is the calculated fee, or unknown (null) before a calculation', () => {
    expect(freteCobrado(carrinho({ total: 60 }), frete({ valorFrete: 7.5 }))).toBe(7.5);
    expect(freteCobrado(carrinho({ total: 60 }), null)).toBeNull();
  });

  it('is zero with free delivery, even before the fee was calculated', () => {
    expect(freteCobrado(elegivel, frete({ valorFrete: 12 }))).toBe(0);
    expect(freteCobrado(elegivel, null)).toBe(0);
  });

  it('is nothing outside the area, free delivery or not', () => {
    expect(freteCobrado(elegivel, frete({ foraDaArea: true, valorFrete: 0 }))).toBeNull();
    expect(freteCobrado(carrinho({ total: 60 }), frete({ foraDaArea: true }))).toBeNull();
  });
});

describe('totalAPagar: items − coupon + fee, in cents', () => {
  it('adds the fee and takes the discount off', () => {
    expect(totalAPagar(45.9, 5, 7.5)).toBe(48.4);
    expect(totalAPagar(100, 0, 0)).toBe(100);
  });

  it('leaves the fee out while it is unknown', () => {
    expect(totalAPagar(45.9, 0, null)).toBe(45.9);
  });

  it('has no float residue (0.1 + 0.2 is 0.30, not 0.30000000000000004)', () => {
    expect(totalAPagar(0.1, 0, 0.2)).toBe(0.3);
    expect(totalAPagar(19.99, 0.33, 4.99)).toBe(24.65);
  });

  it('is zero with a 100 % coupon and pickup', () => {
    expect(totalAPagar(30, 30, 0)).toBe(0);
  });
});

describe('the delivery address', () => {
  it("prefills the cart's address first, then the user's, with Florianópolis/SC by default", () => {
    const usuario = {
      rua: 'Rua do Usuário',
      numero_casa: '5',
      bairro: 'Trindade',
      cep: '88040000',
      cidade: '',
      estado: '',
    } as unknown as UsuarioPublico;
    const doCarrinho = carrinho({
      endereco_entrega: {
        rua: 'Rua do Carrinho',
        numero_casa: '1',
        bairro: 'Centro',
        cep: '88010001',
      },
    });
    expect(enderecoInicial(doCarrinho, usuario)).toEqual({
      rua: 'Rua do Carrinho',
      numero_casa: '1',
      bairro: 'Centro',
      cidade: 'Florianópolis',
      estado: 'SC',
      cep: '88010-001',
    });
    expect(enderecoInicial(carrinho(), usuario)).toMatchObject({
      rua: 'Rua do Usuário',
      cep: '88040-000',
      cidade: 'Florianópolis',
      estado: 'SC',
    });
    expect(enderecoInicial(null, null)).toBe(ENDERECO_VAZIO);
  });

  it('reads a user without a saved address as blank fields', () => {
    const usuario = {
      rua: null,
      numero_casa: null,
      bairro: null,
      cep: null,
    } as unknown as UsuarioPublico;
    expect(enderecoInicial(undefined, usuario)).toEqual(ENDERECO_VAZIO);
  });

  it('is complete with street, number, neighbourhood and CEP (blank spaces do not count)', () => {
    expect(enderecoCompleto(endereco)).toBe(true);
    expect(enderecoCompleto({ ...endereco, numero_casa: '  ' })).toBe(false);
    expect(enderecoCompleto({ ...endereco, cep: '' })).toBe(false);
    expect(enderecoCompleto({ ...endereco, cidade: '' })).toBe(true);
  });

  it('goes to the API trimmed, CEP digits only, city and state defaulted', () => {
    expect(enderecoParaApi({ ...endereco, cidade: ' ', estado: '' })).toEqual({
      rua: 'Rua das Flores',
      numero_casa: '100',
      bairro: 'Centro',
      cep: '88010001',
      cidade: 'Florianópolis',
      estado: 'SC',
    });
  });

  it('has one identity however it is typed, and another when any field changes', () => {
    const mesma = { ...endereco, rua: 'RUA DAS FLORES', cep: '88010001' };
    expect(chaveDoEndereco(mesma)).toBe(chaveDoEndereco(endereco));
    expect(chaveDoEndereco({ ...endereco, numero_casa: '101' })).not.toBe(
      chaveDoEndereco(endereco),
    );
  });
});
