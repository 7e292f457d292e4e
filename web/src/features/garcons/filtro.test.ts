import { describe, expect, it } from '@jest/globals';
import type { GarcomAdmin } from '@cardapio/shared-events';
import { filtrarGarcons } from './filtro';

const garcom = (dados: Partial<GarcomAdmin>): GarcomAdmin => ({
  id: 1,
  empresa_id: 1,
  nome: 'João',
  sobrenome: 'Silva',
  email: 'joao@exemplo.com',
  telefone: '(48) 99999-0000',
  ativo: true,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  ...dados,
});

const garcons = [
  garcom({ id: 1 }),
  garcom({
    id: 2,
    nome: 'Maria',
    sobrenome: 'Conceição',
    email: 'maria@x.com',
    telefone: null,
    ativo: false,
  }),
  garcom({
    id: 3,
    nome: 'Pedro',
    sobrenome: 'Alves',
    email: 'pedro@x.com',
    telefone: '48 3333-4444',
  }),
];
const ids = (lista: GarcomAdmin[]) => lista.map((g) => g.id);

describe('filtrarGarcons', () => {
  it('finds by name, surname or e-mail, without accents or case', () => {
    expect(ids(filtrarGarcons(garcons, 'joao', 'todos'))).toEqual([1]);
    expect(ids(filtrarGarcons(garcons, 'CONCEICAO', 'todos'))).toEqual([2]);
    expect(ids(filtrarGarcons(garcons, 'x.com', 'todos'))).toEqual([2, 3]);
  });

  it('finds a phone however it was typed', () => {
    expect(ids(filtrarGarcons(garcons, '999990000', 'todos'))).toEqual([1]);
    expect(ids(filtrarGarcons(garcons, '3333 4444', 'todos'))).toEqual([3]);
  });

  it('filters active and inactive waiters', () => {
    expect(ids(filtrarGarcons(garcons, '', 'ativos'))).toEqual([1, 3]);
    expect(ids(filtrarGarcons(garcons, '', 'inativos'))).toEqual([2]);
    expect(ids(filtrarGarcons(garcons, 'joao', 'inativos'))).toEqual([]);
  });
});
