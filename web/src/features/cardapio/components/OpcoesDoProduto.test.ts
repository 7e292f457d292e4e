import { describe, expect, it } from '@jest/globals';
import type { OpcaoGrupo } from '@cardapio/shared-events';
import {
  adicionalDasSelecoes,
  gruposPendentes,
  personalizacoesDe,
  selecoesDe,
} from './OpcoesDoProduto';

const grupos: OpcaoGrupo[] = [
  {
    id: 1,
    nome: 'Adicionais',
    tipo: 'adicionar',
    obrigatorio: false,
    max_selecoes: 3,
    itens: [
      { id: 11, nome: 'Bacon', preco_adicional: 4.1 },
      { id: 12, nome: 'Ovo', preco_adicional: 2.2 },
    ],
  },
  {
    id: 2,
    nome: 'Retirar',
    tipo: 'remover',
    obrigatorio: false,
    max_selecoes: 2,
    itens: [{ id: 21, nome: 'Cebola', preco_adicional: 1 }],
  },
  {
    id: 3,
    nome: 'Ponto da carne',
    tipo: 'adicionar',
    obrigatorio: true,
    max_selecoes: 1,
    itens: [{ id: 31, nome: 'Ao ponto', preco_adicional: 0 }],
  },
];

describe("the product dialog's choices", () => {
  it('adds the chosen extras once per unit, in cents; removals are free', () => {
    expect(adicionalDasSelecoes(grupos, { 1: [11, 12], 2: [21] })).toBe(6.3);
    expect(adicionalDasSelecoes(grupos, {})).toBe(0);
  });

  it('ignores a choice that is no longer on the menu', () => {
    expect(adicionalDasSelecoes(grupos, { 1: [11, 99], 9: [1] })).toBe(4.1);
  });

  it('lists the required groups with nothing chosen', () => {
    expect(gruposPendentes(grupos, { 1: [11] }).map((g) => g.id)).toEqual([3]);
    expect(gruposPendentes(grupos, { 3: [] }).map((g) => g.id)).toEqual([3]);
    expect(gruposPendentes(grupos, { 3: [31] })).toEqual([]);
  });

  it('sends the choices as the cart takes them, and reads a line back into choices', () => {
    const enviadas = personalizacoesDe(grupos, { 1: [11], 2: [21] });
    expect(enviadas).toEqual([
      { opcao_id: 1, item_id: 11, tipo: 'adicionar', quantidade: 1 },
      { opcao_id: 2, item_id: 21, tipo: 'remover', quantidade: 1 },
    ]);
    const linha = enviadas.map((p) => ({
      ...p,
      tipo: p.tipo ?? 'adicionar',
      nome: '',
      preco_adicional: 0,
    }));
    expect(selecoesDe(linha)).toEqual({ 1: [11], 2: [21] });
  });

  it("never sends the preview's made-up ids (0 or below)", () => {
    const previa: OpcaoGrupo[] = [{ ...grupos[0]!, id: 0 }];
    expect(personalizacoesDe(previa, { 0: [11] })).toEqual([]);
    expect(personalizacoesDe(grupos, { 1: [0, 11] })).toHaveLength(1);
  });
});
