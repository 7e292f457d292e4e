import { describe, expect, it } from '@jest/globals';
import { tempoRelativo } from './tempoRelativo';

const agora = new Date(2026, 2, 10, 15, 30, 0).getTime();
const antes = (ms: number) => new Date(agora - ms).toISOString();
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

describe('tempoRelativo (recent orders on the dashboard)', () => {
  it.each([
    [0, 'Agora mesmo'],
    [59 * S, 'Agora mesmo'],
    [MIN, '1min atrás'],
    [59 * MIN + 59 * S, '59min atrás'],
    [H, '1h atrás'],
    [23 * H + 59 * MIN, '23h atrás'],
  ])('%p ms ago → %p', (ms, texto) => {
    expect(tempoRelativo(antes(ms), agora)).toBe(texto);
  });

  it('shows the pt-BR date from one day on', () => {
    expect(tempoRelativo(antes(24 * H), agora)).toBe('09/03/2026');
    expect(tempoRelativo(new Date(2025, 11, 31, 8, 0).toISOString(), agora)).toBe('31/12/2025');
  });

  it('reads a time slightly ahead of this clock as just now', () => {
    expect(tempoRelativo(new Date(agora + 5 * MIN).toISOString(), agora)).toBe('Agora mesmo');
  });
});
