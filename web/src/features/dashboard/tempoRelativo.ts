const MINUTO = 60_000;
const HORA = 60 * MINUTO;
const DIA = 24 * HORA;

/**
 * When a recent order was placed (staff-side §2): under a minute 'Agora mesmo', under an hour
 * 'Nmin atrás', under a day 'Nh atrás', otherwise the pt-BR date.
 */
export function tempoRelativo(iso: string, agora: number = Date.now()): string {
  const instante = Date.parse(iso);
  const passou = Math.max(0, agora - instante);
  if (passou < MINUTO) return 'Agora mesmo';
  if (passou < HORA) return `${Math.floor(passou / MINUTO)}min atrás`;
  if (passou < DIA) return `${Math.floor(passou / HORA)}h atrás`;
  return new Date(instante).toLocaleDateString('pt-BR');
}
