/** The opening hours as the storefront words them (the web and the gateway's first screen). */
import { DIAS_DA_SEMANA, type DiaDaSemana, type StatusLoja } from './horarios';

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

/** 'hoje', 'amanhã' or the weekday, relative to today's day in the company's timezone. */
function quando(dia: DiaDaSemana, hoje: DiaDaSemana | undefined): string {
  if (!hoje) return nomeDoDia(dia);
  const i = DIAS_DA_SEMANA.indexOf(hoje);
  if (dia === hoje) return 'hoje';
  if (DIAS_DA_SEMANA[(i + 1) % 7] === dia) return 'amanhã';
  return nomeDoDia(dia);
}

/** Today's hours as a line: 'Hoje das 11h às 23h', 'Hoje: aberto 24 horas', 'Hoje: fechado'. */
export function textoHorarioDeHoje(status: StatusLoja | undefined): string | null {
  const hoje = status?.horarioHoje;
  if (!hoje) return null;
  if (hoje.fechado) return 'Hoje: fechado';
  if (hoje.abertura === hoje.fechamento) return 'Hoje: aberto 24 horas';
  return `Hoje das ${hora(hoje.abertura)} às ${hora(hoje.fechamento)}`;
}

/** 'Abre hoje às 18h', 'Abre amanhã às 11h', 'Abre sábado às 9h'. */
export function textoProximaAbertura(status: StatusLoja | undefined): string | null {
  const proxima = status?.proximaAbertura;
  if (!proxima) return null;
  return `Abre ${quando(proxima.dia, status?.horarioHoje?.dia)} às ${hora(proxima.horario)}`;
}

/** The short line under the company name in the header. */
export function resumoDoHorario(status: StatusLoja | undefined, aberta: boolean): string | null {
  if (!status) return null;
  const hoje = status.horarioHoje;
  if (aberta) {
    if (hoje && !hoje.fechado && hoje.abertura !== hoje.fechamento)
      return `Até as ${hora(hoje.fechamento)}`;
    return textoHorarioDeHoje(status);
  }
  return textoProximaAbertura(status) ?? textoHorarioDeHoje(status);
}
