/** Background jobs: their names and payloads, shared by whoever enqueues and whoever processes. */
export interface JobPayloads {
  /** Send one message of the e-mail outbox. */
  'email.enviar': { outboxId: number };
  /** Clear a customer's cart when it reaches data_expiracao. */
  'carrinho.expirar': { empresaId: number; usuarioId: number; carrinhoId: number };
  /** Poll a pending PIX payment (every 5 s, at most 24 times). */
  'pix.consultar': { empresaId: number; pagamentoId: number; tentativa: number };
}

export type JobName = keyof JobPayloads;
export const JOB_NAMES: readonly JobName[] = ['email.enviar', 'carrinho.expirar', 'pix.consultar'];

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** A job with the same id replaces a pending one (deduplication). */
  jobId?: string;
  /** Attempts before the job is given up (default 3). */
  attempts?: number;
}

export type Enqueue = <N extends JobName>(
  name: N,
  data: JobPayloads[N],
  options?: EnqueueOptions,
) => Promise<void>;
