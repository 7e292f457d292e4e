export * from './core';
export * from './db/client';
export * from './db/seed';
export * from './shared/errors';
export * from './auth/tokens';
export * from './auth/password';
export * from './email/mailer';
export { MENSAGENS_AUTH, RESET_TOKEN_TTL_MS } from './auth/service';
