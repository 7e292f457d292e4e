import { describe, expect, it } from '@jest/globals';
import type { EntregadorAdmin } from '@cardapio/shared-events';
import {
  alternarNaRota,
  entregadoresDisponiveis,
  mensagemDoDespacho,
  prontoParaDespachar,
  rotaDisponivel,
} from './despacho';

const entregador = (id: number, nome: string, ativo = true, em_rota = 0) =>
  ({ id, nome, ativo, em_rota }) as EntregadorAdmin;

describe('the route', () => {
  it('follows the order of the ticks, and closes the gap of an untick', () => {
    let rota: number[] = [];
    for (const id of [12, 7, 30]) rota = alternarNaRota(rota, id);
    expect(rota).toEqual([12, 7, 30]);
    expect(alternarNaRota(rota, 7)).toEqual([12, 30]);
  });

  it('drops orders that are no longer ready', () => {
    expect(rotaDisponivel([12, 7, 30], [{ id: 30 }, { id: 12 }])).toEqual([12, 30]);
  });
});

describe('prontoParaDespachar', () => {
  it('takes ready deliveries only', () => {
    expect(prontoParaDespachar({ status: 'pronto', tipo_pedido: 'entrega' })).toBe(true);
    expect(prontoParaDespachar({ status: 'pronto', tipo_pedido: 'retirada' })).toBe(false);
    expect(prontoParaDespachar({ status: 'preparando', tipo_pedido: 'entrega' })).toBe(false);
  });
});

describe('entregadoresDisponiveis', () => {
  it('offers the active ones, the least busy first', () => {
    const lista = [
      entregador(1, 'Zeca', true, 0),
      entregador(2, 'Ana', true, 2),
      entregador(3, 'Bia', false, 0),
      entregador(4, 'Caio', true, 0),
    ];
    expect(entregadoresDisponiveis(lista).map((e) => e.nome)).toEqual(['Caio', 'Zeca', 'Ana']);
  });
});

describe('mensagemDoDespacho', () => {
  it('names one order, counts several', () => {
    expect(mensagemDoDespacho(1, 'João', 12)).toBe('Pedido #12 saiu com João');
    expect(mensagemDoDespacho(3, 'João')).toBe('3 pedidos saíram com João');
  });
});
