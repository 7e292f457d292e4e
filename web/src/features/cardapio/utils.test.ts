import { describe, expect, it } from '@jest/globals';
import type { ProdutoMenu } from '@cardapio/shared-events';
import {
  buscarProdutos,
  linkDoWhatsapp,
  passoPorLargura,
  textoDeResultados,
  WHATSAPP_PADRAO,
} from './utils';

const produto = (dados: Partial<ProdutoMenu>): ProdutoMenu => ({
  id: 1,
  nome: 'X-Burguer',
  descricao: 'Pão, carne e queijo',
  preco: 25,
  imagem_url: null,
  categoria_id: 1,
  categoria_nome: 'Lanches',
  tempo_preparo: 15,
  destaque: false,
  precisa_cozinha: true,
  tem_opcoes: false,
  disponivel: true,
  ...dados,
});

describe('the storefront search (customer-side §5)', () => {
  const produtos = [
    produto({ id: 1 }),
    produto({ id: 2, nome: 'Suco de Laranja', descricao: '', categoria_nome: 'Bebidas' }),
    produto({ id: 3, nome: 'Açaí', descricao: 'Com granola', categoria_nome: null }),
  ];
  const ids = (lista: ProdutoMenu[]) => lista.map((p) => p.id);

  it('matches name, description or category, in any case', () => {
    expect(ids(buscarProdutos(produtos, 'QUEIJO'))).toEqual([1]);
    expect(ids(buscarProdutos(produtos, 'bebidas'))).toEqual([2]);
    expect(ids(buscarProdutos(produtos, 'açaí'))).toEqual([3]);
  });

  it('keeps every product for a blank search', () => {
    expect(buscarProdutos(produtos, '   ')).toBe(produtos);
  });

  it('counts results in pt-BR singular and plural', () => {
    expect(textoDeResultados(0)).toBe('0 produtos encontrados');
    expect(textoDeResultados(1)).toBe('1 produto encontrado');
    expect(textoDeResultados(2)).toBe('2 produtos encontrados');
  });
});

describe('passoPorLargura (customer-side §9)', () => {
  it.each([
    [390, 4],
    [767, 4],
    [768, 6],
    [1366, 6],
    [1367, 4],
    [1920, 4],
  ])('%p px → %p products', (largura, passo) => {
    expect(passoPorLargura(largura)).toBe(passo);
  });
});

describe("the store's WhatsApp link", () => {
  it('uses the first number with at least 10 digits, with Brazil in front', () => {
    expect(linkDoWhatsapp([null, '123', '(48) 3333-4444', '48999990000'])).toBe(
      'https://wa.me/554833334444',
    );
    expect(linkDoWhatsapp(['+55 48 99999-0000'])).toBe('https://wa.me/5548999990000');
  });

  it('falls back to the fixed number and carries a message encoded', () => {
    expect(linkDoWhatsapp([undefined, ''], 'Olá, quero pedir & pagar')).toBe(
      `https://wa.me/55${WHATSAPP_PADRAO}?text=Ol%C3%A1%2C%20quero%20pedir%20%26%20pagar`,
    );
  });
});
