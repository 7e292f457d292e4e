import type { Core } from '@cardapio/core';
import type { JobPayloads } from '@cardapio/shared-events';

/** Clears a cart that reached data_expiracao (a cart changed since is left alone) and tells its owner. */
export const carrinhoExpirar = (core: Core) => async (data: JobPayloads['carrinho.expirar']) => {
  await core.carrinho.expirar(data);
};
