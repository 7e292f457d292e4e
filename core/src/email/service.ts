import { eq, sql } from 'drizzle-orm';
import type { Enqueue } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { emailOutbox } from './schema';
import type { MailMessage, Mailer } from './mailer';

/**
 * E-mail goes through the outbox: the request that wants a message writes it in the same
 * breath as its own change, and the 'email.enviar' job delivers it (with retries).
 */
export function createEmailService(deps: { db: Db; enqueue: Enqueue; mailer: Mailer }) {
  const { db, enqueue, mailer } = deps;
  return {
    async enfileirar(empresaId: number, message: MailMessage): Promise<number> {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          empresa_id: empresaId,
          para: message.to,
          assunto: message.subject,
          texto: message.text,
          html: message.html ?? null,
        })
        .returning({ id: emailOutbox.id });
      await enqueue(
        'email.enviar',
        { outboxId: row!.id },
        { jobId: `email-${row!.id}`, attempts: 5 },
      );
      return row!.id;
    },

    /** Delivers one outbox message; throws so the queue retries when the transport fails. */
    async enviarDoOutbox(outboxId: number): Promise<void> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      if (!row || row.status === 'enviado' || row.status === 'registrado') return;
      try {
        await mailer.send({ to: row.para, subject: row.assunto, text: row.texto, html: row.html });
      } catch (error) {
        await db
          .update(emailOutbox)
          .set({
            status: 'falhou',
            tentativas: sql`${emailOutbox.tentativas} + 1`,
            erro: String(error),
          })
          .where(eq(emailOutbox.id, outboxId));
        throw error;
      }
      await db
        .update(emailOutbox)
        .set({
          status: mailer.kind === 'smtp' ? 'enviado' : 'registrado',
          tentativas: sql`${emailOutbox.tentativas} + 1`,
          erro: null,
          enviado_em: new Date(),
        })
        .where(eq(emailOutbox.id, outboxId));
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
