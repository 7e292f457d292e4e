import type { Core } from '@cardapio/core';
import type { JobPayloads } from '@cardapio/shared-events';

export const emailEnviar = (core: Core) => (data: JobPayloads['email.enviar']) =>
  core.email.enviarDoOutbox(data.outboxId);
