import type { HorarioDia } from '@cardapio/shared-events';
import { calcularStatusDaLoja } from './status';

const SP = 'America/Sao_Paulo';
/** São Paulo has no daylight saving: local time is UTC−3 all year. */
const emSaoPaulo = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

// 2026-11-27 is a Friday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
const semana: HorarioDia[] = [
  { dia: 'sexta', abertura: '18:00', fechamento: '02:00', fechado: false },
  { dia: 'sabado', abertura: '11:00', fechamento: '15:00', fechado: false },
  { dia: 'domingo', abertura: '10:00', fechamento: '14:00', fechado: true },
  { dia: 'segunda', abertura: '11:00', fechamento: '22:00', fechado: false },
];

test.each([
  ['2026-11-27T17:59:00', false, 'before Friday opens'],
  ['2026-11-27T18:00:00', true, 'Friday at opening'],
  ['2026-11-27T23:59:00', true, 'Friday 23:59'],
  ['2026-11-28T00:00:00', true, 'Saturday 00:00, still Friday night'],
  ['2026-11-28T01:59:00', true, 'Saturday 01:59, still Friday night'],
  ['2026-11-28T02:00:00', false, 'Saturday 02:00, Friday night is over'],
  ['2026-11-28T11:00:00', true, "Saturday's own range"],
  ['2026-11-28T15:00:00', false, 'Saturday at closing'],
])('%s → aberto %s (%s)', (local, aberto) => {
  expect(calcularStatusDaLoja(semana, SP, emSaoPaulo(local)).aberto).toBe(aberto);
});

test('horarioHoje is the local day, even when the UTC day already changed', () => {
  // Friday 22:00 in São Paulo is Saturday 01:00 UTC.
  const status = calcularStatusDaLoja(semana, SP, emSaoPaulo('2026-11-27T22:00:00'));
  expect(status.horarioHoje?.dia).toBe('sexta');
  expect(status.proximaAbertura).toBeNull();
});

test('proximaAbertura is later today, or the next day that opens, skipping closed and missing days', () => {
  expect(
    calcularStatusDaLoja(semana, SP, emSaoPaulo('2026-11-27T09:00:00')).proximaAbertura,
  ).toEqual({ dia: 'sexta', horario: '18:00' });
  // Saturday after closing: Sunday is fechado, so the next opening is Monday.
  const sabadoNoite = calcularStatusDaLoja(semana, SP, emSaoPaulo('2026-11-28T20:00:00'));
  expect(sabadoNoite).toMatchObject({
    aberto: false,
    proximaAbertura: { dia: 'segunda', horario: '11:00' },
  });
});

test('a day marked fechado or missing is closed all day; no hours at all means never open', () => {
  const domingo = calcularStatusDaLoja(semana, SP, emSaoPaulo('2026-11-29T12:00:00'));
  expect(domingo.aberto).toBe(false);
  expect(domingo.horarioHoje).toMatchObject({ dia: 'domingo', fechado: true });
  const terca = calcularStatusDaLoja(semana, SP, emSaoPaulo('2026-12-01T12:00:00'));
  expect(terca).toMatchObject({ aberto: false, horarioHoje: null });
  expect(calcularStatusDaLoja([], SP, emSaoPaulo('2026-12-01T12:00:00'))).toEqual({
    aberto: false,
    horarioHoje: null,
    proximaAbertura: null,
  });
});

test('the company timezone decides the day: the same instant differs in Manaus (UTC−4)', () => {
  const instante = emSaoPaulo('2026-11-28T00:30:00'); // Friday 23:30 in Manaus
  const manaus = calcularStatusDaLoja(semana, 'America/Manaus', instante);
  expect(manaus.horarioHoje?.dia).toBe('sexta');
  expect(manaus.aberto).toBe(true);
});

test('equal opening and closing means open all day', () => {
  const sempre: HorarioDia[] = [
    { dia: 'sexta', abertura: '00:00', fechamento: '00:00', fechado: false },
  ];
  expect(calcularStatusDaLoja(sempre, SP, emSaoPaulo('2026-11-27T04:00:00')).aberto).toBe(true);
});

test('Thursday 14:00–02:00 is open at 01:30 on Friday and closed at 02:00 (staff-side §2 help box)', () => {
  const quinta: HorarioDia[] = [
    { dia: 'quinta', abertura: '14:00', fechamento: '02:00', fechado: false },
  ];
  // 2026-11-26 is a Thursday.
  expect(calcularStatusDaLoja(quinta, SP, emSaoPaulo('2026-11-27T01:30:00')).aberto).toBe(true);
  expect(calcularStatusDaLoja(quinta, SP, emSaoPaulo('2026-11-27T02:00:00')).aberto).toBe(false);
  expect(calcularStatusDaLoja(quinta, SP, emSaoPaulo('2026-11-26T13:59:00')).aberto).toBe(false);
});
