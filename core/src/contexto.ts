import type { Enqueue, Publish } from '@cardapio/shared-events';
import type { Checkout } from './checkout';
import type { Db } from './db/client';
import type { Invalidacao } from './shared/invalidacao';
import type { RegistroDeJobs } from './shared/jobs';

/**
 * What every area is built with (core.ts builds it once): the database, the clock, the two
 * ports, cache invalidation, the checkout pipeline each area registers its own step in (the
 * pipeline orders the steps by name, so the order areas are built in does not matter), and the
 * registry of job processors each area adds the jobs it owns to.
 */
export interface ContextoDasAreas {
  db: Db;
  now: () => Date;
  publish: Publish;
  enqueue: Enqueue;
  invalidacao: Invalidacao;
  checkout: Checkout;
  jobs: RegistroDeJobs;
}
