// What other packages may use from core: the wiring, the database, and each area's index.ts.
export * from './core';
export * from './db/client';
export * from './db/seed';
export * from './shared/errors';
export { cacheKeys } from './shared/cache-keys';
export type { LeituraPublica } from './shared/leitura-publica';
export * from './auth';
export * from './email';
export type { EventosPendentes, ResultadoDaEntrega } from './eventos';
export { urlDaImagem } from './imagens';
export type { AlvoDoPreparo, QuemPrepara } from './pedidos';
export type { ImagemEnviada } from './cardapio';
export type { EmpresaDaPlataforma } from './empresas';
export type { Cozinha } from './monitor';
export type { Impressoras } from './impressoras';
export type { OpcoesDoWhatsapp } from './whatsapp';
export { assinaturaDoWebhook, textoDaMensagem, VERSAO_DA_API } from './whatsapp';
