import type { Core } from '@cardapio/core';
import type { JobPayloads } from '@cardapio/shared-events';

/** The cart module arrives with the storefront issue; until then an expiry job has nothing to clear. */
export const carrinhoExpirar = (_core: Core) => async (_data: JobPayloads['carrinho.expirar']) =>
  undefined;
