import type { Core } from '@cardapio/core';
import type { JobPayloads } from '@cardapio/shared-events';

/** One poll of a pending PIX; schedules the next (every 5 s, 24 in all) or settles the charge. */
export const pixConsultar = (core: Core) => (data: JobPayloads['pix.consultar']) =>
  core.pagamentos.consultar(data);
