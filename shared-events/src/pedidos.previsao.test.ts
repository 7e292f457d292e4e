import { describe, expect, it } from '@jest/globals';
import { preverPedidos, type PedidoNaFila, type RitmoDaCozinha } from './pedidos';

const AGORA = Date.parse('2026-11-27T19:00:00.000Z');
const min = (n: number) => n * 60_000;
const ritmo = (
  porEstacao: [number, number | null][],
  extra: Partial<RitmoDaCozinha> = {},
): RitmoDaCozinha => ({
  porEstacao: new Map(porEstacao),
  cozinha: null,
  padraoMin: 30,
  minutosPorKm: 2.5,
  ...extra,
});
/** An order placed `minutosAtras` ago with parts at these stations (target 1 min each). */
const pedido = (
  id: number,
  minutosAtras: number,
  estacoes: Array<number | null>,
  extra: Partial<PedidoNaFila> = {},
): PedidoNaFila => ({
  id,
  created_at: new Date(AGORA - min(minutosAtras)).toISOString(),
  tipo_pedido: 'mesa',
  distancia_km: null,
  partes: estacoes.map((estacao_id) => ({ estacao_id, alvo_min: 1 })),
  ...extra,
});

describe('preverPedidos', () => {
  it('an order alone is expected its station average after it was placed', () => {
    const p = preverPedidos([pedido(1, 4, [7])], ritmo([[7, 600]]), AGORA);
    expect(p.get(1)).toBe(AGORA - min(4) + min(10));
  });

  it('four in line at one station (T 20 min): one every 5 min, the last by its creation + T', () => {
    const fila = [pedido(1, 0, [7]), pedido(2, 0, [7]), pedido(3, 0, [7]), pedido(4, 0, [7])];
    const p = preverPedidos(fila, ritmo([[7, 1200]]), AGORA);
    expect([1, 2, 3, 4].map((id) => (p.get(id)! - AGORA) / 60_000)).toEqual([5, 10, 15, 20]);
  });

  it('when the first in line is bumped the others move earlier', () => {
    const fila = [pedido(1, 0, [7]), pedido(2, 0, [7]), pedido(3, 0, [7]), pedido(4, 0, [7])];
    const antes = preverPedidos(fila, ritmo([[7, 1200]]), AGORA);
    const depois = preverPedidos(fila.slice(1), ritmo([[7, 1200]]), AGORA);
    expect(depois.get(2)!).toBeLessThan(antes.get(2)!);
    expect(depois.get(3)!).toBeLessThan(antes.get(3)!);
    expect((depois.get(2)! - AGORA) / 60_000).toBeCloseTo(20 / 3, 5);
  });

  it('never sooner than its own preparation target; overdue means within a minute', () => {
    const lento = { ...pedido(1, 0, [7]), partes: [{ estacao_id: 7, alvo_min: 25 }] };
    expect(preverPedidos([lento], ritmo([[7, 600]]), AGORA).get(1)).toBe(AGORA + min(25));
    expect(preverPedidos([pedido(2, 40, [7])], ritmo([[7, 600]]), AGORA).get(2)).toBe(
      AGORA + min(1),
    );
  });

  it('the order waits for its slowest part; unrouted items use the kitchen average; no history uses the fixed time', () => {
    const p = preverPedidos(
      [pedido(1, 0, [7, 8, null]), pedido(2, 0, [9])],
      ritmo(
        [
          [7, 300],
          [8, 900],
        ],
        { cozinha: 1200 },
      ),
      AGORA,
    );
    expect(p.get(1)).toBe(AGORA + min(20));
    expect(p.get(2)).toBe(AGORA + min(30));
  });

  it('a delivery adds its minutes per km, rounded up', () => {
    const p = preverPedidos(
      [pedido(1, 0, [7], { tipo_pedido: 'entrega', distancia_km: 3.1 })],
      ritmo([[7, 600]]),
      AGORA,
    );
    expect(p.get(1)).toBe(AGORA + min(10) + min(8));
  });
});
