/**
 * GET /api/menu/:id against a bare node:http server answering the same bytes (issue 17: the menu
 * must reach at least half of it), measured in the same run, one after the other, with the same
 * load: the gap is what Express, the middlewares and the read cache cost.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/menu-vs-http.ts
 * The bare server runs in a process of its own, as the gateway does, so autocannon's process
 * measures both from outside. A second gateway with RESPOSTAS_RAPIDAS=off measures the same
 * read through Express (the path every cached read took before the fast path).
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import http from 'node:http';
import autocannon from 'autocannon';
import { cpuMsDaArvore, freshDatabaseUrl, salvarResultado, startBenchServer } from './support';

const CONEXOES = 50;
const DURACAO_S = 10;

/** The child: answers every request with the recorded body and headers. */
function servirBytes() {
  process.once('message', (m: { corpo: string; cabecalhos: Record<string, string> }) => {
    const corpo = Buffer.from(m.corpo, 'base64');
    const servidor = http.createServer((_req, res) => {
      res.writeHead(200, { ...m.cabecalhos, 'content-length': String(corpo.length) });
      res.end(corpo);
    });
    servidor.listen(0, '127.0.0.1', () => {
      process.send!({ porta: (servidor.address() as { port: number }).port });
    });
  });
}

/** Throughput and latency from outside; CPU per request from the server's process tree. */
async function medir(url: string, pid: number) {
  const cpuAntes = cpuMsDaArvore(pid);
  const r = await autocannon({
    url,
    connections: CONEXOES,
    duration: DURACAO_S,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    reqPorSegundo: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    erros: r.errors + r.non2xx,
    cpuUsPorRequisicao: Math.round(((cpuMsDaArvore(pid) - cpuAntes) * 1000) / r.requests.total),
  };
}

async function main() {
  if (process.argv.includes('--bytes')) return servirBytes();
  const databaseUrl = await freshDatabaseUrl();
  const server = await startBenchServer(3792, databaseUrl, { RESPOSTAS_RAPIDAS: 'on' });
  const semAtalho = await startBenchServer(3793, databaseUrl, { RESPOSTAS_RAPIDAS: 'off' });
  const filho = fork(__filename, ['--bytes'], { execArgv: process.execArgv });
  try {
    const url = `${server.url}/api/menu/1`;
    // The very bytes and headers a browser gets (gzip), recorded from the gateway.
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(url, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    const partes: Buffer[] = [];
    for await (const p of res) partes.push(p as Buffer);
    const cabecalhos: Record<string, string> = {};
    for (const nome of ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'])
      if (res.headers[nome]) cabecalhos[nome] = String(res.headers[nome]);
    filho.send({ corpo: Buffer.concat(partes).toString('base64'), cabecalhos });
    const { porta } = await new Promise<{ porta: number }>((resolve) =>
      filho.once('message', (m) => resolve(m as { porta: number })),
    );
    const urlCrua = `http://127.0.0.1:${porta}/api/menu/1`;
    const urlExpress = `${semAtalho.url}/api/menu/1`;
    const alvos: Array<[string, number]> = [
      [url, server.pid],
      [urlExpress, semAtalho.pid],
      [urlCrua, filho.pid!],
    ];
    for (const [u, pid] of alvos) await medir(u, pid); // warm-up of the three
    const menu = await medir(url, server.pid);
    const menuPeloExpress = await medir(urlExpress, semAtalho.pid);
    const cru = await medir(urlCrua, filho.pid!);
    const razao = (r: { reqPorSegundo: number }) =>
      Math.round((r.reqPorSegundo / cru.reqPorSegundo) * 100) / 100;
    // Less sensitive than req/s to the other processes of a shared machine.
    const razaoDeCpu = (r: { cpuUsPorRequisicao: number }) =>
      Math.round((cru.cpuUsPorRequisicao / r.cpuUsPorRequisicao) * 100) / 100;
    const resultado = {
      banco: databaseUrl ? 'postgres' : 'pglite',
      bytes: Buffer.concat(partes).length,
      cargaDaMaquina: os.loadavg().map((l) => Math.round(l * 10) / 10),
      menu,
      menuPeloExpress,
      nodeHttpMesmosBytes: cru,
      razao: razao(menu),
      razaoPeloExpress: razao(menuPeloExpress),
      razaoDeCpuPorRequisicao: razaoDeCpu(menu),
      razaoDeCpuPeloExpress: razaoDeCpu(menuPeloExpress),
      meta: 'menu ≥ 0,5 × node:http',
    };
    console.log(JSON.stringify(resultado, null, 2));
    console.log(`resultado em ${salvarResultado('menu-vs-http', resultado)}`);
  } finally {
    filho.kill();
    await semAtalho.stop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
