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
    /**
     * Seconds an order may go unconfirmed by every kitchen screen before the alert (issue 28
     * §3); 0 turns the alert off. Absent in an older client's PUT: the saved value is kept.
     */
    confirmacao_seg: z.coerce
      .number({ error: 'Informe os segundos do aviso da cozinha' })
      .int('Use segundos inteiros')
      .refine((s) => s === 0 || (s >= 10 && s <= 600), {
        error: 'O aviso da cozinha deve ser de 10 a 600 segundos (0 desliga)',
      })
      .optional(),
    /**
     * Whether an order turns 'pronto' by itself once every station marked its part (issue 29
     * §2), or waits for the expo. Absent keeps the saved value (true for a new company).
     */
    pronto_automatico: z
      .boolean({ error: 'Campo pronto_automatico deve ser verdadeiro ou falso' })
      .optional(),
    /**
     * Minutes an order may run past its preparation target (its longest item's tempo_preparo)
     * before the late alert (issue 29 §3); 0 turns it off. Absent keeps the saved value (5).
     */
    tolerancia_atraso_min: z
      .number({ error: 'A tolerância de atraso deve ser de 0 a 120 minutos' })
      .int('A tolerância de atraso deve ser de 0 a 120 minutos')
      .min(0, 'A tolerância de atraso deve ser de 0 a 120 minutos')
      .max(120, 'A tolerância de atraso deve ser de 0 a 120 minutos')
      .optional(),
  })
  .refine((c) => c.alerta_vermelho_min > c.alerta_amarelo_min, {
    error: 'O alerta vermelho deve vir depois do amarelo',
  });
export type MonitorConfig = z.output<typeof monitorConfigSchema>;
/** The configuration as saved (GET /api/monitor/config). */
export type MonitorConfigSalva = Required<MonitorConfig>;

/** Seconds a new company's orders may wait for a kitchen screen's confirmation. */
export const CONFIRMACAO_PADRAO_SEG = 20;

/** The kitchen displays' refusals. */
export const MENSAGENS_MONITOR = {
  telaNaoEncontrada: 'Tela não encontrada',
  recebimentoInvalido: 'Informe os pedidos recebidos (até 500 números de pedido)',
  recebimentoNegado: 'Só uma tela da cozinha confirma pedidos',
  recebimentoEmExcesso: 'Muitas confirmações de uma vez; tente de novo em instantes',
  recebimentoFalhou: 'Não foi possível registrar a confirmação agora; a tela tenta de novo',
} as const;

/** A kitchen display created by an admin (its token is shown once, when created). */
export interface TelaMonitor {
  id: number;
  nome: string;
  criada_por: string | null;
  created_at: string;
  ultimo_uso_em: string | null;
  /** The last heartbeat of its live connection (null: never connected). */
  ultimo_sinal_em: string | null;
  /** When its last connection closed (null, or before ultimo_sinal_em: connected since). */
  desconectada_em: string | null;
  /** When it last confirmed an order. */
  ultimo_pedido_em: string | null;
}

export interface TelaMonitorCriada {
  token: string;
  tela: TelaMonitor;
}

/**
 * A connection beats every 20 s (the server's ping, answered even by a throttled background
 * tab); a screen unheard for longer than this is 'sem sinal' (two beats missed).
 */
export const SEM_SINAL_APOS_MS = 45_000;

/** A registered screen silent this long while the store is open raises the alert. */
export const ALERTA_DE_SINAL_APOS_MS = 60_000;

export type EstadoDaTela =
  { estado: 'nunca_conectada' } | { estado: 'conectada' } | { estado: 'sem_sinal'; desde: string };

/** What a screen's row says of it at an instant (the server's alert and the list agree). */
export function estadoDaTela(
  tela: Pick<TelaMonitor, 'ultimo_sinal_em' | 'desconectada_em'>,
  agora: number,
): EstadoDaTela {
  if (!tela.ultimo_sinal_em) return { estado: 'nunca_conectada' };
  const sinal = Date.parse(tela.ultimo_sinal_em);
  const fechou = tela.desconectada_em ? Date.parse(tela.desconectada_em) : null;
  if (fechou !== null && fechou >= sinal)
    return { estado: 'sem_sinal', desde: tela.desconectada_em! };
  if (agora - sinal > SEM_SINAL_APOS_MS)
    return { estado: 'sem_sinal', desde: tela.ultimo_sinal_em };
  return { estado: 'conectada' };
}

/** A kitchen screen confirmed it has drawn an order (the first such row is the board's ✓). */
export interface RecebimentoNaCozinha {
  empresa_id: number;
  pedido_id: number;
  recebido_em: string;
  /** The screen's name ('Cozinha', or the staff member on /monitor). */
  tela: string;
}

/** Something the kitchen may not know: an unconfirmed order, or a silent registered screen. */
export type AlertaDaCozinha =
  | { id: number; empresa_id: number; tipo: 'pedido'; pedido_id: number; desde: string }
  | { id: number; empresa_id: number; tipo: 'tela'; tela_id: number; tela: string; desde: string }
  | {
      id: number;
      empresa_id: number;
      tipo: 'atraso';
      pedido_id: number;
      /** The station whose part is late (null: items routed to no station). */
      estacao: string | null;
      /** The order's preparation target: it is late by now − desde. */
      desde: string;
    }
  | {
      id: number;
      empresa_id: number;
      tipo: 'impressora';
      impressora_id: number;
      impressora: string;
      /** Its tickets waiting when the alert was raised. */
      esperando: number;
      /** The printer said it ran out of paper (its last refusal), rather than not answering. */
      sem_papel: boolean;
      /** Its oldest waiting ticket's time. */
      desde: string;
    };

/** GET /api/monitor/cozinha: what the board and the dashboard need to warn the staff. */
export interface EstadoDaCozinha {
  /** Seconds before an unconfirmed order raises its alert (0: off). */
  confirmacao_seg: number;
  /** The first confirmation of each of today's orders that has one. */
  recebidos: RecebimentoNaCozinha[];
  /** Alerts not yet resolved. */
  alertas: AlertaDaCozinha[];
}

/** A kitchen screen's acknowledgement (socket event 'cozinha:recebi'). */
export const recebimentoSchema = z.object({
  pedidos: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500),
  /** Tells apart two devices signed in as the same staff member (not a registered screen). */
  dispositivo: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});
export type Recebimento = z.input<typeof recebimentoSchema>;

export type RespostaDoRecebimento = { ok: true; tela: string } | { ok: false; erro: string };

/** The alert banner's text (issue 28 §3). */
export function textoDoAlerta(alerta: AlertaDaCozinha, agora: number = Date.now()): string {
  switch (alerta.tipo) {
    case 'pedido':
      return `Pedido #${alerta.pedido_id} ainda não apareceu em nenhuma tela da cozinha`;
    case 'tela':
      return `A tela "${alerta.tela}" da cozinha está sem sinal`;
    case 'atraso': {
      const minutos = Math.max(1, Math.floor((agora - Date.parse(alerta.desde)) / 60_000));
      return `Pedido #${alerta.pedido_id} atrasado ${minutos} min${alerta.estacao ? ` — ${alerta.estacao}` : ''}`;
    }
    case 'impressora':
      return `Impressora ${alerta.impressora} ${alerta.sem_papel ? 'sem papel' : 'offline'} — ${alerta.esperando} ${alerta.esperando === 1 ? 'ticket esperando' : 'tickets esperando'}`;
  }
}
