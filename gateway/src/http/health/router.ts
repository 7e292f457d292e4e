import { Router } from 'express';
import { sql } from 'drizzle-orm';
import type { Core, DatabaseKind } from '@cardapio/core';

export interface HealthInfo {
  databaseKind: DatabaseKind;
  queueKind: 'bullmq' | 'in-process';
  redis: () => Promise<'conectado' | 'indisponivel' | 'desativado'>;
}

export const VERSION = '1.0.0';

export function healthRouter(core: Core, info: HealthInfo): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const banco = await core.db
      .execute(sql`select 1`)
      .then(() => 'conectado' as const)
      .catch(() => 'indisponivel' as const);
    const redis = await info.redis();
    const ok = banco === 'conectado' && redis !== 'indisponivel';
    res.status(ok ? 200 : 503).json({
      status: ok ? 'ok' : 'degradado',
      versao: VERSION,
      version: VERSION,
      banco: { tipo: info.databaseKind, estado: banco },
      redis,
      filas: info.queueKind,
    });
  });
  return router;
}
