import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { createCore, createMailer, createTokenService, openDatabase } from '@cardapio/core';
import { createBullmqQueue } from './queue/bullmq-queue';
import { resolveRedisUrl } from './queue/redis';
import { lerConfigDaFila, lerConfigDoCore } from './config';
import { publicarRegistrado } from './eventos/publicacao';
import { iniciarReenvio } from './eventos/reenvio';
import { criarRegistroNoRedis } from './eventos/registro-redis';
import { instalarGuardaDoProcesso } from './process-guard';

/**
 * `npm run workers`: job processors in their own process (distributed mode). Needs Redis and
 * the same database as the gateways; events reach the browsers through the Socket.IO Redis emitter.
 */
async function main() {
  const fila = lerConfigDaFila();
  const redisUrl = await resolveRedisUrl(fila.redisUrl);
  if (!redisUrl) throw new Error('Os workers separados precisam de Redis (REDIS_URL).');
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ? `${process.env.DATA_DIR}/pglite` : 'data/pglite',
  });
  const redis = new Redis(redisUrl);
  const prefixo = fila.queuePrefix;
  // The same key as the gateways' Redis adapter (realtime/socket-server.ts), or nobody hears it.
  const emitter = new Emitter(redis, { key: `${prefixo}:socket.io` });
  // The log on a connection of its own that gives a command up after one retry (as the
  // gateways' does): with Redis down an event goes to the outbox in seconds, not after 20 retries.
  const redisDoRegistro = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redisDoRegistro.on('error', () => undefined);
  const registro = criarRegistroNoRedis(redisDoRegistro, prefixo);
  let avisado = false;
  const queue = createBullmqQueue({
    redisUrl,
    prefix: prefixo,
    travaMs: fila.travaMs,
    concurrency: fila.concorrencia,
  });
  const mailer = createMailer({ smtpUrl: process.env.SMTP_URL, mailFrom: process.env.MAIL_FROM });
  const core = createCore({
    db: database.db,
    // Workers never sign tokens; the secret only has to be well-formed.
    tokens: createTokenService(process.env.JWT_SECRET ?? 'workers-nao-assinam-tokens'),
    mailer,
    // The same company streams as the gateways' (realtime/socket-server.ts): a job's event gets
    // its place there first, so a screen that was away is given it again; one the log refuses
    // waits in the database outbox (workers/eventos/reenvio) until it is back.
    publish: publicarRegistrado(emitter, registro, {
      aoFalhar: (erro) => {
        // Said once a minute, not per event.
        if (avisado) return;
        avisado = true;
        setTimeout(() => (avisado = false), 60_000).unref();
        console.error('Registro de eventos indisponível', erro);
      },
      // Called only after the log answered (never while createCore runs): reenvio exists.
      recusado: (evento) => reenvio.guardar(evento),
    }),
    // The gateways' inter-server bus (their adapter's request channel): a change made by a job
    // (a PIX expired, its stock given back) drops the gateways' cached menus at once.
    anunciarInvalidacao: (prefixos) => emitter.serverSideEmit('cache:invalidar', prefixos),
    anunciarSessaoEncerrada: (conta) => emitter.serverSideEmit('sessao:encerrada', conta),
    enqueue: queue.enqueue,
    publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    mercadoPagoBaseUrl: process.env.MERCADOPAGO_BASE_URL || undefined,
    ...lerConfigDoCore(),
  });
  const reenvio = iniciarReenvio({ pendentes: core.eventosPendentes, registro, destino: emitter });
  await queue.process(core.jobs);
  // Pending PIX charges get their polls again (same job ids: no second chain in BullMQ).
  await core.pagamentos.retomarPendentes();
  // The sweepers (expired carts and reports, kitchen alerts, print and WhatsApp resends).
  await core.agendarRotinas();
  console.log(
    `Workers do Cardápio Vivo processando filas em ${redisUrl} (banco: ${database.kind})`,
  );

  let encerrando = false;
  const shutdown = async (codigo = 0) => {
    if (encerrando) return;
    encerrando = true;
    setTimeout(() => process.exit(1), 15000).unref();
    // worker.close() waits for the jobs in progress; an unfinished one is retried elsewhere.
    await queue.close().catch((error: unknown) => console.error('Erro ao fechar a fila', error));
    await reenvio.fechar();
    mailer.close();
    // Leaving, not dying: the gateways need not make the screens read again.
    await registro.fechar();
    await redis.quit().catch(() => undefined);
    await redisDoRegistro.quit().catch(() => undefined);
    await core.previsoes.parar();
    await database.close().catch(() => undefined);
    process.exit(codigo);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  instalarGuardaDoProcesso({
    log: (mensagem, erro) => console.error(new Date().toISOString(), mensagem, erro),
    encerrar: (codigo) => void shutdown(codigo),
  });
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar os workers:', error);
  process.exit(1);
});
