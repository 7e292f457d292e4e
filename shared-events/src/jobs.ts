import type { PeriodoRelatorio, TipoExportacao } from './relatorios';

/** Background jobs: their names and payloads, shared by whoever enqueues and whoever processes. */
export interface JobPayloads {
  /** Send one message of the e-mail outbox. */
  'email.enviar': { outboxId: number };
  /** Clear the carts that reached data_expiracao (repeating; older per-cart jobs' data is ignored). */
  'carrinho.expirar': Record<string, never>;
  /** Poll a pending PIX payment (every 5 s, at most 24 times). */
  'pix.consultar': { empresaId: number; pagamentoId: number; tentativa: number };
  /** Build one report's .xlsx (relatorio_exportacoes row exportacaoId), with progress. */
  'relatorio.exportar': {
    empresaId: number;
    usuarioId: number;
    tipo: TipoExportacao;
    periodo: PeriodoRelatorio;
    exportacaoId: string;
  };
  /** Delete the report files past expira_em (idempotent; scheduled at start and repeating). */
  'relatorio.limpar': Record<string, never>;
  /** Raise and resolve the kitchen's alerts (issue 28 §3; repeating every few seconds). */
  'cozinha.vigiar': Record<string, never>;
  /** Send again the print jobs a printer failed or an agent never answered (issue 30; repeating). */
  'impressao.reenviar': Record<string, never>;
  /**
   * A scheduled order's kitchen start (issue 31 §3: its chosen time minus its prep target): the
   * order is announced to the staff screens again, and the kitchen's screens show it from then.
   */
  'ritmo.liberar': { empresaId: number; pedidoId: number };
  /**
   * One WhatsApp message (issue 32 §2): an order's step (pedidoId) or a courier's link
   * (entregadorId). `chave` names it: one message per key, however often the job runs.
   */
  'whatsapp.enviar': {
    empresaId: number;
    chave: string;
    evento: import('./whatsapp').EventoWhatsapp;
    pedidoId?: number;
    entregadorId?: number;
  };
  /** Sends what a lost enqueue or a dead worker left waiting (repeating, every minute). */
  'whatsapp.conferir': Record<string, never>;
}

export type JobName = keyof JobPayloads;
export const JOB_NAMES: readonly JobName[] = [
  'email.enviar',
  'carrinho.expirar',
  'pix.consultar',
  'relatorio.exportar',
  'relatorio.limpar',
  'cozinha.vigiar',
  'impressao.reenviar',
  'ritmo.liberar',
  'whatsapp.enviar',
  'whatsapp.conferir',
];

/** What a job answers when it finishes (the queue keeps it for whoever waits on the job). */
export interface JobResults {
  'email.enviar': void;
  'carrinho.expirar': { expirados: number };
  'pix.consultar': void;
  'relatorio.exportar': { exportacaoId: string; status: 'pronta' | 'falhou'; motivo?: string };
  'relatorio.limpar': { removidas: number };
  'cozinha.vigiar': { alertados: number; resolvidos: number };
  'impressao.reenviar': { reenviados: number };
  'ritmo.liberar': { anunciado: boolean };
  'whatsapp.enviar': { status: import('./whatsapp').StatusMensagem | 'ignorada' };
  'whatsapp.conferir': { reenfileiradas: number };
}

/** Handed to a processor: how it reports how far it got (0–100). */
export interface JobContext {
  progresso(percentual: number): Promise<void>;
}

/** A job's processor: may report progress, answers the job's result (kept by the queue). */
export type JobHandler<N extends JobName> = (
  data: JobPayloads[N],
  ctx: JobContext,
) => Promise<JobResults[N]>;

/** One processor per job name, each registered by the area that owns the job. */
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** A job with the same id replaces a pending one (deduplication). */
  jobId?: string;
  /** Attempts before the job is given up (default 3). */
  attempts?: number;
  /**
   * Repeat the job every this many milliseconds (the first run one period from now). The jobId
   * (default: the job's name) names the schedule: enqueuing it again replaces it, so every
   * process may do so at start.
   */
  repetirACadaMs?: number;
}

export type Enqueue = <N extends JobName>(
  name: N,
  data: JobPayloads[N],
  options?: EnqueueOptions,
) => Promise<void>;

/** How a job that someone waited on ended. */
export type DesfechoDoJob<N extends JobName = JobName> =
  | { estado: 'concluido'; resultado: JobResults[N] }
  | { estado: 'falhou'; motivo: string }
  /** Not finished within the wait (still queued, running, or no worker takes it). */
  | { estado: 'tempo_esgotado' };

/** Waits for the job with this id (enqueued with that jobId) to finish, at most timeoutMs. */
export type AguardarJob = <N extends JobName>(
  name: N,
  jobId: string,
  timeoutMs: number,
) => Promise<DesfechoDoJob<N>>;
