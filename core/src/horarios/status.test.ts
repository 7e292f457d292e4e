import { DIAS_DA_SEMANA, type HorarioDia, type StatusLoja } from '@cardapio/shared-events';
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
  expect(calcularStatusDaLoja([], SP, emSaoPaulo('2026-12-01T12:00:00'))).toMatchObject({
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

/**
 * Issue 26: one computation gives the badge and every text, from the same instant. The week of
 * 2026-11-23 (Monday) to 2026-11-29 (Sunday), in São Paulo (no daylight saving: UTC−3 all year).
 */
describe('badge and text from one instant', () => {
  const dia = (
    d: HorarioDia['dia'],
    abertura: string,
    fechamento: string,
    fechado = false,
  ): HorarioDia => ({ dia: d, abertura, fechamento, fechado });
  // 2026-11-25 is a Wednesday, 2026-11-26 a Thursday.
  const quartaDeNoite = [dia('quarta', '18:00', '10:00'), dia('quinta', '09:00', '18:00', true)];

  test.each<[string, HorarioDia[], string, Partial<StatusLoja['texto']> & { aberto: boolean }]>([
    // The case: Wednesday 18:00–10:00, Thursday closed, Thursday 08:30.
    [
      'overnight into a closed day',
      quartaDeNoite,
      '2026-11-26T08:30:00',
      { aberto: true, selo: 'Aberto', resumo: 'Até as 10h', hoje: 'Hoje até as 10h' },
    ],
    [
      'the overnight range ending exactly now',
      quartaDeNoite,
      '2026-11-26T10:00:00',
      {
        aberto: false,
        selo: 'Fechado',
        hoje: 'Hoje: fechado',
        resumo: 'Abre quarta-feira às 18h',
        proximaAbertura: 'Abre quarta-feira às 18h',
        completo: 'Hoje: fechado · Abre quarta-feira às 18h',
      },
    ],
    [
      'one minute before the overnight range ends',
      quartaDeNoite,
      '2026-11-26T09:59:00',
      { aberto: true, resumo: 'Até as 10h', hoje: 'Hoje até as 10h', proximaAbertura: null },
    ],
    [
      'the overnight range on its own evening',
      quartaDeNoite,
      '2026-11-25T23:00:00',
      {
        aberto: true,
        resumo: 'Até as 10h',
        hoje: 'Hoje das 18h às 10h (dia seguinte)',
        completo: 'Hoje das 18h às 10h (dia seguinte)',
      },
    ],
    [
      'yesterday night still running, and a range of its own later today',
      [dia('quarta', '18:00', '02:00'), dia('quinta', '18:00', '23:30')],
      '2026-11-26T01:00:00',
      { aberto: true, resumo: 'Até as 2h', hoje: 'Hoje até as 2h e das 18h às 23h30' },
    ],
    [
      'between yesterday night and tonight',
      [dia('quarta', '18:00', '02:00'), dia('quinta', '18:00', '23:30')],
      '2026-11-26T12:00:00',
      {
        aberto: false,
        resumo: 'Abre hoje às 18h',
        hoje: 'Hoje das 18h às 23h30',
        completo: 'Hoje das 18h às 23h30 · Abre hoje às 18h',
      },
    ],
    [
      'a range ending exactly now',
      [dia('quinta', '11:00', '15:00'), dia('sexta', '11:00', '15:00')],
      '2026-11-26T15:00:00',
      { aberto: false, resumo: 'Abre amanhã às 11h', hoje: 'Hoje das 11h às 15h' },
    ],
    [
      'a range opening exactly now',
      [dia('quinta', '11:00', '15:00')],
      '2026-11-26T11:00:00',
      { aberto: true, resumo: 'Até as 15h', hoje: 'Hoje das 11h às 15h', proximaAbertura: null },
    ],
    [
      '00:00–00:00 every day is open around the clock',
      DIAS_DA_SEMANA.map((d) => dia(d, '00:00', '00:00')),
      '2026-11-26T03:00:00',
      { aberto: true, resumo: 'Aberto 24 horas', hoje: 'Hoje: aberto 24 horas' },
    ],
    [
      '24 hours today, closed tomorrow: until midnight',
      [dia('quinta', '00:00', '00:00'), dia('sexta', '00:00', '00:00', true)],
      '2026-11-26T20:00:00',
      { aberto: true, resumo: 'Até a meia-noite', hoje: 'Hoje: aberto 24 horas' },
    ],
    [
      'a range closing at midnight',
      [dia('quinta', '18:00', '00:00')],
      '2026-11-26T23:59:00',
      { aberto: true, resumo: 'Até a meia-noite', hoje: 'Hoje das 18h à meia-noite' },
    ],
    [
      'a range closing at midnight is over at midnight',
      [dia('quinta', '18:00', '00:00'), dia('sexta', '10:00', '14:30')],
      '2026-11-27T00:00:00',
      { aberto: false, resumo: 'Abre hoje às 10h', hoje: 'Hoje das 10h às 14h30' },
    ],
    [
      'ranges that meet at midnight are one stretch',
      [dia('quarta', '20:00', '00:00'), dia('quinta', '00:00', '03:00')],
      '2026-11-25T22:00:00',
      { aberto: true, resumo: 'Até as 3h' },
    ],
    [
      'a range that overlaps yesterday night keeps the store open until its end',
      [dia('quarta', '18:00', '10:00'), dia('quinta', '08:00', '16:00')],
      '2026-11-26T08:30:00',
      { aberto: true, resumo: 'Até as 16h' },
    ],
    [
      'no hours at all',
      [],
      '2026-11-26T12:00:00',
      { aberto: false, selo: 'Fechado', resumo: 'Hoje: fechado', hoje: 'Hoje: fechado' },
    ],
    [
      'the next opening at midnight',
      [dia('sexta', '00:00', '00:00')],
      '2026-11-26T20:00:00',
      { aberto: false, resumo: 'Abre amanhã à meia-noite' },
    ],
    [
      'late at night in São Paulo is already the next day in UTC',
      [dia('quinta', '18:00', '23:30'), dia('sexta', '18:00', '23:30', true)],
      '2026-11-26T22:00:00',
      { aberto: true, resumo: 'Até as 23h30', hoje: 'Hoje das 18h às 23h30' },
    ],
  ])('%s', (_caso, horarios, local, esperado) => {
    const status = calcularStatusDaLoja(horarios, SP, emSaoPaulo(local));
    const { aberto, ...texto } = esperado;
    expect(status.aberto).toBe(aberto);
    expect(status.texto).toMatchObject(texto);
    // The badge is the status, and an open store never says 'fechado' about now.
    expect(status.texto.selo).toBe(status.aberto ? 'Aberto' : 'Fechado');
    if (status.aberto) {
      expect(status.texto.hoje).not.toBe('Hoje: fechado');
      expect(status.texto.proximaAbertura).toBeNull();
    }
  });

  test('every minute of a week agrees with itself', () => {
    const semanas: HorarioDia[][] = [
      quartaDeNoite,
      [dia('quarta', '18:00', '02:00'), dia('quinta', '18:00', '23:30')],
      DIAS_DA_SEMANA.map((d, i) =>
        dia(d, i % 2 ? '19:00' : '00:00', i % 3 ? '01:00' : '00:00', i === 4),
      ),
    ];
    for (const semana of semanas)
      for (let m = 0; m < 7 * 24 * 60; m += 17) {
        const instante = new Date(emSaoPaulo('2026-11-23T00:00:00').getTime() + m * 60_000);
        const { aberto, texto } = calcularStatusDaLoja(semana, SP, instante);
        expect([m, texto.selo]).toEqual([m, aberto ? 'Aberto' : 'Fechado']);
        if (aberto) expect([m, texto.hoje]).not.toEqual([m, 'Hoje: fechado']);
        else expect([m, texto.resumo.startsWith('Até')]).toEqual([m, false]);
      }
  });
});
