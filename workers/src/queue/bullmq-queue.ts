import { Queue, Worker, type Job } from 'bullmq';
import type { EnqueueOptions, JobName, JobPayloads } from '@cardapio/shared-events';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  type JobHandlers,
  type JobLogger,
  type JobQueue,
} from './types';

export const QUEUE_NAME = 'cardapio-jobs';

export interface BullmqQueueOptions {
  redisUrl: string;
  /** Key prefix in Redis; tests use their own to stay isolated. */
  prefix?: string;
  concurrency?: number;
  backoffMs?: number;
  logger?: JobLogger;
}

function connectionFrom(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    // BullMQ workers block on Redis: they must never give up retrying a command.
    maxRetriesPerRequest: null,
  };
}

export function createBullmqQueue(options: BullmqQueueOptions): JobQueue {
  const connection = connectionFrom(options.redisUrl);
  const prefix = options.prefix ?? 'bull';
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const logger = options.logger ?? { error: (m, e) => console.error(m, e) };
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  let worker: Worker | undefined;

  return {
    kind: 'bullmq',
    async enqueue<N extends JobName>(name: N, data: JobPayloads[N], opts: EnqueueOptions = {}) {
      if (opts.jobId) {
        // A job id names one pending piece of work: a new request replaces the old one.
        const existing = await queue.getJob(opts.jobId);
        if (existing && !(await existing.isActive()))
          await existing.remove().catch(() => undefined);
      }
      await queue.add(name, data, {
        jobId: opts.jobId,
        delay: opts.delayMs,
        attempts: opts.attempts ?? DEFAULT_ATTEMPTS,
        backoff: { type: 'exponential', delay: backoffMs },
        removeOnComplete: { count: 1000 },
        removeOnFail: { count: 5000 },
      });
    },
    async process(handlers: JobHandlers) {
      worker = new Worker(
        QUEUE_NAME,
        async (job: Job) => {
          const handler = handlers[job.name as JobName] as
            ((data: unknown) => Promise<void>) | undefined;
          if (!handler) throw new Error(`Job desconhecido: ${job.name}`);
          await handler(job.data);
        },
        { connection, prefix, concurrency: options.concurrency ?? 5 },
      );
      worker.on('failed', (job, error) =>
        logger.error(
          `[jobs] ${job?.name} (${job?.id}) falhou na tentativa ${job?.attemptsMade}`,
          error,
        ),
      );
      worker.on('stalled', (jobId) =>
        logger.error(`[jobs] job ${jobId} travou e será reprocessado`),
      );
      worker.on('error', (error) => logger.error('[jobs] erro no worker', error));
      await worker.waitUntilReady();
    },
    async close() {
      // Workers first (they wait for active jobs), then the queue.
      if (worker) await worker.close();
      await queue.close();
    },
  };
}
