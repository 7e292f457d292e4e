import { describe, expect, it } from '@jest/globals';
import { removerGuardando, type Removidos } from '../../app/versionado';
import { comanda, itemDaComanda as item, mesa, T1, T2 } from '../../testing/exemplos';
import {
  aplicarComanda,
  comandasAvulsas,
  comQuantidade,
  filtrarMesas,
  itensParaCozinha,
  ordemDasMesas,
  resumoDasMesas,
  statusNoSalao,
  tituloDaComanda,
  totalEmCentavos,
} from './aoVivo';

describe('aplicarComanda: a pushed tab on a list filtered by table', () => {
  it('adds a tab of this table, in opening order, once however often it arrives', () => {
    const lista = [comanda({ id: 2, created_at: T2 })];
    const nova = comanda({ id: 1, created_at: T1 });
    const uma = aplicarComanda(lista, nova, 5);
    expect(uma.map((c) => c.id)).toEqual([1, 2]);
    expect(aplicarComanda(uma, nova, 5)).toEqual(uma);
  });

  it('takes a tab that moved to another table off the list', () => {
    const lista = [comanda({ id: 1, mesa_id: 5 })];
    const movida = comanda({ id: 1, mesa_id: 9, updated_at: T2 });
    expect(aplicarComanda(lista, movida, 5)).toEqual([]);
  });

  it('does not take a tab off for a stale move (an older version)', () => {
    const lista = [comanda({ id: 1, mesa_id: 5, updated_at: T2 })];
    const velha = comanda({ id: 1, mesa_id: 9, updated_at: T1 });
    expect(aplicarComanda(lista, velha, 5)).toBe(lista);
  });

  it('ignores a tab of another table it never had', () => {
    const lista = [comanda({ id: 1 })];
    expect(aplicarComanda(lista, comanda({ id: 2, mesa_id: 9 }), 5)).toBe(lista);
  });

  it('keeps every tab on the unfiltered list, and never overwrites a newer one', () => {
    const lista = [comanda({ id: 1, total: 30, updated_at: T2 })];
    expect(aplicarComanda(lista, comanda({ id: 1, total: 10, updated_at: T1 }), undefined)).toBe(
      lista,
    );
    expect(aplicarComanda(lista, comanda({ id: 2, mesa_id: 9 }), undefined)).toHaveLength(2);
  });

  it('does not bring back a removed tab for a late update of the same or an older version', () => {
    const removidas: Removidos = new Map();
    const lista = removerGuardando([comanda({ id: 1, updated_at: T2 })], 1, removidas);
    const atrasada = comanda({ id: 1, updated_at: T2 });
    expect(aplicarComanda(lista, atrasada, undefined, removidas)).toBe(lista);
    expect(aplicarComanda(lista, atrasada, 5, removidas)).toBe(lista);
    const reaberta = comanda({ id: 1, updated_at: '2099-01-01T00:00:00.000Z' });
    expect(aplicarComanda(lista, reaberta, undefined, removidas)).toHaveLength(1);
  });
});

describe("a tab's total (the server's rule)", () => {
  it('sums the lines not cancelled, in cents', () => {
    const itens = [
      item({ id: 1, quantidade: 2, preco_unitario: 10.1 }),
      item({ id: 2, quantidade: 1, preco_unitario: 0.2 }),
      item({ id: 3, quantidade: 5, preco_unitario: 99, status: 'cancelado' }),
    ];
    expect(totalEmCentavos(itens)).toBe(2040);
    expect(totalEmCentavos([])).toBe(0);
  });

  it('recomputes the total when a quantity changes (the optimistic − / +)', () => {
    const antes = comanda({
      total: 20,
      itens: [
        item({ id: 1, quantidade: 2, preco_unitario: 7.35 }),
        item({ id: 2, preco_unitario: 5.3 }),
      ],
    });
    const depois = comQuantidade(antes, 1, 3);
    expect(depois.total).toBe(27.35);
    expect(depois.itens[0]!.quantidade).toBe(3);
    expect(antes.itens[0]!.quantidade).toBe(2);
  });

  it('sends to the kitchen only kitchen items not sent yet', () => {
    const c = comanda({
      itens: [
        item({ id: 1 }),
        item({ id: 2, enviado_cozinha: true }),
        item({ id: 3, precisa_cozinha: false }),
        item({ id: 4, status: 'preparando' }),
      ],
    });
    expect(itensParaCozinha(c).map((i) => i.id)).toEqual([1]);
  });
});

describe('tables on the floor', () => {
  it('sorts numbers numerically, then by id', () => {
    const mesas = [
      mesa({ id: 1, numero: '10' }),
      mesa({ id: 2, numero: '2' }),
      mesa({ id: 3, numero: '2' }),
    ];
    expect(mesas.sort(ordemDasMesas).map((m) => m.id)).toEqual([2, 3, 1]);
  });

  it('is occupied with an active tab or an unpaid closed bill, whatever was stored', () => {
    expect(statusNoSalao(mesa({ status: 'livre', comandas_ativas: 1 }))).toBe('ocupada');
    expect(statusNoSalao(mesa({ status: 'reservada', contas_fechadas: 1 }))).toBe('ocupada');
    expect(statusNoSalao(mesa({ status: 'reservada' }))).toBe('reservada');
    expect(
      resumoDasMesas([mesa({ comandas_ativas: 2 }), mesa({ status: 'manutencao' }), mesa()]),
    ).toEqual({ total: 3, ocupadas: 1, livres: 2 });
  });

  it('searches number or name without accents or case, then filters by status', () => {
    const mesas = [
      mesa({ id: 1, numero: '1', nome: 'Salão' }),
      mesa({ id: 2, numero: '12', nome: 'Varanda', comandas_ativas: 1 }),
      mesa({ id: 3, numero: '3', nome: 'Área externa' }),
    ];
    expect(filtrarMesas(mesas, 'SALAO', 'todas').map((m) => m.id)).toEqual([1]);
    expect(filtrarMesas(mesas, ' area ', 'todas').map((m) => m.id)).toEqual([3]);
    expect(filtrarMesas(mesas, '1', 'todas').map((m) => m.id)).toEqual([1, 2]);
    expect(filtrarMesas(mesas, '1', 'livre').map((m) => m.id)).toEqual([1]);
    expect(filtrarMesas(mesas, '', 'ocupada').map((m) => m.id)).toEqual([2]);
  });
});

describe('tabs', () => {
  it('lists standalone tabs without a table that are not paid yet', () => {
    const lista = [
      comanda({ id: 1, mesa_id: null }),
      comanda({ id: 2, mesa_id: null, status: 'fechada' }),
      comanda({ id: 3, mesa_id: null, status: 'paga' }),
      comanda({ id: 4, mesa_id: 5 }),
    ];
    expect(comandasAvulsas(lista).map((c) => c.id)).toEqual([1, 2]);
  });

  it('titles a physical tab by number, adding its name only when it says more', () => {
    expect(
      tituloDaComanda({ comanda_fisica_id: 3, comanda_numero: '7', comanda_nome: 'Varanda ' }),
    ).toBe('Comanda 7 · Varanda');
    expect(
      tituloDaComanda({ comanda_fisica_id: 3, comanda_numero: '7', comanda_nome: 'comanda 7' }),
    ).toBe('Comanda 7');
    expect(tituloDaComanda({ comanda_fisica_id: 3, comanda_numero: '7', comanda_nome: '7' })).toBe(
      'Comanda 7',
    );
    expect(tituloDaComanda({ comanda_fisica_id: 3, comanda_numero: '7', comanda_nome: '' })).toBe(
      'Comanda 7',
    );
    expect(
      tituloDaComanda({
        comanda_fisica_id: null,
        comanda_numero: '57',
        comanda_nome: 'Comanda Digital',
      }),
    ).toBe('Comanda Digital · 57');
  });
});
