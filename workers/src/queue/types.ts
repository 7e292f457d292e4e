import type { AguardarJob, Enqueue, JobHandlers } from '@cardapio/shared-events';

export type { JobHandlers };

export interface JobLogger {
  error(message: string, error?: unknown): void;
  info?(message: string): void;
}

/** The queue port: enqueue from anywhere, process where handlers are registered. */
export interface JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue: Enqueue;
  /**
   * Waits for a job enqueued with this jobId to finish (its result, or why it failed), at most
   * timeoutMs; works from any process of the deployment in BullMQ mode.
   */
  aguardar: AguardarJob;
  /** The last percentage a running job reported (undefined when unknown). */
  progresso(jobId: string): Promise<number | undefined>;
  /** Starts consuming jobs with these handlers. A process that only enqueues never calls it. */
  process(handlers: JobHandlers): Promise<void>;
  /** Stops consuming (waiting for running jobs), then closes connections. */
  close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 3;
export const DEFAULT_BACKOFF_MS = 1000;
/** How many finished jobs' outcomes the in-process queue remembers for late waiters. */
export const DESFECHOS_GUARDADOS = 1000;
