import http from 'node:http';
import {
  createCore,
  createLogMailer,
  createTokenService,
  type Core,
  type Db,
} from '@cardapio/core';
import { createRealtime } from '../realtime/socket-server';

/**
 * The core the operator's commands run on: the deployment's database and, when there is Redis,
 * the gateways' own bus (the Socket.IO Redis adapter under the deployment's QUEUE_PREFIX), so a
 * deactivation reaches every running gateway at once: caches dropped, sessions forgotten, sockets
 * closed, exactly as if a gateway had done it. Without Redis there is no bus to speak on.
 */
export function criarContextoDoOperador(opcoes: {
  db: Db;
  redisUrl?: string;
  queuePrefix: string;
  publicUrl: string;
}): { core: Core; aoVivo: boolean; fechar(): Promise<void> } {
  const realtime = createRealtime(http.createServer(), {
    // The operator signs no token: the key only has to be well formed.
    tokens: createTokenService('operador-nao-assina-tokens'),
    redisUrl: opcoes.redisUrl,
    prefixo: opcoes.queuePrefix,
  });
  const core = createCore({
    db: opcoes.db,
    tokens: createTokenService('operador-nao-assina-tokens'),
    mailer: createLogMailer(),
    publish: realtime.publish,
    disconnectRoom: realtime.disconnectRoom,
    anunciarSessaoEncerrada: realtime.anunciarSessaoEncerrada,
    anunciarInvalidacao: realtime.anunciarInvalidacao,
    enqueue: () => Promise.reject(new Error('O operador não agenda jobs')),
    publicUrl: opcoes.publicUrl,
  });
  // An event the operator's Redis refused waits in the outbox; the gateways deliver it too.
  realtime.ligarPendentes(core.eventosPendentes);
  return { core, aoVivo: Boolean(opcoes.redisUrl), fechar: () => realtime.close() };
}
