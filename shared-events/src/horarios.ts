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
  aberto: boolean;
  horarioHoje: HorarioDia | null;
  proximaAbertura: { dia: DiaDaSemana; horario: string } | null;
  texto: TextoDoHorario;
}
