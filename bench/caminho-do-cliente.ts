/**
 * The customer's whole path to an order, over HTTP with each customer's own token (issue 33 §1):
 * open the menu, 3 adds to the server-side cart (one with options), read the cart, place the
 * order, read their orders. No database shortcut on the path: only the accounts are written
 * straight to PostgreSQL (a sign-up would measure scrypt, not ordering).
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/caminho-do-cliente.ts
 *
 * Reports the gateway's and PostgreSQL's CPU per order (the whole path's), and the path's
 * latency at a steady BENCH_RATE paths per second (default 50, for BENCH_RATE_SECONDS, default
 * 20; each path's time counts from when it was due, so waiting for a free customer counts), plus
 * each call's share. BENCH_CUSTOMERS (default 20) customers walk it at once. Core pinning as
 * bench/http.ts (the generator on one core, the gateway and the run's backends on the other).
 */
import type { MenuResposta, OpcaoGrupo, Pedido } from '@cardapio/shared-events';
import {
  abrirLoja,
  BENCH_DB,
  clientesComCarrinho,
  cpuMs,
  dropDatabase,
  fixarBackends,
  fixarGerador,
  freshDatabaseUrl,
  PEDIDO,
  percentil,
  salvarResultado,
  startBenchServer,
  staffToken,
} from './support';

const CLIENTES = Number(process.env.BENCH_CUSTOMERS ?? 20);
const AQUECIMENTO = Number(process.env.BENCH_WARMUP ?? 200);
const CAMINHOS = Number(process.env.BENCH_PATHS ?? 1000);
const TAXA = Number(process.env.BENCH_RATE ?? 50);
const TAXA_SEGUNDOS = Number(process.env.BENCH_RATE_SECONDS ?? 20);

type Chamada =
  'menu' | 'adicionar' | 'adicionar_com_opcoes' | 'carrinho' | 'pedido' | 'meus_pedidos';

interface Produtos {
  simples: number[];
  comOpcoes: { produto_id: number; personalizacoes: object[] };
}

async function produtosDoCardapio(url: string): Promise<Produtos> {
  const menu = (await (await fetch(`${url}/api/menu/1`)).json()) as MenuResposta;
  const simples: number[] = [];
  let comOpcoes: Produtos['comOpcoes'] | undefined;
  for (const p of menu.produtos) {
    const grupos = (await (
      await fetch(`${url}/api/menu/produto/${p.id}/opcoes`)
    ).json()) as OpcaoGrupo[];
    if (grupos.length === 0) simples.push(p.id);
    else if (!comOpcoes && grupos.every((g) => g.itens.length > 0))
      comOpcoes = {
        produto_id: p.id,
        // The first choice of each required group, and one extra of the first optional one.
        personalizacoes: grupos
          .filter((g) => g.obrigatorio || g.tipo === 'adicionar')
          .map((g) => ({ opcao_id: g.id, item_id: g.itens[0]!.id, quantidade: 1 })),
      };
  }
  if (simples.length < 2 || !comOpcoes) throw new Error('cardápio de demonstração sem produtos');
  return { simples, comOpcoes };
}

/** One customer's whole path; answers each call's time (ms) and the order's id. */
async function caminho(
  url: string,
  token: string,
  produtos: Produtos,
  tempos: Map<Chamada, number[]>,
): Promise<void> {
  const autorizado = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const chamar = async (nome: Chamada, caminhoHttp: string, init: RequestInit = {}) => {
    const inicio = performance.now();
    const res = await fetch(`${url}${caminhoHttp}`, init);
    const corpo = await res.text();
    tempos.get(nome)!.push(performance.now() - inicio);
    if (!res.ok) throw new Error(`${nome}: ${res.status} ${corpo.slice(0, 200)}`);
    return corpo;
  };
  await chamar('menu', '/api/menu/1');
  for (const produto_id of produtos.simples.slice(0, 2))
    await chamar('adicionar', '/api/carrinho/1/adicionar', {
      method: 'POST',
      headers: autorizado,
      body: JSON.stringify({ produto_id, quantidade: 1 }),
    });
  await chamar('adicionar_com_opcoes', '/api/carrinho/1/adicionar', {
    method: 'POST',
    headers: autorizado,
    body: JSON.stringify({ ...produtos.comOpcoes, quantidade: 1 }),
  });
  await chamar('carrinho', '/api/carrinho/1', { headers: autorizado });
  const pedido = JSON.parse(
    await chamar('pedido', '/api/pedidos', { method: 'POST', headers: autorizado, body: PEDIDO }),
  ) as Pedido;
  await chamar('meus_pedidos', `/api/pedidos/usuario/${pedido.usuario_id}`, {
    headers: autorizado,
  });
}

const novasMedidas = () =>
  new Map<Chamada, number[]>(
    (
      ['menu', 'adicionar', 'adicionar_com_opcoes', 'carrinho', 'pedido', 'meus_pedidos'] as const
    ).map((c) => [c, []]),
  );

const arredondar = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const fixado = fixarGerador();
  const databaseUrl = await freshDatabaseUrl(`${BENCH_DB}_caminho_${process.pid}`);
  if (!databaseUrl) throw new Error('Este benchmark precisa de PostgreSQL (DATABASE_URL).');
  const server = await startBenchServer(3794, databaseUrl, {}, { fixar: true });
  const backends = await fixarBackends(databaseUrl);
  const resultado: Record<string, unknown> = {
    banco: 'postgres',
    nucleos: fixado
      ? 'gerador num núcleo; servidor e backends do PostgreSQL no outro'
      : 'sem fixar',
    caminho:
      'GET /api/menu/1, 2× POST /api/carrinho/1/adicionar, 1× adicionar com opções, GET /api/carrinho/1, POST /api/pedidos, GET /api/pedidos/usuario/:id',
    clientesAoMesmoTempo: CLIENTES,
  };
  try {
    const { url } = server;
    await abrirLoja(url, await staffToken(url));
    const produtos = await produtosDoCardapio(url);
    const noRitmo = TAXA * TAXA_SEGUNDOS;
    const tokens = await clientesComCarrinho(databaseUrl, AQUECIMENTO + CAMINHOS + noRitmo, {
      comCarrinho: false,
    });
    let proximo = 0;
    const rodar = async (n: number, tempos: Map<Chamada, number[]>) => {
      const fim = proximo + n;
      await Promise.all(
        Array.from({ length: CLIENTES }, async () => {
          while (proximo < fim) await caminho(url, tokens[proximo++]!, produtos, tempos);
        }),
      );
    };
    await rodar(AQUECIMENTO, novasMedidas());

    // CPU per order: the whole path's cost, as fast as 20 customers are answered.
    const tempos = novasMedidas();
    const antes = { node: cpuMs(server.pid), postgres: backends.cpuMs() };
    const inicio = performance.now();
    await rodar(CAMINHOS, tempos);
    const segundos = (performance.now() - inicio) / 1000;
    const postgres = [...backends.cpuMs()].reduce(
      (soma, [pid, ms]) => soma + ms - (antes.postgres.get(pid) ?? 0),
      0,
    );
    resultado.porPedido = {
      cpuMsGateway: arredondar((cpuMs(server.pid) - antes.node) / CAMINHOS),
      cpuMsPostgres: arredondar(postgres / CAMINHOS),
      meta: { cpuMsGateway: 4, cpuMsPostgres: 2 },
    };
    resultado.caminhosPorSegundo = Math.round(CAMINHOS / segundos);
    resultado.chamadas = Object.fromEntries(
      [...tempos].map(([nome, ms]) => [
        nome,
        {
          n: ms.length,
          p50ms: arredondar(percentil(ms, 50)),
          p99ms: arredondar(percentil(ms, 99)),
        },
      ]),
    );
    console.log('por pedido', resultado.porPedido, `${resultado.caminhosPorSegundo} caminhos/s`);

    // Latency at a steady rate: a path is due every 1/TAXA s, whatever the answers' speed.
    if (noRitmo > 0) {
      const duracoes: number[] = [];
      const inicioRitmo = performance.now();
      let emCurso = 0;
      let maiorEmCurso = 0;
      const todas: Promise<void>[] = [];
      for (let i = 0; i < noRitmo; i++) {
        const devido = inicioRitmo + (i * 1000) / TAXA;
        const espera = devido - performance.now();
        if (espera > 0) await new Promise((r) => setTimeout(r, espera));
        const token = tokens[proximo++]!;
        emCurso += 1;
        maiorEmCurso = Math.max(maiorEmCurso, emCurso);
        todas.push(
          caminho(url, token, produtos, novasMedidas()).then(() => {
            emCurso -= 1;
            duracoes.push(performance.now() - devido);
          }),
        );
      }
      await Promise.all(todas);
      resultado.noRitmo = {
        caminhosPorSegundo: TAXA,
        segundos: TAXA_SEGUNDOS,
        p50ms: arredondar(percentil(duracoes, 50)),
        p99ms: arredondar(percentil(duracoes, 99)),
        maiorEmCurso,
      };
      console.log(`a ${TAXA} caminhos/s`, resultado.noRitmo);
    }
  } finally {
    await backends.parar();
    await server.stop();
    await dropDatabase(databaseUrl);
  }
  console.log(
    `resultado em ${salvarResultado(process.env.BENCH_RESULTADO ?? 'caminho-do-cliente', resultado)}`,
  );
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
