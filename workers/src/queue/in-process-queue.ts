import type {
  DesfechoDoJob,
  EnqueueOptions,
  JobContext,
  JobName,
  JobPayloads,
} from '@cardapio/shared-events';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  DESFECHOS_GUARDADOS,
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
  /** A repeating job is armed again this long after each run. */
  repetirACadaMs?: number;
  attempts: number;
  timer?: NodeJS.Timeout;
}

type Handler = (data: JobPayloads[JobName], ctx: JobContext) => Promise<unknown>;

/**
 * Jobs run in this process on timers, with the same handlers, delays, deduplication, retries
 * (exponential backoff), repetition, progress and results as the BullMQ adapter. Used when Redis
 * is not reachable.
 */
export function createInProcessQueue(
  options: { backoffMs?: number; logger?: JobLogger } = {},
): JobQueue {
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const logger = options.logger ?? { error: (m, e) => console.error(m, e) };
  const pending = new Map<string, PendingJob>();
  const running = new Set<Promise<void>>();
  /** The last percentage of each job that reported one (dropped when it finishes). */
  const progressos = new Map<string, number>();
  /** How the last jobs ended, for a waiter that arrives after the end (oldest dropped first). */
  const desfechos = new Map<string, DesfechoDoJob>();
  const aguardando = new Map<string, Set<(d: DesfechoDoJob) => void>>();
  let handlers: JobHandlers | undefined;
  let closed = false;
  let sequence = 0;

  /** Jobs wait for their due time; before process() is called they only wait in the map. */
  function arm(job: PendingJob) {
    if (!handlers || closed) return;
    job.timer = setTimeout(() => run(job), Math.max(0, job.dueAt - Date.now()));
  }

  function terminar(id: string, desfecho: DesfechoDoJob) {
    progressos.delete(id);
    desfechos.delete(id);
    desfechos.set(id, desfecho);
    if (desfechos.size > DESFECHOS_GUARDADOS) desfechos.delete(desfechos.keys().next().value!);
    const waiters = aguardando.get(id);
    aguardando.delete(id);
    for (const resolve of waiters ?? []) resolve(desfecho);
  }

  function repetir(job: PendingJob) {
    // A newer enqueue of the same id replaced this schedule: it is armed already.
    if (!job.repetirACadaMs || closed || pending.has(job.id)) return;
    const proximo: PendingJob = {
      ...job,
      attemptsLeft: job.attempts,
      attempt: 0,
      dueAt: Date.now() + job.repetirACadaMs,
      timer: undefined,
    };
    pending.set(job.id, proximo);
    arm(proximo);
  }

  function run(job: PendingJob) {
    const handler = handlers![job.name] as Handler;
    pending.delete(job.id);
    desfechos.delete(job.id);
    const ctx: JobContext = {
      progresso: async (percentual) => {
        progressos.set(job.id, percentual);
      },
    };
    const execution = (async () => {
      try {
        const resultado = await handler(job.data, ctx);
        terminar(job.id, { estado: 'concluido', resultado } as DesfechoDoJob);
        repetir(job);
      } catch (error) {
        job.attemptsLeft -= 1;
        job.attempt += 1;
        if (job.attemptsLeft > 0 && !closed) {
          job.dueAt = Date.now() + backoffMs * 2 ** (job.attempt - 1);
          pending.set(job.id, job);
          arm(job);
        } else {
          logger.error(`[jobs] ${job.name} (${job.id}) falhou definitivamente`, error);
          terminar(job.id, {
            estado: 'falhou',
            motivo: error instanceof Error ? error.message : String(error),
          });
          repetir(job);
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
      const id = opts.jobId ?? (opts.repetirACadaMs ? name : `${name}-${++sequence}`);
      const previous = pending.get(id);
      if (previous?.timer) clearTimeout(previous.timer);
      const attempts = opts.attempts ?? DEFAULT_ATTEMPTS;
      const job: PendingJob = {
        id,
        name,
        data,
        attempts,
        attemptsLeft: attempts,
        attempt: 0,
        dueAt: Date.now() + (opts.delayMs ?? opts.repetirACadaMs ?? 0),
        repetirACadaMs: opts.repetirACadaMs,
      };
      pending.set(id, job);
      arm(job);
    },
    aguardar<N extends JobName>(
      _name: N,
      jobId: string,
      timeoutMs: number,
    ): Promise<DesfechoDoJob<N>> {
      type D = DesfechoDoJob<N>;
      const pronto = desfechos.get(jobId);
      if (pronto && !pending.has(jobId)) return Promise.resolve(pronto as D);
      return new Promise<D>((resolve) => {
        const waiters = aguardando.get(jobId) ?? new Set();
        aguardando.set(jobId, waiters);
        const done = (d: DesfechoDoJob) => {
          clearTimeout(timer);
          resolve(d as D);
        };
        const timer = setTimeout(() => {
          waiters.delete(done);
          if (!waiters.size) aguardando.delete(jobId);
          resolve({ estado: 'tempo_esgotado' });
        }, timeoutMs);
        waiters.add(done);
      });
    },
    async progresso(jobId) {
      return progressos.get(jobId);
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
      for (const [id, waiters] of aguardando) {
        aguardando.delete(id);
        for (const resolve of waiters) resolve({ estado: 'falhou', motivo: 'Fila encerrada' });
      }
    },
  };
}
