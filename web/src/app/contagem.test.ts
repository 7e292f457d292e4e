import { describe, expect, it } from '@jest/globals';
import { formatarContagem, formatarHorasEMinutos } from './contagem';

const SEGUNDO = 1000;
const MINUTO = 60 * SEGUNDO;
const HORA = 60 * MINUTO;

describe('formatarContagem (the PIX countdown)', () => {
  it.each([
    [30 * MINUTO, '30:00'],
    [29 * MINUTO + 59 * SEGUNDO, '29:59'],
    // A second just started still shows: 59.001 s reads 01:00, never 00:59 too early.
    [59 * SEGUNDO + 1, '01:00'],
    [HORA + 5 * MINUTO + 9 * SEGUNDO, '1:05:09'],
    [0, '00:00'],
    [-5 * SEGUNDO, '00:00'],
  ])('%p ms → %p', (ms, texto) => {
    expect(formatarContagem(ms)).toBe(texto);
  });
});

describe('formatarHorasEMinutos (the cart expiry)', () => {
  it.each([
    [2 * HORA, '2h 00min'],
    [HORA + 5 * MINUTO, '1h 05min'],
    [45 * MINUTO, '45min'],
    // Minutes round up: 30 s left is still '1min', not 'menos de 1min'.
    [30 * SEGUNDO, '1min'],
    [59 * MINUTO + 1, '1h 00min'],
    [0, 'menos de 1min'],
    [-MINUTO, 'menos de 1min'],
  ])('%p ms → %p', (ms, texto) => {
    expect(formatarHorasEMinutos(ms)).toBe(texto);
  });
});
