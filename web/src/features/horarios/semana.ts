import type { DiaDaSemana, HorarioDia } from '@cardapio/shared-events';

/** Monday first, as the staff screen shows the week. */
export const SEMANA: readonly { dia: DiaDaSemana; nome: string }[] = [
  { dia: 'segunda', nome: 'Segunda-feira' },
  { dia: 'terca', nome: 'Terça-feira' },
  { dia: 'quarta', nome: 'Quarta-feira' },
  { dia: 'quinta', nome: 'Quinta-feira' },
  { dia: 'sexta', nome: 'Sexta-feira' },
  { dia: 'sabado', nome: 'Sábado' },
  { dia: 'domingo', nome: 'Domingo' },
];

/** Adding a day creates this entry (staff-side §4, §9). */
export const horarioPadrao = (dia: DiaDaSemana): HorarioDia => ({
  dia,
  abertura: '08:00',
  fechamento: '18:00',
  fechado: false,
});

/** Closing earlier than opening: the range ends on the next day. */
export const vaiAteODiaSeguinte = (h: Pick<HorarioDia, 'abertura' | 'fechamento'>) =>
  h.fechamento < h.abertura;

/** 'HH:MM às HH:MM' of a day in the weekly table, with '(dia seguinte)' for an overnight range. */
export const faixa = (h: HorarioDia) =>
  h.abertura === h.fechamento
    ? 'aberto 24 horas'
    : `${h.abertura} às ${h.fechamento}${vaiAteODiaSeguinte(h) ? ' (dia seguinte)' : ''}`;
