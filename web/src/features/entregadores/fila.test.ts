import { describe, expect, it } from '@jest/globals';
import {
  acaoDoPedido,
  chaveDaFila,
  desfechoDoEnvio,
  enfileirar,
  esperaAntesDeTentar,
  lerFilaSalva,
  proximaDaFila,
  textoDaFila,
  tirarDaFila,
  type AcaoNaFila,
  type Fila,
} from './fila';

const entregue = (pedido_id: number, registrado_em = '2025-03-10T22:00:00.000Z'): AcaoNaFila => ({
  pedido_id,
  tipo: 'entregue',
  registrado_em,
});
const naoEntregue = (
  pedido_id: number,
  motivo = 'Cliente ausente',
  registrado_em = '2025-03-10T22:05:00.000Z',
): AcaoNaFila => ({ pedido_id, tipo: 'nao_entregue', motivo, registrado_em });

describe('enfileirar', () => {
  it('keeps the taps in the order they happened', () => {
    let fila: Fila = [];
    fila = enfileirar(fila, entregue(7));
    fila = enfileirar(fila, naoEntregue(3));
    fila = enfileirar(fila, entregue(9));
    expect(fila.map((a) => a.pedido_id)).toEqual([7, 3, 9]);
  });

  it('takes the same action for the same order once, with the first tap’s moment', () => {
    const primeiro = entregue(7, '2025-03-10T22:00:00.000Z');
    const fila = enfileirar([primeiro], entregue(7, '2025-03-10T22:00:03.000Z'));
    expect(fila).toEqual([primeiro]);
    const duasVezes = enfileirar(
      enfileirar([], naoEntregue(4, 'Cliente ausente')),
      naoEntregue(4, 'Endereço não encontrado'),
    );
    expect(duasVezes).toHaveLength(1);
    expect(duasVezes[0]!.motivo).toBe('Cliente ausente');
  });

  it('keeps another order’s same action, and another action of the same order', () => {
    const fila = enfileirar(enfileirar(enfileirar([], entregue(7)), entregue(8)), naoEntregue(7));
    expect(fila.map((a) => [a.pedido_id, a.tipo])).toEqual([
      [7, 'entregue'],
      [8, 'entregue'],
      [7, 'nao_entregue'],
    ]);
    // The order shows (and the server keeps) the first one.
    expect(acaoDoPedido(fila, 7)?.tipo).toBe('entregue');
    expect(acaoDoPedido(fila, 99)).toBeUndefined();
  });

  it('does not change the queue it was given', () => {
    const fila: Fila = Object.freeze([entregue(1)]);
    expect(enfileirar(fila, entregue(2))).not.toBe(fila);
    expect(fila).toHaveLength(1);
  });
});

describe('sending in order', () => {
  it('sends the oldest tap first, then the next once it is answered', () => {
    let fila: Fila = [entregue(7), naoEntregue(3), entregue(9)];
    const enviadas: number[] = [];
    for (let acao = proximaDaFila(fila); acao; acao = proximaDaFila(fila)) {
      enviadas.push(acao.pedido_id);
      fila = tirarDaFila(fila, acao);
    }
    expect(enviadas).toEqual([7, 3, 9]);
    expect(proximaDaFila(fila)).toBeNull();
  });

  it('removes only the answered action', () => {
    const a = entregue(7, '2025-03-10T22:00:00.000Z');
    const b = naoEntregue(7, 'Cliente ausente', '2025-03-10T22:09:00.000Z');
    const c = entregue(8);
    expect(tirarDaFila([a, b, c], a)).toEqual([b, c]);
    // An older copy of the same action (another tap's moment) is another action.
    expect(tirarDaFila([a], entregue(7, '2025-03-10T23:00:00.000Z'))).toEqual([a]);
  });
});

describe('desfechoDoEnvio', () => {
  it('takes a 2xx out of the queue (a replay answers 200 too)', () => {
    expect(desfechoDoEnvio(200)).toBe('aceita');
    expect(desfechoDoEnvio(201)).toBe('aceita');
  });

  it('takes out what the server refuses for good: 409, 404, 400', () => {
    expect(desfechoDoEnvio(409)).toBe('recusada');
    expect(desfechoDoEnvio(404)).toBe('recusada');
    expect(desfechoDoEnvio(400)).toBe('recusada');
  });

  it('keeps it for later without an answer, on 429, 408 or a server failure', () => {
    expect(desfechoDoEnvio('rede')).toBe('tentar_de_novo');
    expect(desfechoDoEnvio('timeout')).toBe('tentar_de_novo');
    expect(desfechoDoEnvio(429)).toBe('tentar_de_novo');
    expect(desfechoDoEnvio(408)).toBe('tentar_de_novo');
    expect(desfechoDoEnvio(500)).toBe('tentar_de_novo');
    expect(desfechoDoEnvio(503)).toBe('tentar_de_novo');
  });
});

describe('esperaAntesDeTentar', () => {
  it('doubles from 2 s up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(esperaAntesDeTentar)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(esperaAntesDeTentar(0)).toBe(2_000);
    expect(esperaAntesDeTentar(1_000)).toBe(60_000);
  });
});

describe('the stored queue', () => {
  it('is kept per link', () => {
    expect(chaveDaFila('abc')).toBe('entregadorFila:abc');
    expect(chaveDaFila('abc')).not.toBe(chaveDaFila('abd'));
  });

  it('reads back what was stored, in order', () => {
    const fila = [entregue(7), naoEntregue(3)];
    expect(lerFilaSalva(JSON.stringify(fila))).toEqual(fila);
  });

  it('drops what it cannot read', () => {
    expect(lerFilaSalva(null)).toEqual([]);
    expect(lerFilaSalva('não é json')).toEqual([]);
    expect(lerFilaSalva('{"pedido_id":1}')).toEqual([]);
    expect(
      lerFilaSalva(
        JSON.stringify([
          entregue(7),
          { pedido_id: 'x', tipo: 'entregue', registrado_em: '2025-03-10T22:00:00.000Z' },
          { pedido_id: 3, tipo: 'nao_entregue', registrado_em: '2025-03-10T22:00:00.000Z' },
          { pedido_id: 4, tipo: 'sumiu', registrado_em: '2025-03-10T22:00:00.000Z' },
          { pedido_id: 5, tipo: 'entregue', registrado_em: 'ontem' },
        ]),
      ),
    ).toEqual([entregue(7)]);
  });
});

describe('textoDaFila', () => {
  it('counts in Portuguese', () => {
    expect(textoDaFila(1)).toBe('1 ação aguardando envio');
    expect(textoDaFila(3)).toBe('3 ações aguardando envio');
  });
});
