import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Where e-mail goes: a real SMTP server, or the log (development without SMTP). */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
    },
    close: () => transport.close(),
  };
}

export function createLogMailer(log: (line: string) => void = console.log): Mailer {
  return {
    kind: 'log',
    async send(message) {
      log(`[email] para=${message.to} assunto="${message.subject}"\n${message.text}`);
    },
    close: () => undefined,
  };
}

export const DEFAULT_MAIL_FROM = 'Cardápio Vivo <nao-responda@cardapiovivo.com.br>';

/** SMTP when a URL is configured; otherwise the log. Gateways and workers choose the same way. */
export function createMailer(options: {
  smtpUrl?: string;
  mailFrom?: string;
  log?: (line: string) => void;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom ?? DEFAULT_MAIL_FROM)
    : createLogMailer(options.log);
}
