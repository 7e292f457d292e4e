/** Opening hours (staff-side §3, customer-side §3). Days are Portuguese without accents. */
export const DIAS_DA_SEMANA = [
  'domingo',
  'segunda',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'sabado',
] as const;
export type DiaDaSemana = (typeof DIAS_DA_SEMANA)[number];

export interface HorarioDia {
  dia: DiaDaSemana;
  /** HH:MM; when fechamento < abertura the range crosses midnight. */
  abertura: string;
  fechamento: string;
  fechado: boolean;
}

export interface HorariosConfig {
  horarios: HorarioDia[];
}

/**
 * The status as every screen words it (the menu's header and banner, the closed-store notice,
 * the server-drawn first screen, the staff's hours screen), computed with `aberto` from the same
 * instant: a green 'Aberto' never sits beside 'Hoje: fechado'.
 */
export interface TextoDoHorario {
  /** The badge. */
  selo: 'Aberto' | 'Fechado';
  /** Beside the badge: 'Até as 23h', 'Até a meia-noite', 'Aberto 24 horas', 'Abre hoje às 18h'. */
  resumo: string;
  /**
   * Today's hours as they stand: 'Hoje das 11h às 23h', 'Hoje das 18h às 2h (dia seguinte)',
   * 'Hoje até as 10h' (yesterday's night still running), 'Hoje até as 10h e das 18h às 23h',
   * 'Hoje: aberto 24 horas', 'Hoje: fechado'.
   */
  hoje: string;
  /** When closed: 'Abre hoje às 18h', 'Abre amanhã às 11h', 'Abre sábado às 9h'. */
  proximaAbertura: string | null;
  /** The line under the store's name: `hoje`, and when closed also the next opening. */
  completo: string;
}

/** GET /api/horario-funcionamento/status/:empresaId, computed in the company's timezone. */
export interface StatusLoja {
  /** Taking orders now: inside the hours, opened by its owner, and not paused. */
  aberto: boolean;
  horarioHoje: HorarioDia | null;
  proximaAbertura: { dia: DiaDaSemana; horario: string } | null;
  texto: TextoDoHorario;
  /** 'Pausar pedidos' in force (issue 31 §3): `aberto` is false until `ate` (null: until resumed). */
  pausa: import('./ritmo').PausaDaLoja | null;
  /** Busy mode: minutes every expected time and the menu's estimate grow by (0: off). */
  ocupado_min: number;
  /** The window an order placed now would land in is full: the earliest one with room. */
  proxima_janela: import('./ritmo').ProximaJanela | null;
  /** Every window up to the end of the open stretch is full: `aberto` is false. */
  lotado: boolean;
}

/** The opening hours as the screens word them (worded once, by the status computation). */

const NOME_DO_DIA: Record<DiaDaSemana, string> = {
  domingo: 'domingo',
  segunda: 'segunda-feira',
  terca: 'terça-feira',
  quarta: 'quarta-feira',
  quinta: 'quinta-feira',
  sexta: 'sexta-feira',
  sabado: 'sábado',
};

export const nomeDoDia = (dia: DiaDaSemana) => NOME_DO_DIA[dia] ?? dia;

/** '18:00' → '18h', '18:30' → '18h30'. */
export function hora(hhmm: string): string {
  const [h = '0', m = '00'] = hhmm.split(':');
  return m === '00' ? `${Number(h)}h` : `${Number(h)}h${m}`;
}

const meiaNoite = (hhmm: string) => hhmm === '00:00';
/** 'às 18h', or 'à meia-noite'. */
const asHoras = (hhmm: string) => (meiaNoite(hhmm) ? 'à meia-noite' : `às ${hora(hhmm)}`);

/** 'hoje', 'amanhã' or the weekday, relative to today in the company's timezone. */
function quando(dia: DiaDaSemana, hoje: DiaDaSemana): string {
  if (dia === hoje) return 'hoje';
  if (DIAS_DA_SEMANA[(DIAS_DA_SEMANA.indexOf(hoje) + 1) % 7] === dia) return 'amanhã';
  return nomeDoDia(dia);
}

/** 'das 11h às 23h', 'das 18h às 2h (dia seguinte)', 'das 18h à meia-noite'. */
function faixa(h: HorarioDia): string {
  const deNoite = !meiaNoite(h.fechamento) && h.fechamento < h.abertura;
  return `das ${hora(h.abertura)} ${asHoras(h.fechamento)}${deNoite ? ' (dia seguinte)' : ''}`;
}

/** What the status computation established for one instant (core/src/horarios/status.ts). */
export interface FatosDoHorario {
  aberto: boolean;
  /** When open: the HH:MM the open stretch ends at; null when it runs for 24 hours or more. */
  abertoAte: string | null;
  /** The closing HH:MM of yesterday's range that crosses midnight, while it still runs. */
  restoDeOntem: string | null;
  diaDeHoje: DiaDaSemana;
  horarioHoje: HorarioDia | null;
  proximaAbertura: StatusLoja['proximaAbertura'];
}

/** Words one instant's facts; only the status computation calls it, with the facts it found. */
export function redigirHorario(f: FatosDoHorario): TextoDoHorario {
  const hoje = f.horarioHoje && !f.horarioHoje.fechado ? f.horarioHoje : null;
  const partes = [
    f.restoDeOntem ? `até as ${hora(f.restoDeOntem)}` : null,
    hoje ? faixa(hoje) : null,
  ].filter((p) => p !== null);
  const textoDeHoje =
    hoje && hoje.abertura === hoje.fechamento
      ? 'Hoje: aberto 24 horas'
      : partes.length
        ? `Hoje ${partes.join(' e ')}`
        : 'Hoje: fechado';
  const proxima =
    !f.aberto && f.proximaAbertura
      ? `Abre ${quando(f.proximaAbertura.dia, f.diaDeHoje)} ${asHoras(f.proximaAbertura.horario)}`
      : null;
  const resumo = f.aberto
    ? f.abertoAte === null
      ? 'Aberto 24 horas'
      : meiaNoite(f.abertoAte)
        ? 'Até a meia-noite'
        : `Até as ${hora(f.abertoAte)}`
    : (proxima ?? textoDeHoje);
  return {
    selo: f.aberto ? 'Aberto' : 'Fechado',
    resumo,
    hoje: textoDeHoje,
    proximaAbertura: proxima,
    completo: proxima ? `${textoDeHoje} · ${proxima}` : textoDeHoje,
  };
}
