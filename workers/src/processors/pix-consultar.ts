import type { Core } from '@cardapio/core';
import type { JobPayloads } from '@cardapio/shared-events';

/** One poll of a pending PIX; schedules the next (5 s, then 15 s, then 30 s) or settles the charge. */
export const pixConsultar = (core: Core) => (data: JobPayloads['pix.consultar']) =>
  core.pagamentos.consultar(data);
