import type { Enqueue, Publish } from '@cardapio/shared-events';
import type { Db } from './db/client';
import { createAuthService } from './auth/service';
import type { TokenService } from './auth/tokens';
import { createEmailService } from './email/service';
import type { Mailer } from './email/mailer';
import { createEmpresasService } from './empresas/service';
import { createUsuariosService } from './usuarios/service';

export interface CoreDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  /** Reports what happened (gateway: Socket.IO rooms; workers: Redis emitter). */
  publish: Publish;
  /** Asks for background work (BullMQ or in-process). */
  enqueue: Enqueue;
  publicUrl: string;
  now?: () => Date;
}

/** The domain services, wired once per process. Core never imports express or socket.io. */
export function createCore(deps: CoreDeps) {
  const empresas = createEmpresasService(deps.db);
  const email = createEmailService({ db: deps.db, enqueue: deps.enqueue, mailer: deps.mailer });
  const auth = createAuthService({
    db: deps.db,
    tokens: deps.tokens,
    email,
    empresas,
    publicUrl: deps.publicUrl,
    now: deps.now,
  });
  const usuarios = createUsuariosService(deps.db);
  return {
    db: deps.db,
    tokens: deps.tokens,
    publish: deps.publish,
    empresas,
    email,
    auth,
    usuarios,
  };
}

export type Core = ReturnType<typeof createCore>;
