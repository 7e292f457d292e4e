import { describe, expect, it } from '@jest/globals';
import { salvarOpcoesSchema } from '@cardapio/shared-events';
import {
  corpoParaSalvar,
  editaveis,
  gruposDaPrevia,
  nomePadrao,
  novaOpcao,
  precoDigitado,
  subtotalDoItem,
  type ItemEditavel,
  type OpcaoEditavel,
} from './personalizacao';

const padrao = { obrigatorio: false, max_selecoes: '1' };
const itemEditavel = (dados: Partial<ItemEditavel> = {}): ItemEditavel => ({
  chave: 'i',
  nome: 'Bacon',
  preco_adicional: '3,50',
  quantidade: '1',
  ...dados,
});
const grupo = (dados: Partial<OpcaoEditavel> = {}): OpcaoEditavel => ({
  chave: 'g',
  nome: 'Adicionais',
  tipo: 'adicionar',
  obrigatorio: false,
  max_selecoes: '2',
  itens: [itemEditavel()],
  ...dados,
});

describe('new option groups (staff-side §5)', () => {
  it('take the first numbered name no group uses, per kind', () => {
    expect(nomePadrao('adicionar', [])).toBe('Novo Adicional 1');
    expect(
      nomePadrao('adicionar', [
        grupo({ nome: 'Novo Adicional 1' }),
        grupo({ nome: ' Novo Adicional 3 ' }),
      ]),
    ).toBe('Novo Adicional 2');
    expect(nomePadrao('remover', [grupo({ nome: 'Novo Adicional 1' })])).toBe('Nova Remoção 1');
  });

  it('start with one item priced 0,00 and quantity 1, each with its own key', () => {
    const a = novaOpcao('adicionar', [], padrao);
    const b = novaOpcao('adicionar', [a], padrao);
    expect(a.itens).toEqual([
      { chave: expect.any(String), nome: '', preco_adicional: '0,00', quantidade: '1' },
    ]);
    expect(b.nome).toBe('Novo Adicional 2');
    expect(new Set([a.chave, b.chave, a.itens[0]!.chave, b.itens[0]!.chave]).size).toBe(4);
  });
});

describe('prices as typed', () => {
  it('read like the server reads them, 0 while they do not read', () => {
    expect(precoDigitado('3,50')).toBe(3.5);
    expect(precoDigitado('1.234,56')).toBe(1234.56);
    expect(precoDigitado('abc')).toBe(0);
    expect(precoDigitado('1.234')).toBe(0); // ambiguous: thousands or cents?
    expect(precoDigitado('')).toBe(0);
  });

  it("make a removal item's subtotal quantidade × preço", () => {
    expect(subtotalDoItem(itemEditavel({ quantidade: '3', preco_adicional: '2,50' }))).toBe(7.5);
    expect(subtotalDoItem(itemEditavel({ quantidade: '', preco_adicional: '2,50' }))).toBe(2.5);
    expect(subtotalDoItem(itemEditavel({ quantidade: '-2', preco_adicional: '2,50' }))).toBe(0);
  });
});

describe("the customer's preview", () => {
  it('names blanks, reads prices and keeps max selections at least 1', () => {
    const [previa] = gruposDaPrevia([
      grupo({
        nome: ' ',
        max_selecoes: '0',
        itens: [
          itemEditavel({ nome: '', preco_adicional: '2,5' }),
          itemEditavel({ nome: 'Queijo', preco_adicional: 'x' }),
        ],
      }),
    ]);
    expect(previa).toMatchObject({ id: 1, nome: 'Sem nome', max_selecoes: 1 });
    expect(previa!.itens.map((i) => [i.nome, i.preco_adicional])).toEqual([
      ['Item sem nome', 2.5],
      ['Queijo', 0],
    ]);
    expect(new Set(previa!.itens.map((i) => i.id)).size).toBe(2);
    expect(gruposDaPrevia([grupo({ max_selecoes: '2,7' })])[0]!.max_selecoes).toBe(2);
  });
});

describe('saving', () => {
  it('turns saved groups into editable text and back into a body the contract accepts', () => {
    const salvas = [
      {
        id: 10,
        nome: 'Adicionais',
        tipo: 'adicionar' as const,
        obrigatorio: true,
        max_selecoes: 2,
        itens: [{ id: 1, nome: 'Bacon', preco_adicional: 1234.5, quantidade: 1 }],
      },
    ];
    const editadas = editaveis(salvas);
    expect(editadas[0]!.max_selecoes).toBe('2');
    expect(editadas[0]!.itens[0]!.preco_adicional).toBe('1.234,50');
    const corpo = corpoParaSalvar(editadas);
    const lido = salvarOpcoesSchema.safeParse(corpo);
    expect(lido.success && lido.data.opcoes[0]!.itens[0]!.preco_adicional).toBe(1234.5);
    expect(JSON.stringify(corpo)).not.toContain('chave');
  });
});
