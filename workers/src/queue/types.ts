import type { Enqueue, JobName, JobPayloads } from '@cardapio/shared-events';

export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<void> };

export interface JobLogger {
  error(message: string, error?: unknown): void;
  info?(message: string): void;
}

/** The queue port: enqueue from anywhere, process where handlers are registered. */
export interface JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue: Enqueue;
  /** Starts consuming jobs with these handlers. A process that only enqueues never calls it. */
  process(handlers: JobHandlers): Promise<void>;
  /** Stops consuming (waiting for running jobs), then closes connections. */
  close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 3;
export const DEFAULT_BACKOFF_MS = 1000;
