/**
 * A kitchen bump → every screen and the customer (issue 29: p99 < 200 ms). Two stations (Cozinha
 * and Bar), the burger's category routed to the first and the coke's to the second, so each order
 * has one item at each; 50 kitchen screens (registered screens' tokens, each a Socket.IO client in
 * the company's staff room, as the monitor opens them) and one socket per customer. Orders are
 * placed through the real checkout, then each order's Cozinha item is bumped
 * (POST /api/monitor/itens/:id/pronto) and then its Bar part (POST /api/monitor/pedidos/:id/pronto
 * with `{ estacoes: [bar] }`), with the staff's token. Each bump is timed from just before its
 * request to (a) every screen's first 'pedido:atualizado' where that item has pronto_em, and
 * (b) for the Bar bump, the last one, the customer's 'pedido:atualizado' with status 'pronto'.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/preparo.ts
 * Without DATABASE_URL it runs on PGlite (customers registered through the API, slower to set up).
 * BENCH_PEDIDOS (default 200) measured orders, after BENCH_WARMUP (default 10) reported apart;
 * BENCH_TELAS (default 50) screens; BENCH_TELAS_COMO=equipe opens them with the staff's token
 * instead; BENCH_CONCORRENCIA (default 1) orders bumped at once (each one Cozinha, then Bar, each
 * bump waiting for its deliveries or BENCH_TIMEOUT_MS, default 5000).
 */
import os from 'node:os';
import request from 'supertest';
import type { Pedido, TelaMonitorCriada } from '@cardapio/shared-events';
import { criarEstacao, rotearCategorias } from '@cardapio/gateway/src/testing/estacoes';
import { autorizado, produtoDemo } from '@cardapio/gateway/src/testing/loja';
import { novoCliente } from '@cardapio/gateway/src/testing/sessions';
import { socketClients, type ClientSocket } from '@cardapio/gateway/src/testing/sockets';
import {
  abrirLoja,
  BENCH_DB,
  clientesComCarrinho,
  cpuMs,
  dropDatabase,
  freshDatabaseUrl,
  PEDIDO,
  percentil,
  salvarResultado,
  startBenchServer,
  staffToken,
} from './support';

const inteiro = (nome: string, padrao: number, minimo: number) => {
  const valor = Number(process.env[nome] ?? padrao);
  if (!Number.isInteger(valor) || valor < minimo)
    throw new Error(`${nome} deve ser um inteiro ≥ ${minimo}`);
  return valor;
};
const PEDIDOS = inteiro('BENCH_PEDIDOS', 200, 1);
const AQUECIMENTO = inteiro('BENCH_WARMUP', 10, 0);
const TELAS = inteiro('BENCH_TELAS', 50, 1);
const CONCORRENCIA = inteiro('BENCH_CONCORRENCIA', 1, 1);
const TIMEOUT_MS = inteiro('BENCH_TIMEOUT_MS', 5000, 1);
const TELAS_COMO = process.env.BENCH_TELAS_COMO === 'equipe' ? 'equipe' : 'tela';
const PORTA = 3798;
const META_P99_MS = 200;

/** One bump's measure: ms from just before its request. */
interface Medida {
  estacao: 'cozinha' | 'bar';
  aquecimento: boolean;
  resposta: number;
  /** Each screen's receipt (those that received it within the timeout). */
  telas: number[];
  /** The customer's 'pronto' (Bar bump only; null: missed). */
  cliente: number | null;
}

/** Waits for a bump's deliveries: every screen's, and the customer's when asked. */
interface Espera {
  inicio: number;
  telas: number[];
  vistoPor: Set<number>;
  cliente: number | null;
  querCliente: boolean;
  completa(): void;
}

const porItem = new Map<number, Espera>();
const porPedidoPronto = new Map<number, Espera>();

function verificar(espera: Espera) {
  if (espera.telas.length === TELAS && (!espera.querCliente || espera.cliente !== null))
    espera.completa();
}

/** A screen's 'pedido:atualizado': the first time it sees each awaited item done. */
function ouvirTela(socket: ClientSocket, indice: number) {
  socket.on('pedido:atualizado', (p) => {
    const agora = performance.now();
    for (const item of p.itens) {
      if (!item.pronto_em) continue;
      const espera = porItem.get(item.id);
      if (!espera || espera.vistoPor.has(indice)) continue;
      espera.vistoPor.add(indice);
      espera.telas.push(agora - espera.inicio);
      verificar(espera);
    }
  });
}

let alheios = 0;

/** A customer's 'pedido:atualizado': their order turning 'pronto'; another's is a leak. */
function ouvirCliente(socket: ClientSocket, usuarioId: number) {
  socket.on('pedido:atualizado', (p) => {
    const agora = performance.now();
    if (p.usuario_id !== usuarioId) alheios++;
    if (p.status !== 'pronto') return;
    const espera = porPedidoPronto.get(p.id);
    if (!espera || espera.cliente !== null) return;
    espera.cliente = agora - espera.inicio;
    verificar(espera);
  });
}

async function bump(
  base: string,
  staff: string,
  caminho: string,
  corpo: object,
  itemId: number,
  pedidoId: number | null,
): Promise<Omit<Medida, 'estacao' | 'aquecimento'>> {
  let completa = () => {};
  const entregue = new Promise<void>((resolve) => (completa = resolve));
  const espera: Espera = {
    inicio: 0,
    telas: [],
    vistoPor: new Set(),
    cliente: null,
    querCliente: pedidoId !== null,
    completa,
  };
  porItem.set(itemId, espera);
  if (pedidoId !== null) porPedidoPronto.set(pedidoId, espera);
  espera.inicio = performance.now();
  const res = await fetch(`${base}/api/monitor/${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
    body: JSON.stringify(corpo),
  });
  const resposta = performance.now() - espera.inicio;
  if (res.status !== 200) throw new Error(`POST ${caminho}: ${res.status} ${await res.text()}`);
  const { pedido } = (await res.json()) as { pedido: Pedido };
  if (pedidoId !== null && pedido.status !== 'pronto')
    throw new Error(`pedido ${pedidoId} ficou '${pedido.status}' depois do último bump`);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([entregue, new Promise((r) => (timer = setTimeout(r, TIMEOUT_MS)))]);
  clearTimeout(timer);
  porItem.delete(itemId);
  if (pedidoId !== null) porPedidoPronto.delete(pedidoId);
  return { resposta, telas: [...espera.telas], cliente: espera.cliente };
}

/** `n` customers of empresa 1 with a coke (Bar) and a burger (Cozinha) in the cart. */
async function clientes(
  base: string,
  databaseUrl: string | undefined,
  n: number,
  burguer: { produto_id: number; personalizacoes: { opcao_id: number; item_id: number }[] },
  cocaId: number,
): Promise<string[]> {
  const adicionar = async (token: string, linha: object) => {
    const res = await request(base)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(token))
      .send(linha);
    if (res.status !== 201)
      throw new Error(`carrinho recusou: ${res.status} ${JSON.stringify(res.body)}`);
  };
  // PostgreSQL: straight to the database with a coke in the cart (as bench/push.ts); PGlite: the
  // registration's API (its scrypt makes the setup slower, not the measure).
  const tokens = databaseUrl
    ? await clientesComCarrinho(databaseUrl, n)
    : await emLotes(Array.from({ length: n }), 4, async () => {
        const reg = await request(base).post('/api/auth/registro').send(novoCliente());
        if (reg.status !== 201 && reg.status !== 200)
          throw new Error(`registro recusado: ${reg.status} ${JSON.stringify(reg.body)}`);
        const token = reg.body.token as string;
        await adicionar(token, { produto_id: cocaId, quantidade: 2 });
        return token;
      });
  await emLotes(tokens, 4, (token) => adicionar(token, { ...burguer, quantidade: 1 }));
  return tokens;
}

/** `fazer` over `itens`, at most `paralelo` at once, answers in order. */
async function emLotes<T, R>(
  itens: T[],
  paralelo: number,
  fazer: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const saida: R[] = new Array<R>(itens.length);
  let proximo = 0;
  await Promise.all(
    Array.from({ length: Math.min(paralelo, itens.length) }, async () => {
      while (proximo < itens.length) {
        const i = proximo++;
        saida[i] = await fazer(itens[i]!, i);
      }
    }),
  );
  return saida;
}

const arredondar = (ms: number) => Math.round(ms * 10) / 10;
const resumo = (xs: number[]) => ({
  n: xs.length,
  p50ms: arredondar(percentil(xs, 50)),
  p95ms: arredondar(percentil(xs, 95)),
  p99ms: arredondar(percentil(xs, 99)),
  maxMs: arredondar(percentil(xs, 100)),
});

function relatorio(medidas: Medida[]) {
  const completas = medidas.filter((m) => m.telas.length === TELAS);
  const ultimos = medidas.filter((m) => m.estacao === 'bar');
  return {
    bumps: medidas.length,
    /** (a) Per bump, the slowest screen (bumps where every screen received it). */
    telaMaisLenta: resumo(completas.map((m) => Math.max(...m.telas))),
    /** (a) Every screen's receipt of every bump. */
    todasAsEntregas: resumo(medidas.flatMap((m) => m.telas)),
    telaMaisLentaPorEstacao: {
      cozinha: resumo(
        completas.filter((m) => m.estacao === 'cozinha').map((m) => Math.max(...m.telas)),
      ),
      bar: resumo(completas.filter((m) => m.estacao === 'bar').map((m) => Math.max(...m.telas))),
    },
    /** (b) The customer's order turning 'pronto', from the Bar bump. */
    clientePronto: resumo(ultimos.flatMap((m) => (m.cliente === null ? [] : [m.cliente]))),
    /** The bump's HTTP answer. */
    resposta: resumo(medidas.map((m) => m.resposta)),
    perdidas: {
      entregasATelas: medidas.reduce((n, m) => n + TELAS - m.telas.length, 0),
      clientes: ultimos.filter((m) => m.cliente === null).length,
    },
  };
}

async function main() {
  const databaseUrl = await freshDatabaseUrl(`${BENCH_DB}_preparo_${process.pid}`);
  const server = await startBenchServer(PORTA, databaseUrl);
  const base = server.url;
  const sockets = socketClients();
  try {
    const staff = await staffToken(base);
    await abrirLoja(base, staff);
    const cozinha = await criarEstacao(base, staff, { nome: 'Cozinha' });
    const bar = await criarEstacao(base, staff, { nome: 'Bar' });
    const burguer = await produtoDemo(base, 1, 'X-Burguer');
    const coca = await produtoDemo(base, 1, 'Coca-Cola Lata 350ml');
    await rotearCategorias(base, staff, [
      [burguer.produto.id, cozinha.id],
      [coca.produto.id, bar.id],
    ]);

    const total = AQUECIMENTO + PEDIDOS;
    const tokens = await clientes(
      base,
      databaseUrl,
      total,
      {
        produto_id: burguer.produto.id,
        personalizacoes: [burguer.escolha('Ponto da carne', 'Ao ponto')],
      },
      coca.produto.id,
    );

    // The kitchen screens: registered screens (or the staff's token), in the staff room.
    const tokensDasTelas =
      TELAS_COMO === 'equipe'
        ? Array<string>(TELAS).fill(staff)
        : await emLotes(Array.from({ length: TELAS }), 4, async (_, i) => {
            const res = await request(base)
              .post('/api/monitor/telas')
              .set(autorizado(staff))
              .send({ nome: `Tela ${i + 1}` });
            if (res.status !== 201) throw new Error(`tela recusada: ${res.status}`);
            return (res.body as TelaMonitorCriada).token;
          });
    await emLotes(tokensDasTelas, 10, async (token, i) => {
      const { socket } = await sockets.connected(base, token);
      ouvirTela(socket, i);
    });

    // Each customer's socket, then their order through the checkout.
    await emLotes(tokens, 10, async (token) => {
      const { socket } = await sockets.connected(base, token);
      // The token's subject is the customer's id (a string in the JWT).
      const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        sub: string | number;
      };
      ouvirCliente(socket, Number(sub));
    });
    console.log(`${TELAS} telas (${TELAS_COMO}) e ${total} clientes conectados`);
    const pedidos = await emLotes(tokens, 4, async (token) => {
      const res = await fetch(`${base}/api/pedidos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: PEDIDO,
      });
      if (res.status !== 201)
        throw new Error(`POST /api/pedidos: ${res.status} ${await res.text()}`);
      const pedido = (await res.json()) as Pedido;
      const daCozinha = pedido.itens.filter((it) => it.estacao_id === cozinha.id);
      const doBar = pedido.itens.filter((it) => it.estacao_id === bar.id);
      if (pedido.itens.length !== 2 || daCozinha.length !== 1 || doBar.length !== 1)
        throw new Error(`pedido ${pedido.id} sem um item em cada estação`);
      return { id: pedido.id, cozinha: daCozinha[0]!.id, bar: doBar[0]!.id };
    });
    console.log(`${pedidos.length} pedidos feitos; bumps com concorrência ${CONCORRENCIA}`);
    // The orders' own news (created, expected times) settles before the first bump.
    await new Promise((r) => setTimeout(r, 1000));

    const medidas: Medida[] = [];
    const aquecimento = new Set(pedidos.slice(0, AQUECIMENTO).map((p) => p.id));
    const bumpsDe = async (p: (typeof pedidos)[number]) => {
      const ehAquecimento = aquecimento.has(p.id);
      const daCozinha = await bump(base, staff, `itens/${p.cozinha}/pronto`, {}, p.cozinha, null);
      medidas.push({ estacao: 'cozinha', aquecimento: ehAquecimento, ...daCozinha });
      const doBar = await bump(
        base,
        staff,
        `pedidos/${p.id}/pronto`,
        { estacoes: [bar.id] },
        p.bar,
        p.id,
      );
      medidas.push({ estacao: 'bar', aquecimento: ehAquecimento, ...doBar });
    };
    // The warm-up alone first (V8 compiles the paths once after start), then the measure.
    await emLotes(pedidos.slice(0, AQUECIMENTO), CONCORRENCIA, bumpsDe);
    const cpuAntes = cpuMs(server.pid);
    const inicio = performance.now();
    await emLotes(pedidos.slice(AQUECIMENTO), CONCORRENCIA, bumpsDe);
    const duracao = performance.now() - inicio;
    const cpuDoGateway = cpuMs(server.pid) - cpuAntes;

    const medidos = medidas.filter((m) => !m.aquecimento);
    const r = relatorio(medidos);
    const resultado = {
      banco: databaseUrl ? 'PostgreSQL' : 'PGlite',
      telas: TELAS,
      telasComo: TELAS_COMO,
      clientesConectados: total,
      pedidos: PEDIDOS,
      concorrencia: CONCORRENCIA,
      bumpsPorSegundo: arredondar((medidos.length * 1000) / duracao),
      cpuDoGatewayPorBumpMs: arredondar(cpuDoGateway / medidos.length),
      cargaDaMaquina: os.loadavg().map((l) => Math.round(l * 10) / 10),
      ...r,
      eventosAlheiosEmSocketsDeCliente: alheios,
      aquecimento: AQUECIMENTO > 0 ? relatorio(medidas.filter((m) => m.aquecimento)) : null,
      meta: { p99ms: META_P99_MS },
      observacao:
        'do instante antes do POST do bump (token da equipe) à chegada: telaMaisLenta é, por bump, a última das telas a receber o pedido:atualizado com o item marcado (pronto_em); todasAsEntregas, cada tela de cada bump; clientePronto, o socket do dono recebendo o pedido com status pronto depois do bump do Bar (o último). Cozinha por POST /api/monitor/itens/:id/pronto, Bar por POST /api/monitor/pedidos/:id/pronto {estacoes:[bar]}; cada bump espera as suas entregas antes do próximo (por pedido em andamento). Telas e clientes no mesmo processo do gerador, mesma máquina do servidor',
    };
    const linha = (nome: string, s: ReturnType<typeof resumo>) =>
      `${nome.padEnd(26)} n=${String(s.n).padStart(6)}  p50 ${s.p50ms} ms  p95 ${s.p95ms} ms  p99 ${s.p99ms} ms  máx ${s.maxMs} ms`;
    console.log(
      [
        `${medidos.length} bumps medidos (${PEDIDOS} pedidos, ${TELAS} telas, concorrência ${CONCORRENCIA}, ${resultado.banco}): ${resultado.bumpsPorSegundo} bumps/s, CPU do gateway ${resultado.cpuDoGatewayPorBumpMs} ms/bump`,
        linha('(a) tela mais lenta/bump', r.telaMaisLenta),
        linha('    cozinha (1º bump)', r.telaMaisLentaPorEstacao.cozinha),
        linha('    bar (2º bump)', r.telaMaisLentaPorEstacao.bar),
        linha('(a) todas as entregas', r.todasAsEntregas),
        linha('(b) cliente vê pronto', r.clientePronto),
        linha('resposta HTTP do bump', r.resposta),
        `perdidas: ${r.perdidas.entregasATelas} entregas a telas, ${r.perdidas.clientes} clientes; eventos alheios em sockets de cliente: ${alheios}`,
        `meta p99 < ${META_P99_MS} ms: ${Math.max(r.telaMaisLenta.p99ms, r.clientePronto.p99ms) < META_P99_MS && r.perdidas.entregasATelas + r.perdidas.clientes === 0 ? 'ok' : 'NÃO'}`,
      ].join('\n'),
    );
    console.log(`resultado em ${salvarResultado('preparo', resultado)}`);
  } finally {
    sockets.closeAll();
    await server.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
