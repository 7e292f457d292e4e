import {
  DIAS_DA_SEMANA,
  redigirHorario,
  type DiaDaSemana,
  type HorarioDia,
  type StatusLoja,
} from '@cardapio/shared-events';

const minutos = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** A range whose closing is earlier than its opening runs into the next morning. */
export const viraODia = (h: HorarioDia): boolean => minutos(h.fechamento) < minutos(h.abertura);

// Building an Intl.DateTimeFormat costs far more than using one: one per timezone, kept.
const relogios = new Map<string, Intl.DateTimeFormat>();
const relogioDe = (timezone: string): Intl.DateTimeFormat => {
  let relogio = relogios.get(timezone);
  if (!relogio) {
    relogio = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    relogios.set(timezone, relogio);
  }
  return relogio;
};

/** Day of the week and minutes since midnight at `agora` in the company's timezone. */
export function relogioLocal(agora: Date, timezone: string): { dia: number; minutos: number } {
  const partes = relogioDe(timezone).formatToParts(agora);
  const valor = (tipo: string) => partes.find((p) => p.type === tipo)?.value ?? '';
  const dia = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(valor('weekday'));
  return { dia, minutos: Number(valor('hour')) * 60 + Number(valor('minute')) };
}

const DIA = 24 * 60;

/** A day's range as minutes from today's midnight (`dia` days away); null when it is closed. */
function faixaDe(h: HorarioDia | undefined, dia: number): { inicio: number; fim: number } | null {
  if (!h || h.fechado) return null;
  const base = dia * DIA;
  const abertura = minutos(h.abertura);
  const fechamento = minutos(h.fechamento);
  // Equal opening and closing is open all day; an earlier closing is on the next day.
  if (abertura === fechamento) return { inicio: base, fim: base + DIA };
  return { inicio: base + abertura, fim: base + fechamento + (viraODia(h) ? DIA : 0) };
}

const hhmm = (m: number) => {
  const dia = ((m % DIA) + DIA) % DIA;
  return `${String(Math.floor(dia / 60)).padStart(2, '0')}:${String(dia % 60).padStart(2, '0')}`;
};

/**
 * The store at one instant, in the company's timezone (staff-side §4): whether it is open and
 * what every screen says about it, from the same moment. Open inside today's range, or inside
 * yesterday's range that crosses midnight; equal opening and closing is open all day; a range
 * ends at its closing minute. The text says until when the open stretch runs (ranges that meet
 * across midnight are one stretch), today's hours as they stand (yesterday's night still running
 * included) and, when closed, the next opening.
 * A store its owner has not opened yet ('Abrir a loja', `lojaAberta` false) is closed whatever
 * its hours, with no next opening to announce.
 */
/** The week around `agora` as minutes from today's local midnight, and where `agora` is in it. */
function trechoAberto(horarios: HorarioDia[], timezone: string, agora: Date, lojaAberta: boolean) {
  const porDia = new Map<DiaDaSemana, HorarioDia>(horarios.map((h) => [h.dia, h]));
  const { dia, minutos: t } = relogioLocal(agora, timezone);
  const diaDe = (deslocamento: number) => DIAS_DA_SEMANA[(dia + deslocamento + 7) % 7]!;
  // Yesterday's range through the next week's, as minutes from today's midnight.
  const faixas = Array.from({ length: 9 }, (_, k) => faixaDe(porDia.get(diaDe(k - 1)), k - 1));
  const contem = (f: { inicio: number; fim: number } | null) => !!f && f.inicio <= t && t < f.fim;
  const aberto = lojaAberta && (contem(faixas[0]!) || contem(faixas[1]!));
  let fim: number | null = null;
  if (aberto) {
    // The open stretch goes on while the next range starts before the current one ends.
    fim = Math.max(...faixas.slice(0, 2).map((f) => (contem(f) ? f!.fim : 0)));
    for (const f of faixas) if (f && f.inicio <= fim && f.fim > fim) fim = f.fim;
  }
  return { porDia, t, diaDe, faixas, aberto, fim };
}

/**
 * When the open stretch `agora` is in ends (issue 31 §3: the last window an order can take);
 * null when the store is closed. A stretch of more than a day (open round the clock) answers
 * a day from now.
 */
export function fimDoTrechoAberto(
  horarios: HorarioDia[],
  timezone: string,
  agora: Date,
  lojaAberta = true,
): Date | null {
  const { aberto, fim, t } = trechoAberto(horarios, timezone, agora, lojaAberta);
  if (!aberto || fim === null) return null;
  const minutoDeAgora = Math.floor(agora.getTime() / 60_000) * 60_000;
  return new Date(minutoDeAgora + Math.min(fim - t, DIA) * 60_000);
}

export function calcularStatusDaLoja(
  horarios: HorarioDia[],
  timezone: string,
  agora: Date,
  lojaAberta = true,
): StatusLoja {
  const { porDia, t, diaDe, faixas, aberto, fim } = trechoAberto(
    horarios,
    timezone,
    agora,
    lojaAberta,
  );
  const hoje = porDia.get(diaDe(0)) ?? null;
  const abertoAte = fim === null ? null : fim - t > DIA ? null : hhmm(fim);

  let proximaAbertura: StatusLoja['proximaAbertura'] = null;
  if (!aberto && lojaAberta) {
    const k = faixas.findIndex((f, i) => i >= 1 && !!f && f.inicio > t);
    if (k >= 1)
      proximaAbertura = { dia: diaDe(k - 1), horario: porDia.get(diaDe(k - 1))!.abertura };
  }

  const ontem = faixas[0];
  return {
    aberto,
    horarioHoje: hoje,
    proximaAbertura,
    // The flow of orders (ritmo) is the status service's to add: the hours alone know none.
    pausa: null,
    ocupado_min: 0,
    proxima_janela: null,
    lotado: false,
    texto: redigirHorario({
      aberto,
      abertoAte,
      restoDeOntem: ontem && t < ontem.fim ? hhmm(ontem.fim) : null,
      diaDeHoje: diaDe(0),
      horarioHoje: hoje,
      proximaAbertura,
    }),
  };
}
