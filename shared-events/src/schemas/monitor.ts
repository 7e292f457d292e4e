import { z } from 'zod';

/** POST /api/monitor/telas: a name for the kitchen display (default 'Cozinha'). */
export const novaTelaSchema = z.object({
  nome: z
    .string({ error: 'Nome da tela inválido' })
    .trim()
    .max(60, 'Nome da tela muito longo')
    .optional()
    .transform((v) => v || 'Cozinha'),
});
