import type { Core } from '@cardapio/core';
import type { JobContext, JobPayloads } from '@cardapio/shared-events';

/** Builds one report's .xlsx, pushing its progress to the user who asked for it. */
export const relatorioExportar =
  (core: Core) => (data: JobPayloads['relatorio.exportar'], ctx: JobContext) =>
    core.exportacoes.executar(data, ctx);
