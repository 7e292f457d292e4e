import { expect, test } from '@jest/globals';
import { esperaAteOFim } from './fimDaPausa';

test('a pause is read again a second after its end, and again soon while it still says paused', () => {
  const ate = '2026-12-01T23:38:00.000Z';
  const fim = Date.parse(ate);
  expect(esperaAteOFim(ate, fim - 60_000)).toBe(61_000);
  expect(esperaAteOFim(ate, fim)).toBe(1_000);
  // This clock is ahead of the server's: the read still said paused; try again in 5 s.
  expect(esperaAteOFim(ate, fim + 10_000)).toBe(5_000);
});
