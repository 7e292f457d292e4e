import type { EnqueueOptions, JobName, JobPayloads } from '@cardapio/shared-events';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  type JobHandlers,
  type JobLogger,
  type JobQueue,
} from './types';

interface PendingJob {
  id: string;
  name: JobName;
  data: JobPayloads[JobName];
  attemptsLeft: number;
  attempt: number;
  dueAt: number;
  timer?: NodeJS.Timeout;
}

/**
 * Jobs run in this process on timers, with the same handlers, delays, deduplication and
 * retries (exponential backoff) as the BullMQ adapter. Used when Redis is not reachable.
 */
export function createInProcessQueue(
  options: { backoffMs?: number; logger?: JobLogger } = {},
): JobQueue {
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const logger = options.logger ?? { error: (m, e) => console.error(m, e) };
  const pending = new Map<string, PendingJob>();
  const running = new Set<Promise<void>>();
  let handlers: JobHandlers | undefined;
  let closed = false;
  let sequence = 0;

  /** Jobs wait for their due time; before process() is called they only wait in the map. */
  function arm(job: PendingJob) {
    if (!handlers || closed) return;
    job.timer = setTimeout(() => run(job), Math.max(0, job.dueAt - Date.now()));
  }

  function run(job: PendingJob) {
    const handler = handlers![job.name] as (data: JobPayloads[JobName]) => Promise<void>;
    pending.delete(job.id);
    const execution = (async () => {
      try {
        await handler(job.data);
      } catch (error) {
        job.attemptsLeft -= 1;
        job.attempt += 1;
        if (job.attemptsLeft > 0 && !closed) {
          job.dueAt = Date.now() + backoffMs * 2 ** (job.attempt - 1);
          pending.set(job.id, job);
          arm(job);
        } else {
          logger.error(`[jobs] ${job.name} (${job.id}) falhou definitivamente`, error);
        }
      }
    })();
    running.add(execution);
    void execution.finally(() => running.delete(execution));
  }

  return {
    kind: 'in-process',
    async enqueue<N extends JobName>(name: N, data: JobPayloads[N], opts: EnqueueOptions = {}) {
      if (closed) throw new Error('Fila encerrada');
      const id = opts.jobId ?? `${name}-${++sequence}`;
      const previous = pending.get(id);
      if (previous?.timer) clearTimeout(previous.timer);
      const job: PendingJob = {
        id,
        name,
        data,
        attemptsLeft: opts.attempts ?? DEFAULT_ATTEMPTS,
        attempt: 0,
        dueAt: Date.now() + (opts.delayMs ?? 0),
      };
      pending.set(id, job);
      arm(job);
    },
    async process(h) {
      handlers = h;
      for (const job of pending.values()) if (!job.timer) arm(job);
    },
    async close() {
      closed = true;
      for (const job of pending.values()) if (job.timer) clearTimeout(job.timer);
      pending.clear();
      await Promise.allSettled([...running]);
    },
  };
}
