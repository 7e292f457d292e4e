import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** Resolves with the first message (already received or arriving) sent to `to`. */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

const destinatarios = (mail: ParsedMail): string[] => {
  const campos = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return campos.flatMap((campo) => campo.value.map((v) => (v.address ?? '').toLowerCase()));
};

/**
 * A real SMTP server on 127.0.0.1 that keeps every parsed message in memory; used by the jest
 * tests (port 0: any free port) and by the Playwright journeys (a fixed port).
 */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const recebidas: ParsedMail[] = [];
  const esperando: Array<{ to: string; resolve: (mail: ParsedMail) => void }> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          recebidas.push(mail);
          const para = destinatarios(mail);
          for (let i = esperando.length - 1; i >= 0; i--) {
            const item = esperando[i];
            if (item && para.includes(item.to)) {
              esperando.splice(i, 1);
              item.resolve(mail);
            }
          }
          callback();
        })
        .catch((erro: unknown) => callback(erro instanceof Error ? erro : new Error(String(erro))));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    waitFor(to, timeoutMs = 20_000) {
      const alvo = to.toLowerCase();
      const existente = recebidas.find((mail) => destinatarios(mail).includes(alvo));
      if (existente) return Promise.resolve(existente);
      return new Promise<ParsedMail>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Nenhum email para ${to} em ${timeoutMs} ms`)),
          timeoutMs,
        );
        esperando.push({
          to: alvo,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
