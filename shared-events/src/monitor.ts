import { z } from 'zod';
import { texto } from './campos';

/** POST /api/monitor/telas: a name for the kitchen display (default 'Cozinha'). */
export const novaTelaSchema = z.object({
  nome: texto(60, { erro: 'Nome da tela inválido', longo: 'Nome da tela muito longo' })
    .optional()
    .transform((v) => v || 'Cozinha'),
});

/** Ticket ageing on the kitchen monitor: yellow after N minutes, red after M > N. */
export const monitorConfigSchema = z
  .object({
    alerta_amarelo_min: z.coerce
      .number({ error: 'Informe os minutos do alerta amarelo' })
      .int('Use minutos inteiros')
      .min(1, 'O alerta amarelo deve ser de pelo menos 1 minuto')
      .max(240, 'O alerta amarelo deve ser de no máximo 240 minutos'),
    alerta_vermelho_min: z.coerce
      .number({ error: 'Informe os minutos do alerta vermelho' })
      .int('Use minutos inteiros')
      .min(1, 'O alerta vermelho deve ser de pelo menos 1 minuto')
      .max(480, 'O alerta vermelho deve ser de no máximo 480 minutos'),
  })
  .refine((c) => c.alerta_vermelho_min > c.alerta_amarelo_min, {
    error: 'O alerta vermelho deve vir depois do amarelo',
  });
export type MonitorConfig = z.output<typeof monitorConfigSchema>;

/** The kitchen displays' refusals. */
export const MENSAGENS_MONITOR = {
  telaNaoEncontrada: 'Tela não encontrada',
} as const;

/** A kitchen display created by an admin (its token is shown once, when created). */
export interface TelaMonitor {
  id: number;
  nome: string;
  criada_por: string | null;
  created_at: string;
  ultimo_uso_em: string | null;
}

export interface TelaMonitorCriada {
  token: string;
  tela: TelaMonitor;
}
