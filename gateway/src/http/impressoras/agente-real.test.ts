import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { impressaoTrabalhos } from '@cardapio/core/testing';
import {
  iniciarImpressoraFalsa,
  type ImpressoraFalsa,
  type TicketDecodificado,
} from '../../../../testing/impressora-falsa';
import type { RunningServer } from '../../server';
import { criarEstacao, rotearCategorias } from '../../testing/estacoes';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginStaff } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

/**
 * Issue 30's proof with every real part: the gateway, the print agent's CLI in a process of its
 * own (paired with the code the back office shows) and a fake thermal printer on a TCP port that
 * decodes the ESC/POS it receives. Orders placed through the checkout come out on paper with
 * their accents; a printer down for a while prints nothing meanwhile and everything in order
 * after; the agent killed mid-stream and started again prints every job exactly once; a printer
 * out of paper (it says so when asked) prints nothing until the paper is back; 50 orders in 10 s
 * print 50 tickets, none twice; kitchen and bar printers each print their station's items.
 */

const RAIZ = path.join(__dirname, '..', '..', '..', '..');

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let impressora: ImpressoraFalsa;
let pasta: string;
let acaiId: number;
let guaranaId: number;
const processos: ChildProcess[] = [];
/** The printers each test registered: removed after it, so that later orders skip them. */
const cadastradas: number[] = [];

function iniciarAgente(argumentos: string[]) {
  const filho = spawn(
    process.execPath,
    ['--import', 'tsx', 'impressora/src/cli.ts', '--dados', pasta, ...argumentos],
    { cwd: RAIZ, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  let saida = '';
  filho.stdout!.on('data', (d: Buffer) => (saida += d.toString('utf8')));
  filho.stderr!.on('data', (d: Buffer) => (saida += d.toString('utf8')));
  processos.push(filho);
  return { filho, saida: () => saida };
}

async function esperar<T>(ler: () => T | undefined | Promise<T | undefined>, ms = 20_000) {
  const limite = Date.now() + ms;
  for (;;) {
    const valor = await ler();
    if (valor !== undefined) return valor;
    if (Date.now() > limite) throw new Error('não chegou a tempo');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Pairs an agent (the CLI, with the back office's code) and registers the fake printer on it. */
async function agenteComImpressora() {
  const novo = await request(http)
    .post('/api/impressoras/agentes')
    .set(autorizado(gestao))
    .send({ nome: 'PC do balcão' })
    .expect(201);
  const agente = iniciarAgente(['--servidor', server.url, '--codigo', novo.body.codigo]);
  const agenteId = novo.body.agente.id as number;
  const criada = await request(http)
    .post('/api/impressoras')
    .set(autorizado(gestao))
    .send({
      nome: 'Cozinha',
      agente_id: agenteId,
      conexao: 'rede',
      endereco: '127.0.0.1',
      porta: impressora.porta,
      largura: 80,
    })
    .expect(201);
  const impressoraId = criada.body.id as number;
  cadastradas.push(impressoraId);
  await esperar(async () => {
    const lista = await request(http).get('/api/impressoras').set(autorizado(gestao));
    return lista.body.agentes.find((a: { id: number; conectado: boolean }) => a.id === agenteId)
      ?.conectado
      ? true
      : undefined;
  });
  return { agente, impressoraId };
}

/** The printer's jobs in the database: the order each is for, and how it went. */
const trabalhosDa = (impressoraId: number) =>
  server.core.db
    .select({
      pedido_id: impressaoTrabalhos.pedido_id,
      estado: impressaoTrabalhos.estado,
      erro: impressaoTrabalhos.erro,
      tentativas: impressaoTrabalhos.tentativas,
    })
    .from(impressaoTrabalhos)
    .where(
      and(eq(impressaoTrabalhos.empresa_id, 1), eq(impressaoTrabalhos.impressora_id, impressoraId)),
    );

async function pedido(): Promise<number> {
  const token = await clienteComCarrinho(http, [acaiId, 1], [guaranaId, 2]);
  const res = await finalizarPedido(http, token);
  expect(res.status).toBe(201);
  return (res.body as { id: number }).id;
}

/** The order a ticket is for, read off its header ('PEDIDO #41'). */
const pedidoDoTicket = (t: TicketDecodificado) => {
  for (const l of t.linhas) {
    const numero = /^PEDIDO #(\d+)$/.exec(l.trim())?.[1];
    if (numero) return Number(numero);
  }
  return undefined;
};
/** The tickets printed for an order. */
const doPedido = (id: number) => impressora.tickets().filter((t) => pedidoDoTicket(t) === id);

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  await definirLoja(http, gestao, true);
  acaiId = (await produtoDemo(http, 1, 'Açaí 500ml')).produto.id;
  guaranaId = (await produtoDemo(http, 1, 'Guaraná Antarctica 2L')).produto.id;
}, 60_000);
beforeEach(async () => {
  impressora = await iniciarImpressoraFalsa();
  pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'agente-real-'));
});
afterEach(async () => {
  for (const p of processos.splice(0)) if (p.exitCode === null) p.kill('SIGKILL');
  for (const id of cadastradas.splice(0))
    await request(http).delete(`/api/impressoras/${id}`).set(autorizado(gestao)).expect(200);
  await impressora.parar();
  await fs.rm(pasta, { recursive: true, force: true });
});
afterAll(() => server.close());

test('paired with the back office’s code, the agent prints each order once, accents and all; down, then back: in order; killed and restarted: exactly once', async () => {
  const { agente } = await agenteComImpressora();

  // One order: one ticket, with its accents.
  const primeiro = await pedido();
  const [ticket] = await esperar(() =>
    doPedido(primeiro).length ? doPedido(primeiro) : undefined,
  );
  const texto = ticket!.linhas.map((l) => l.trim());
  expect(texto).toContain('1x Açaí 500ml');
  expect(texto).toContain('2x Guaraná Antarctica 2L');
  expect(ticket!.cortado).toBe(true);
  expect(ticket!.desconhecidos).toEqual([]);

  // The printer goes down while 5 orders come in: nothing printed meanwhile, all 5 in order after.
  await impressora.desligar();
  const durante: number[] = [];
  for (let i = 0; i < 5; i++) durante.push(await pedido());
  await new Promise((r) => setTimeout(r, 1000));
  expect(durante.flatMap(doPedido)).toEqual([]);
  await impressora.ligar();
  // The agent answered 'falhou' for them: they wait, and go out again every few seconds
  // ('impressao.reenviar') until the printer takes them.
  await esperar(() => (durante.every((id) => doPedido(id).length === 1) ? true : undefined));
  const ordem = impressora
    .tickets()
    .map(pedidoDoTicket)
    .filter((id) => id !== undefined && durante.includes(id));
  expect(ordem).toEqual(durante);

  // Killed without warning while 10 orders come in, then started again: every one printed once.
  const rajada: number[] = [];
  for (let i = 0; i < 10; i++) {
    rajada.push(await pedido());
    if (i === 4) agente.filho.kill('SIGKILL');
  }
  iniciarAgente(['--servidor', server.url]);
  await esperar(() => (rajada.every((id) => doPedido(id).length >= 1) ? true : undefined), 30_000);
  await new Promise((r) => setTimeout(r, 1500));
  for (const id of [primeiro, ...durante]) expect(doPedido(id)).toHaveLength(1);
  // An order the agent printed but had no time to journal may print twice (never zero): the
  // journal is written before the answer, so at most the one in the printer's hands at the kill.
  const repetidos = rajada.filter((id) => doPedido(id).length > 1);
  expect(repetidos.length).toBeLessThanOrEqual(1);
  expect(agente.saida()).not.toMatch(/Error:|TypeError/);
}, 120_000);

test('out of paper when an order comes in: nothing printed, the job waits with “sem papel” and is tried again; paper back: printed once', async () => {
  const { impressoraId } = await agenteComImpressora();
  impressora.semPapel(true);
  const id = await pedido();
  // The agent answers 'falhou' with why; the server sends the job again every few seconds, in
  // vain while the printer says it has no paper.
  const semPapel = await esperar(async () => {
    const [t] = await trabalhosDa(impressoraId);
    return t && (t.estado === 'impresso' || (t.estado === 'pendente' && t.tentativas >= 2))
      ? t
      : undefined;
  }, 30_000);
  expect(semPapel).toMatchObject({ pedido_id: id, estado: 'pendente' });
  expect(semPapel.erro).toContain('sem papel');
  expect(impressora.tickets()).toEqual([]);
  expect(impressora.conexoes()).toEqual([]);

  impressora.semPapel(false);
  await esperar(async () => {
    const [t] = await trabalhosDa(impressoraId);
    return t?.estado === 'impresso' ? true : undefined;
  }, 30_000);
  expect(doPedido(id)).toHaveLength(1);
  expect(impressora.tickets()).toHaveLength(1);
}, 60_000);

test('50 orders in 10 s print 50 tickets, none twice', async () => {
  const { impressoraId } = await agenteComImpressora();
  // Ten customers (a sign-up costs a password hash: few), each an order every 2 s, taking turns:
  // an order every 200 ms, its cart filled and checked out through the API.
  const clientes = await Promise.all(Array.from({ length: 10 }, () => clienteComCarrinho(http)));
  const inicio = Date.now();
  const ids = (
    await Promise.all(
      clientes.map(async (cliente, c) => {
        const deste: number[] = [];
        for (let k = 0; k < 5; k++) {
          const hora = inicio + (k * clientes.length + c) * 200;
          await new Promise((r) => setTimeout(r, hora - Date.now()));
          await request(http)
            .post('/api/carrinho/1/adicionar')
            .set(autorizado(cliente))
            .send({ produto_id: acaiId, quantidade: 1 })
            .expect(201);
          const res = await finalizarPedido(http, cliente);
          expect(res.status).toBe(201);
          deste.push((res.body as { id: number }).id);
        }
        return deste;
      }),
    )
  ).flat();
  expect(new Set(ids).size).toBe(50);

  const trabalhos = await esperar(async () => {
    if (impressora.tickets().length < 50) return undefined;
    const lista = await trabalhosDa(impressoraId);
    return lista.every((t) => t.estado === 'impresso') ? lista : undefined;
  }, 45_000);
  const tickets = impressora.tickets();
  expect(tickets).toHaveLength(50);
  expect(tickets.map(pedidoDoTicket).sort((a, b) => a! - b!)).toEqual(
    [...ids].sort((a, b) => a - b),
  );
  expect(tickets.every((t) => t.cortado && t.desconhecidos.length === 0)).toBe(true);
  expect(trabalhos).toHaveLength(50);
  expect(trabalhos.map((t) => t.pedido_id).sort((a, b) => a! - b!)).toEqual(
    [...ids].sort((a, b) => a - b),
  );
}, 90_000);

test('kitchen and bar on two printers: one order prints each station’s own items, accents and all', async () => {
  const cozinha = await criarEstacao(http, gestao, { nome: 'Cozinha Real' });
  const bar = await criarEstacao(http, gestao, { nome: 'Bar Real' });
  await rotearCategorias(http, gestao, [
    [acaiId, cozinha.id],
    [guaranaId, bar.id],
  ]);
  const noBar = await iniciarImpressoraFalsa();
  try {
    const { impressoraId } = await agenteComImpressora();
    const agenteId = (
      await request(http).get('/api/impressoras').set(autorizado(gestao)).expect(200)
    ).body.impressoras.find((i: { id: number }) => i.id === impressoraId).agente_id as number;
    const comum = { agente_id: agenteId, conexao: 'rede', endereco: '127.0.0.1', largura: 80 };
    await request(http)
      .put(`/api/impressoras/${impressoraId}`)
      .set(autorizado(gestao))
      .send({ ...comum, nome: 'Cozinha', porta: impressora.porta, estacoes: [cozinha.id] })
      .expect(200);
    const barId = (
      await request(http)
        .post('/api/impressoras')
        .set(autorizado(gestao))
        .send({ ...comum, nome: 'Bar', porta: noBar.porta, estacoes: [bar.id] })
        .expect(201)
    ).body.id as number;
    cadastradas.push(barId);

    const id = await pedido();
    const [naCozinha] = await impressora.aguardar(1, 20_000);
    const [doBar] = await noBar.aguardar(1, 20_000);
    const cozinhaTexto = naCozinha!.linhas.join('\n');
    const barTexto = doBar!.linhas.join('\n');
    expect(cozinhaTexto).toContain(`PEDIDO #${id}`);
    expect(cozinhaTexto).toContain('1x Açaí 500ml');
    expect(cozinhaTexto).not.toContain('Guaraná');
    expect(barTexto).toContain(`PEDIDO #${id}`);
    expect(barTexto).toContain('2x Guaraná Antarctica 2L');
    expect(barTexto).not.toContain('Açaí');
    // Each exactly once.
    expect(doPedido(id)).toHaveLength(1);
    expect(noBar.tickets()).toHaveLength(1);
  } finally {
    await noBar.parar();
  }
});
