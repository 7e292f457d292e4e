import request from 'supertest';
import { eq } from 'drizzle-orm';
import { emailOutbox, waitFor } from '@cardapio/core/testing';
import { startMailbox } from '../../../../testing/mailbox';
import { createTestServer } from '../../testing/test-server';
import { novoCliente } from '../../testing/sessions';

test('password recovery is delivered over SMTP through the email.enviar job, and its link resets the password', async () => {
  const smtp = await startMailbox();
  const server = await createTestServer({ smtpUrl: smtp.url });
  try {
    const { email, ...cadastro } = novoCliente({ senha: 'antiga1' });
    const reg = await request(server.httpServer)
      .post('/api/auth/registro')
      .send({ email, ...cadastro });
    expect(reg.status).toBe(201);
    expect(
      (await request(server.httpServer).post('/api/auth/recuperar-senha').send({ email })).status,
    ).toBe(200);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toContain('Recuperação');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(email);
    const link = /http:\/\/cardapio\.test\/recuperar-senha\/1\?token=([0-9a-f]{64})/.exec(
      mail.text ?? '',
    );
    expect(link).not.toBeNull();

    const [row] = await waitFor(async () => {
      const rows = await server.core.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.para, email));
      return rows[0]?.status === 'enviado' ? rows : undefined;
    });
    expect(row!.enviado_em).toBeInstanceOf(Date);

    const reset = await request(server.httpServer)
      .post('/api/auth/redefinir-senha')
      .send({ token: link![1], nova_senha: 'nova123' });
    expect(reset.status).toBe(200);
    expect(
      (await request(server.httpServer).post('/api/auth/login').send({ email, senha: 'nova123' }))
        .status,
    ).toBe(200);
  } finally {
    await server.close();
    await smtp.close();
  }
});

test('when SMTP is down the message stays in the outbox as failed, with its attempts counted', async () => {
  const smtp = await startMailbox();
  const deadUrl = smtp.url;
  await smtp.close();
  const server = await createTestServer({ smtpUrl: deadUrl });
  try {
    await request(server.httpServer)
      .post('/api/auth/recuperar-senha')
      .send({ email: 'cliente@cardapiovivo.com.br' });
    const row = await waitFor(async () => {
      const [r] = await server.core.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.para, 'cliente@cardapiovivo.com.br'));
      return r && r.tentativas >= 2 ? r : undefined;
    });
    expect(row.status).toBe('falhou');
    expect(row.erro).toBeTruthy();
  } finally {
    await server.close();
  }
});
