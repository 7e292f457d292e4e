import { z } from 'zod';
import { idSchema, texto } from './campos';

export const chamarGarcomSchema = z.object({
  mesa: z
    .union([z.string(), z.number()], { error: 'Digite o número da mesa' })
    .transform((v) => String(v).trim())
    .pipe(texto(20, { longo: 'Número da mesa muito longo' }).min(1, 'Digite o número da mesa')),
  empresa_id: idSchema('Empresa inválida').default(1),
});

export const statusChamadaSchema = z.object({
  status: z.enum(['atendida', 'cancelada'], { error: 'Status inválido' }),
});
