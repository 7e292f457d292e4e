import { randomBytes } from 'node:crypto';
import type { JobPayloads } from '@cardapio/shared-events';
import { waitFor } from '@cardapio/core/testing';
import { createBullmqQueue } from './bullmq-queue';
import { createInProcessQueue } from './in-process-queue';
import type { JobHandlers, JobQueue } from './types';

/** Records what the handlers saw; failUntil makes a job throw for its first N attempts. */
function recorder(failUntil = 0) {
  const seen: { name: string; data: unknown; at: number }[] = [];
  let attempts = 0;
  const handlers: JobHandlers = {
    'email.enviar': async (data: JobPayloads['email.enviar']) => {
      attempts += 1;
      if (attempts <= failUntil) throw new Error(`falha proposital ${attempts}`);
      seen.push({ name: 'email.enviar', data, at: Date.now() });
    },
    'carrinho.expirar': async () => ({ expirados: 0 }),
    'pix.consultar': async (data) => {
      seen.push({ name: 'pix.consultar', data, at: Date.now() });
    },
    'relatorio.exportar': async (data) => ({ exportacaoId: data.exportacaoId, status: 'pronta' }),
    'relatorio.limpar': async () => ({ removidas: 0 }),
    'cozinha.vigiar': async () => ({ alertados: 0, resolvidos: 0 }),
    'impressao.reenviar': async () => ({ reenviados: 0 }),
    'ritmo.liberar': async () => ({ anunciado: false }),
    'whatsapp.enviar': async () => ({ status: 'ignorada' }),
    'whatsapp.conferir': async () => ({ reenfileiradas: 0 }),
  };
  return { seen, handlers, attempts: () => attempts };
}

const silent = { error: () => undefined };

function queueContract(name: string, make: () => JobQueue) {
  describe(name, () => {
    let queue: JobQueue;
    beforeEach(() => {
      queue = make();
    });
    afterEach(() => queue.close());

    test('runs an enqueued job with its payload', async () => {
      const r = recorder();
      await queue.process(r.handlers);
      await queue.enqueue('email.enviar', { outboxId: 7 });
      await waitFor(() => r.seen.length === 1);
      expect(r.seen[0]).toMatchObject({ name: 'email.enviar', data: { outboxId: 7 } });
    });

    test('a delayed job waits for its delay', async () => {
      const r = recorder();
      await queue.process(r.handlers);
      const start = Date.now();
      await queue.enqueue(
        'pix.consultar',
        { empresaId: 1, pagamentoId: 3, tentativa: 1 },
        { delayMs: 400 },
      );
      await waitFor(() => r.seen.length === 1);
      expect(r.seen[0]!.at - start).toBeGreaterThanOrEqual(380);
    });

    test('the same jobId replaces the pending job (the later payload and delay win)', async () => {
      const r = recorder();
      await queue.process(r.handlers);
      await queue.enqueue(
        'pix.consultar',
        { empresaId: 1, pagamentoId: 1, tentativa: 1 },
        { delayMs: 300, jobId: 'pix-2' },
      );
      await queue.enqueue(
        'pix.consultar',
        { empresaId: 1, pagamentoId: 2, tentativa: 1 },
        { delayMs: 500, jobId: 'pix-2' },
      );
      await waitFor(() => r.seen.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(r.seen.map((s) => (s.data as { pagamentoId: number }).pagamentoId)).toEqual([2]);
    });

    test('a failing job is retried until it succeeds', async () => {
      const r = recorder(2);
      await queue.process(r.handlers);
      await queue.enqueue('email.enviar', { outboxId: 9 }, { attempts: 3 });
      await waitFor(() => r.seen.length === 1);
      expect(r.attempts()).toBe(3);
    });

    test('a processor reports progress and a result; a waiter gets the result', async () => {
      const r = recorder();
      let soltar: () => void = () => undefined;
      const solto = new Promise<void>((resolve) => (soltar = resolve));
      await queue.process({
        ...r.handlers,
        'relatorio.exportar': async (data, ctx) => {
          await ctx.progresso(40);
          await solto;
          return { exportacaoId: data.exportacaoId, status: 'pronta' };
        },
      });
      const dados = {
        empresaId: 1,
        usuarioId: 2,
        tipo: 'vendas' as const,
        periodo: '7d' as const,
        exportacaoId: 'exp-1',
      };
      await queue.enqueue('relatorio.exportar', dados, { jobId: 'exp-1', attempts: 1 });
      await waitFor(async () => (await queue.progresso('exp-1')) === 40);
      const espera = queue.aguardar('relatorio.exportar', 'exp-1', 5000);
      soltar();
      expect(await espera).toEqual({
        estado: 'concluido',
        resultado: { exportacaoId: 'exp-1', status: 'pronta' },
      });
      // A waiter that comes after the end still learns it.
      expect(await queue.aguardar('relatorio.exportar', 'exp-1', 1000)).toEqual(await espera);
    });

    test('a waiter learns that a job failed, or that it did not end in time', async () => {
      const r = recorder();
      let soltar: () => void = () => undefined;
      const solto = new Promise<void>((resolve) => (soltar = resolve));
      await queue.process({
        ...r.handlers,
        'relatorio.limpar': async () => {
          throw new Error('banco fora do ar');
        },
        'pix.consultar': () => solto,
      });
      await queue.enqueue('relatorio.limpar', {}, { jobId: 'limpar-1', attempts: 1 });
      expect(await queue.aguardar('relatorio.limpar', 'limpar-1', 5000)).toEqual({
        estado: 'falhou',
        motivo: 'banco fora do ar',
      });
      await queue.enqueue(
        'pix.consultar',
        { empresaId: 1, pagamentoId: 1, tentativa: 1 },
        { jobId: 'parado' },
      );
      // The job is held until soltar() below: an answer at all means the waiter gave up on it.
      expect(await queue.aguardar('pix.consultar', 'parado', 300)).toEqual({
        estado: 'tempo_esgotado',
      });
      soltar();
    });

    test('a repeating job runs again and again; enqueuing its schedule twice keeps one', async () => {
      let vezes = 0;
      await queue.process({
        ...recorder().handlers,
        'relatorio.limpar': async () => {
          vezes += 1;
          return { removidas: 0 };
        },
      });
      await queue.enqueue('relatorio.limpar', {}, { jobId: 'limpeza', repetirACadaMs: 150 });
      await queue.enqueue('relatorio.limpar', {}, { jobId: 'limpeza', repetirACadaMs: 150 });
      await waitFor(() => vezes >= 3, 5000);
      const inicio = Date.now();
      const antes = vezes;
      await new Promise((resolve) => setTimeout(resolve, 600));
      // One schedule: about four more runs in 600 ms, not eight.
      expect(vezes - antes).toBeLessThanOrEqual(6);
      expect(Date.now() - inicio).toBeGreaterThanOrEqual(590);
    });

    test('jobs enqueued before process() starts are not lost', async () => {
      const r = recorder();
      await queue.enqueue('email.enviar', { outboxId: 11 });
      await queue.process(r.handlers);
      await waitFor(() => r.seen.length === 1);
      expect(r.seen[0]!.data).toEqual({ outboxId: 11 });
    });
  });
}

queueContract('in-process queue', () => createInProcessQueue({ backoffMs: 20, logger: silent }));

// The global setup sets TEST_REDIS_URL when a Redis server answers (always the case in CI).
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  // Each test gets its own key prefix, so parallel runs and leftovers never meet.
  queueContract('BullMQ queue', () =>
    createBullmqQueue({
      redisUrl,
      prefix: `teste-${randomBytes(4).toString('hex')}`,
      backoffMs: 20,
      logger: silent,
    }),
  );
} else {
  test.skip('BullMQ queue: Redis is not reachable here', () => undefined);
}
