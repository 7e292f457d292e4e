import {
  JOB_NAMES,
  type JobHandler,
  type JobHandlers,
  type JobName,
} from '@cardapio/shared-events';

/**
 * Where each area registers the processors of the jobs it owns (in its index.ts); the queue
 * runs what is here. A job registered twice, or left without a processor, fails when core is
 * built, so a process can never start with a job nobody handles.
 */
export function criarRegistroDeJobs() {
  const registrados: Partial<JobHandlers> = {};
  return {
    registrar<N extends JobName>(nome: N, processar: JobHandler<N>): void {
      if (registrados[nome]) throw new Error(`O job ${nome} já tem um processador`);
      (registrados as Record<N, JobHandler<N>>)[nome] = processar;
    },
    todos(): JobHandlers {
      const faltando = JOB_NAMES.filter((nome) => !registrados[nome]);
      if (faltando.length > 0) throw new Error(`Jobs sem processador: ${faltando.join(', ')}`);
      return registrados as JobHandlers;
    },
  };
}

export type RegistroDeJobs = ReturnType<typeof criarRegistroDeJobs>;
