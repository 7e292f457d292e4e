/**
 * WhatsApp messages with real processes (issue 32 §2): a gateway (RUN_WORKERS=false), a Redis of
 * its own, the workers process, PostgreSQL and the local Cloud API stand-in. 500 orders are placed
 * while no worker runs, so their 500 messages wait in BullMQ; the workers then send them as fast
 * as they can from two processes: the stand-in, which refuses like Meta past the number's limit
 * (code 130429), never sees more than the limit in any second. The number's limit is 20 here
 * (WHATSAPP_MENSAGENS_POR_SEGUNDO; Meta's default, 80, is what production uses): this 2-core
 * machine sends little more than 80 a second with everything on it, so at 80 the test could not
 * tell our limit from none; at 20 it fails at once without it (checked). Midway, with the stand-in answering slowly, the workers are killed
 * (SIGKILL) while sends are in flight and started again: each message reaches the stand-in
 * exactly once (the 'sent' webhook names the sends whose answers died with the process).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Pedido } from '@cardapio/shared-events';
import { startWhatsappLocal, type WhatsappLocal } from '../../../testing/whatsapp-local';
import { definirLoja, produtoDemo } from '../testing/loja';
import {
  criarBanco,
  iniciarGateway,
  iniciarRedis,
  iniciarWorkers,
  portaLivre,
  type AmbienteDoCluster,
  type Processo,
} from '../testing/processos';

const PHONE_ID = '109876543210';
const TOKEN = 'EAAG-token-de-teste-do-whatsapp-1234567890';
const SEGREDO = 'app-secret-de-teste-123';
const PEDIDOS = 500;
const POR_SEGUNDO = 20;

const disponivel = Boolean(process.env.DATABASE_URL) && fs.existsSync('/usr/bin/redis-server');
if (!disponivel) console.warn('[whatsapp-processos] pulado: falta PostgreSQL ou redis-server');

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function ate(condicao: () => boolean | Promise<boolean>, ms: number, oQue: () => string) {
  const limite = Date.now() + ms;
  while (!(await condicao())) {
    if (Date.now() > limite) throw new Error(`tempo esgotado esperando ${oQue()}`);
    await esperar(100);
  }
}

/** The most arrivals in any window of `janelaMs` (a sliding window over the sorted times). */
function maiorJanela(tempos: number[], janelaMs: number): number {
  const t = [...tempos].sort((a, b) => a - b);
  let maior = 0;
  let inicio = 0;
  for (let fim = 0; fim < t.length; fim++) {
    while (t[fim]! - t[inicio]! >= janelaMs) inicio += 1;
    maior = Math.max(maior, fim - inicio + 1);
  }
  return maior;
}

(disponivel ? test : test.skip)(
  '500 mensagens em rajada: no máximo o limite do número por segundo, e matar os workers no meio do envio não duplica nenhuma',
  async () => {
    const processos: {
      redis?: Processo;
      gw?: Processo;
      workers?: Processo;
      outros?: Processo;
    } = {};
    let banco: Awaited<ReturnType<typeof criarBanco>> | undefined;
    let wa: WhatsappLocal | undefined;
    let pg: Client | undefined;
    const dirRedis = fs.mkdtempSync(path.join(os.tmpdir(), 'whatsapp-redis-'));
    try {
      banco = await criarBanco();
      wa = await startWhatsappLocal({ intervaloDosStatusMs: 5, limitePorSegundo: POR_SEGUNDO });
      wa.registrarNumero(PHONE_ID, { token: TOKEN, appSecret: SEGREDO });
      wa.lerMensagens = false;
      const [portaRedis, portaGw] = await Promise.all([portaLivre(), portaLivre()]);
      processos.redis = await iniciarRedis(portaRedis, dirRedis);
      const amb: AmbienteDoCluster = {
        databaseUrl: banco.url,
        redisUrl: `redis://127.0.0.1:${portaRedis}`,
        queuePrefix: 'whatsapp',
        extra: {
          RATE_LIMIT_LOGIN_MAX: '1000000',
          RATE_LIMIT_ACCOUNT_MAX: '1000000',
          WHATSAPP_BASE_URL: wa.url,
          WHATSAPP_MENSAGENS_POR_SEGUNDO: String(POR_SEGUNDO),
          // A killed worker's jobs are taken over after 2 s; a send whose answer was lost waits
          // 3 s for the 'sent' webhook before it may go again.
          JOBS_TRAVA_SEGUNDOS: '2',
          // Enough senders at once to go well past the limit without the limit.
          JOBS_CONCORRENCIA: '25',
          WHATSAPP_CONFIRMACAO_SEGUNDOS: '3',
        },
      };
      processos.gw = await iniciarGateway('gw', portaGw, amb);
      const URL_GW = `http://127.0.0.1:${portaGw}`;
      wa.apontarWebhook(PHONE_ID, `${URL_GW}/api/whatsapp/webhook/1`);

      const login = await fetch(`${URL_GW}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@cardapiovivo.com.br', senha: 'admin123' }),
      });
      const { token } = (await login.json()) as { token: string };
      const cabecalhos = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      await definirLoja(URL_GW, token, true);
      const config = await fetch(`${URL_GW}/api/whatsapp/config`, {
        method: 'PUT',
        headers: cabecalhos,
        body: JSON.stringify({
          phone_number_id: PHONE_ID,
          access_token: TOKEN,
          app_secret: SEGREDO,
          ativo: true,
        }),
      });
      expect(config.status).toBe(200);
      const coca = (await produtoDemo(URL_GW, 1, 'Coca-Cola Lata 350ml')).produto.id;

      // 500 counter orders while no worker runs: their messages wait in the queue.
      const ids: number[] = [];
      let proximo = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (proximo < PEDIDOS) {
            const n = proximo++;
            const res = await fetch(`${URL_GW}/api/pedidos/equipe`, {
              method: 'POST',
              headers: cabecalhos,
              body: JSON.stringify({
                canal: 'balcao',
                entrega: 'retirada',
                cliente: { nome: `Cliente ${n}`, telefone: `4898${String(n).padStart(7, '0')}` },
                itens: [{ produto_id: coca, quantidade: 1 }],
                pagamento: { metodo: 'na_entrega', metodo_na_entrega: 'dinheiro' },
              }),
            });
            expect(res.status).toBe(201);
            ids.push(((await res.json()) as { pedido: Pedido }).pedido.id);
          }
        }),
      );
      expect(wa.mensagens).toHaveLength(0);

      // The burst: two workers processes (one number, two senders) send what waits, as fast as
      // the limit lets them.
      [processos.workers, processos.outros] = await Promise.all([
        iniciarWorkers(amb),
        iniciarWorkers(amb),
      ]);
      await ate(
        () => wa!.mensagens.length >= 200,
        60_000,
        () => `${wa!.mensagens.length} enviadas`,
      );
      // Slow answers, so the kill finds sends in flight (accepted by WhatsApp, not yet answered).
      wa.atrasoDaRespostaMs = 3_000;
      const antes = wa.mensagens.length;
      await ate(
        () => wa!.mensagens.length > antes,
        10_000,
        () => 'um envio em andamento',
      );
      await esperar(300);
      await Promise.all([processos.workers.matar('SIGKILL'), processos.outros.matar('SIGKILL')]);
      const noMomentoDaMorte = wa.mensagens.length;
      wa.atrasoDaRespostaMs = 0;
      processos.workers = await iniciarWorkers(amb);

      pg = new Client({ connectionString: banco.url });
      await pg.connect();
      const abertas = async () =>
        Number(
          (
            await pg!.query<{ n: string }>(
              `select count(*) as n from whatsapp_mensagens where status in ('pendente', 'enviando')`,
            )
          ).rows[0]!.n,
        );
      await ate(
        async () => wa!.mensagens.length >= PEDIDOS && (await abertas()) === 0,
        120_000,
        () => `${wa!.mensagens.length} de ${PEDIDOS} enviadas`,
      );
      await esperar(1_000);

      // Exactly once: 500 messages, one per order, none twice.
      const chaves = wa.mensagens.map((m) => m.referencia);
      expect(noMomentoDaMorte).toBeLessThan(PEDIDOS);
      expect(new Set(chaves).size).toBe(chaves.length);
      expect(chaves.length).toBe(PEDIDOS);
      expect(new Set(chaves)).toEqual(new Set(ids.map((id) => `pedido:${id}:pedido_recebido`)));
      // The limit held: never refused by WhatsApp, never more than the limit in a second.
      console.log(
        `[whatsapp-processos] maior segundo: ${maiorJanela(
          wa.mensagens.map((m) => m.em),
          1_000,
        )}`,
      );
      expect(wa.recusadasPorLimite).toBe(0);
      expect(
        maiorJanela(
          wa.mensagens.map((m) => m.em),
          1_000,
        ),
      ).toBeLessThanOrEqual(POR_SEGUNDO);
      // Every order's board state settled (sent or delivered, none waiting, none failed).
      const estados = await pg.query<{ status: string; n: string }>(
        `select whatsapp_status as status, count(*) as n from pedidos
         where whatsapp_aceito group by whatsapp_status`,
      );
      const porStatus = Object.fromEntries(estados.rows.map((r) => [r.status, Number(r.n)]));
      expect((porStatus.enviado ?? 0) + (porStatus.entregue ?? 0)).toBe(PEDIDOS);
    } finally {
      await Promise.allSettled(
        [processos.workers, processos.outros, processos.gw, processos.redis].map((p) =>
          p?.matar('SIGKILL'),
        ),
      );
      await pg?.end().catch(() => undefined);
      await wa?.close();
      await banco?.apagar();
      fs.rmSync(dirRedis, { recursive: true, force: true });
    }
  },
  300_000,
);
