import { z } from 'zod';
import { DIAS_DA_SEMANA } from './horarios';

const hora = z
  .string({ error: 'Horário inválido' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido: use HH:MM');

export const horariosConfigSchema = z.object({
  horarios: z
    .array(
      z.object({
        dia: z.enum(DIAS_DA_SEMANA, { error: 'Dia da semana inválido' }),
        abertura: hora,
        fechamento: hora,
        fechado: z.boolean().default(false),
      }),
      { error: 'Envie a lista de horários' },
    )
    .max(7)
    .refine((lista) => new Set(lista.map((h) => h.dia)).size === lista.length, 'Dia repetido'),
});
