import {
  type Enqueue,
  JOB_NAMES,
  type JobHandler,
  type JobHandlers,
  type JobName,
} from '@cardapio/shared-events';

/** A job that runs on a schedule rather than when something happens. */
export interface Rotina {
  /** How often it runs (one schedule for the deployment, whichever process sets it). */
  aCadaMs: number;
  /** Runs once right at start too, not only after the first period. */
  tambemAoIniciar?: boolean;
}

/**
 * Where each area registers the processors of the jobs it owns (in its index.ts); the queue
 * runs what is here. A job registered twice, or left without a processor, fails when core is
 * built, so a process can never start with a job nobody handles. A repeating job (a sweeper)
 * says how often it runs where it is registered; `agendarRotinas` sets every schedule at start.
 */
export function criarRegistroDeJobs() {
  const registrados: Partial<JobHandlers> = {};
  const rotinas = new Map<JobName, Rotina>();
  return {
    registrar<N extends JobName>(nome: N, processar: JobHandler<N>, rotina?: Rotina): void {
      if (registrados[nome]) throw new Error(`O job ${nome} já tem um processador`);
      (registrados as Record<N, JobHandler<N>>)[nome] = processar;
      if (rotina) rotinas.set(nome, rotina);
    },
    todos(): JobHandlers {
      const faltando = JOB_NAMES.filter((nome) => !registrados[nome]);
      if (faltando.length > 0) throw new Error(`Jobs sem processador: ${faltando.join(', ')}`);
      return registrados as JobHandlers;
    },
    /**
     * At start, in every process that runs jobs: each repeating job's schedule (its job id is its
     * name, so setting it from every process is idempotent) and, where asked, a first run now.
     */
    async agendarRotinas(enqueue: Enqueue): Promise<void> {
      for (const [nome, { aCadaMs, tambemAoIniciar }] of rotinas) {
        // Repeating jobs take no data (Record<string, never>).
        const semDados = {} as never;
        if (tambemAoIniciar) await enqueue(nome, semDados, { jobId: `${nome}-inicio` });
        await enqueue(nome, semDados, { jobId: nome, repetirACadaMs: aCadaMs });
      }
    },
  };
}

export type RegistroDeJobs = ReturnType<typeof criarRegistroDeJobs>;
