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

/** GET /api/horario-funcionamento/status/:empresaId, computed in the company's timezone. */
export interface StatusLoja {
  aberto: boolean;
  horarioHoje: HorarioDia | null;
  proximaAbertura: { dia: DiaDaSemana; horario: string } | null;
}
