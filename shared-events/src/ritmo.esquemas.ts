import { z } from 'zod';
import { dataSchema } from './campos';
import {
  CAPACIDADE_MAXIMA,
  CAPACIDADE_POR,
  MENSAGENS_RITMO,
  OCUPADO_MAXIMO_MIN,
  PAUSAS_MIN,
} from './ritmo';

/** POST /api/ritmo/pausa: 15, 30 or 60 minutes, or null (until staff resume). */
export const pausarSchema = z.object(
  {
    minutos: z.union(
      [z.literal(PAUSAS_MIN[0]), z.literal(PAUSAS_MIN[1]), z.literal(PAUSAS_MIN[2]), z.null()],
      { error: MENSAGENS_RITMO.pausaInvalida },
    ),
  },
  { error: MENSAGENS_RITMO.pausaInvalida },
);
export type PausarInput = z.output<typeof pausarSchema>;

/** PUT /api/ritmo/ocupado: the minutes every expected time grows by (0 turns busy mode off). */
export const ocupadoSchema = z.object(
  {
    minutos: z
      .number({ error: MENSAGENS_RITMO.ocupadoInvalido })
      .int(MENSAGENS_RITMO.ocupadoInvalido)
      .min(0, MENSAGENS_RITMO.ocupadoInvalido)
      .max(OCUPADO_MAXIMO_MIN, MENSAGENS_RITMO.ocupadoInvalido),
  },
  { error: MENSAGENS_RITMO.ocupadoInvalido },
);
export type OcupadoInput = z.output<typeof ocupadoSchema>;

/** PUT /api/ritmo/capacidade (gestão): at most this many per 15-minute window; null: no cap. */
export const capacidadeSchema = z.object(
  {
    por_janela: z
      .number({ error: MENSAGENS_RITMO.capacidadeInvalida })
      .int(MENSAGENS_RITMO.capacidadeInvalida)
      .min(1, MENSAGENS_RITMO.capacidadeInvalida)
      .max(CAPACIDADE_MAXIMA, MENSAGENS_RITMO.capacidadeInvalida)
      .nullable(),
    por: z
      .enum(CAPACIDADE_POR, { error: MENSAGENS_RITMO.capacidadePorInvalida })
      .default('pedidos'),
  },
  { error: MENSAGENS_RITMO.capacidadeInvalida },
);
export type CapacidadeInput = z.output<typeof capacidadeSchema>;

/**
 * A customer's chosen time (ISO 8601) for a scheduled order: later today, inside the opening
 * hours (checked by the checkout, which knows the company's hours); absent: as soon as possible.
 */
export const agendadoParaSchema = dataSchema(MENSAGENS_RITMO.agendamentoInvalido);
