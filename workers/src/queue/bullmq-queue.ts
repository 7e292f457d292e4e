import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
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
  /**
   * How long a running job stays locked to its worker (BullMQ's lockDuration, renewed every
   * half of it). A job whose worker died goes back to the queue once its lock lapses, at the
   * next stalled check (also this often). Default 30 s.
   */
  travaMs?: number;
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

type Handler = (data: unknown, ctx: JobContext) => Promise<unknown>;

/** How long a request waits for Redis to take a job before going on without waiting. */
const ESPERA_MAXIMA_ENFILEIRAR_MS = 1000;

export function createBullmqQueue(options: BullmqQueueOptions): JobQueue {
  const connection = connectionFrom(options.redisUrl);
  const prefix = options.prefix ?? 'bull';
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const logger = options.logger ?? { error: (m, e) => console.error(m, e) };
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  let worker: Worker | undefined;
  // Opened on the first wait: it listens to the queue's event stream in Redis, so a gateway
  // learns the end of a job that a worker in another process ran.
  let eventos: Promise<QueueEvents> | undefined;
  const queueEvents = () =>
    (eventos ??= (async () => {
      const ev = new QueueEvents(QUEUE_NAME, { connection, prefix });
      ev.on('error', (error) => logger.error('[jobs] erro nos eventos da fila', error));
      await ev.waitUntilReady();
      return ev;
    })());

  const jobOptions = (opts: EnqueueOptions) => ({
    attempts: opts.attempts ?? DEFAULT_ATTEMPTS,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 5000 },
  });

  async function enfileirar<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    opts: EnqueueOptions,
  ) {
    if (opts.repetirACadaMs) {
      // A job scheduler (BullMQ 5.16+): upserting the same id from every process is idempotent.
      await queue.upsertJobScheduler(
        opts.jobId ?? name,
        { every: opts.repetirACadaMs },
        { name, data, opts: jobOptions(opts) },
      );
      return;
    }
    if (opts.jobId) {
      // A job id names one pending piece of work: a new request replaces the old one.
      const existing = await queue.getJob(opts.jobId);
      if (existing && !(await existing.isActive())) await existing.remove().catch(() => undefined);
    }
    await queue.add(name, data, { ...jobOptions(opts), jobId: opts.jobId, delay: opts.delayMs });
  }

  return {
    kind: 'bullmq',
    /**
     * While Redis is away the commands wait in ioredis' offline queue and go out, in order, when
     * it is back: the job is not lost while this process lives. A request does not wait for that
     * beyond ESPERA_MAXIMA_ENFILEIRAR_MS.
     */
    async enqueue<N extends JobName>(name: N, data: JobPayloads[N], opts: EnqueueOptions = {}) {
      const enviado = enfileirar(name, data, opts);
      let timer: NodeJS.Timeout | undefined;
      const esperaMaxima = new Promise<'esperando'>((resolve) => {
        timer = setTimeout(() => resolve('esperando'), ESPERA_MAXIMA_ENFILEIRAR_MS);
      });
      const primeiro = await Promise.race([enviado.then(() => 'enviado' as const), esperaMaxima]);
      clearTimeout(timer);
      if (primeiro === 'esperando')
        enviado.catch((error: unknown) =>
          logger.error(`[jobs] ${name} não foi enfileirado`, error),
        );
    },
    async aguardar<N extends JobName>(
      _name: N,
      jobId: string,
      timeoutMs: number,
    ): Promise<DesfechoDoJob<N>> {
      type D = DesfechoDoJob<N>;
      const ev = await queueEvents();
      const job = await queue.getJob(jobId);
      if (!job) return { estado: 'falhou', motivo: 'Job não encontrado' } as D;
      let timer: NodeJS.Timeout | undefined;
      const esgotado = new Promise<DesfechoDoJob>((resolve) => {
        timer = setTimeout(() => resolve({ estado: 'tempo_esgotado' }), timeoutMs);
      });
      // waitUntilFinished subscribes before it reads the job's state: no end is missed. Its own
      // ttl (a little longer than ours) removes its listeners if the job never ends.
      const fim: Promise<DesfechoDoJob> = job.waitUntilFinished(ev, timeoutMs + 1000).then(
        (resultado: unknown) => ({ estado: 'concluido', resultado }) as DesfechoDoJob,
        (error: unknown) => ({
          estado: 'falhou',
          motivo: error instanceof Error ? error.message : String(error),
        }),
      );
      const desfecho = await Promise.race([fim, esgotado]);
      clearTimeout(timer);
      return desfecho as D;
    },
    async progresso(jobId) {
      const job = await queue.getJob(jobId);
      return typeof job?.progress === 'number' ? job.progress : undefined;
    },
    async process(handlers: JobHandlers) {
      worker = new Worker(
        QUEUE_NAME,
        async (job: Job) => {
          const handler = handlers[job.name as JobName] as Handler | undefined;
          if (!handler) throw new Error(`Job desconhecido: ${job.name}`);
          return handler(job.data, { progresso: (p) => job.updateProgress(p) });
        },
        {
          connection,
          prefix,
          concurrency: options.concurrency ?? 5,
          ...(options.travaMs
            ? { lockDuration: options.travaMs, stalledInterval: options.travaMs }
            : {}),
        },
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
      // Workers first (they wait for active jobs), then the queue and its event listener.
      if (worker) await worker.close();
      if (eventos) await (await eventos).close();
      await queue.close();
    },
  };
}
