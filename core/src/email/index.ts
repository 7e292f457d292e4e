import type { ContextoDasAreas } from '../contexto';
import type { Mailer } from './mailer';
import { createEmailService } from './service';

export * from './mailer';
export type { EmailService } from './service';

/** The outbox and its job (`email.enviar`). */
export function criarAreaEmail(ctx: ContextoDasAreas, deps: { mailer: Mailer }) {
  const email = createEmailService({ db: ctx.db, enqueue: ctx.enqueue, mailer: deps.mailer });
  ctx.jobs.registrar('email.enviar', (data) => email.enviarDoOutbox(data.outboxId));
  return { email };
}
