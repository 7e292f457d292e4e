import {
  DIAS_DA_SEMANA,
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

/**
 * Whether the store is open (staff-side §4): inside today's range, or still inside yesterday's
 * range that crosses midnight. Equal opening and closing means open all day. A store its owner
 * has not opened yet ('Abrir a loja', `lojaAberta` false) is closed whatever its hours, with no
 * next opening to announce.
 */
export function calcularStatusDaLoja(
  horarios: HorarioDia[],
  timezone: string,
  agora: Date,
  lojaAberta = true,
): StatusLoja {
  const porDia = new Map<DiaDaSemana, HorarioDia>(horarios.map((h) => [h.dia, h]));
  const { dia, minutos: t } = relogioLocal(agora, timezone);
  const diaDe = (deslocamento: number) => DIAS_DA_SEMANA[(dia + deslocamento + 7) % 7]!;
  const hoje = porDia.get(diaDe(0)) ?? null;
  if (!lojaAberta) return { aberto: false, horarioHoje: hoje, proximaAbertura: null };
  const ontem = porDia.get(diaDe(-1));

  const abertoHoje =
    !!hoje &&
    !hoje.fechado &&
    (hoje.abertura === hoje.fechamento ||
      (viraODia(hoje)
        ? t >= minutos(hoje.abertura)
        : t >= minutos(hoje.abertura) && t < minutos(hoje.fechamento)));
  const abertoDeOntem =
    !!ontem && !ontem.fechado && viraODia(ontem) && t < minutos(ontem.fechamento);
  const aberto = abertoHoje || abertoDeOntem;

  let proximaAbertura: StatusLoja['proximaAbertura'] = null;
  if (!aberto) {
    if (hoje && !hoje.fechado && t < minutos(hoje.abertura)) {
      proximaAbertura = { dia: hoje.dia, horario: hoje.abertura };
    } else {
      for (let k = 1; k <= 7 && !proximaAbertura; k++) {
        const h = porDia.get(diaDe(k));
        if (h && !h.fechado) proximaAbertura = { dia: h.dia, horario: h.abertura };
      }
    }
  }
  return { aberto, horarioHoje: hoje, proximaAbertura };
}
