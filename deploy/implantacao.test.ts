/**
 * There is no Docker engine on these machines, so the deployment files are checked against the
 * code instead: every command of docker-compose.yml runs a file that exists, every variable it
 * sets is one the code reads, the ports line up from nginx to the gateways, and the Dockerfile
 * builds a production image (multi-stage, production dependencies only, non-root).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const raiz = path.join(__dirname, '..');
const ler = (arquivo: string) => fs.readFileSync(path.join(raiz, arquivo), 'utf8');

interface Servico {
  build?: string;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  expose?: string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
  healthcheck?: { test: string[] };
}
const compose = parse(ler('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Servico>;
};
const servicos = compose.services;
const daAplicacao = Object.entries(servicos).filter(([, s]) => s.build === '.');

/** Every TypeScript file of the server workspaces, to find which variables the code reads. */
function fontesDoServidor(): string {
  const pastas = ['gateway/src', 'workers/src', 'core/src'];
  const textos: string[] = [];
  const visitar = (dir: string) => {
    for (const entrada of fs.readdirSync(path.join(raiz, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entrada.name);
      if (entrada.isDirectory()) visitar(rel);
      else if (rel.endsWith('.ts') && !rel.endsWith('.test.ts')) textos.push(ler(rel));
    }
  };
  pastas.forEach(visitar);
  return textos.join('\n');
}
const codigo = fontesDoServidor();
const lidaPeloCodigo = (nome: string) =>
  new RegExp(`\\benv\\.${nome}\\b|process\\.env\\.${nome}\\b|env\\['${nome}'\\]`).test(codigo);

test('the deployment has PostgreSQL, Redis, two gateways, one workers process and a balancer', () => {
  expect(Object.keys(servicos).sort()).toEqual(
    ['gateway-1', 'gateway-2', 'nginx', 'postgres', 'redis', 'workers'].sort(),
  );
  const papeis = daAplicacao.map(([, s]) => s.command!.join(' '));
  expect(papeis.filter((c) => c.endsWith('gateway/src/main.ts'))).toHaveLength(2);
  expect(papeis.filter((c) => c.endsWith('workers/src/main.ts'))).toHaveLength(1);
});

test.each(daAplicacao)('%s runs a command that exists in the image', (_nome, servico) => {
  // One node process with tsx's loader; tsx is one of the root's production dependencies.
  const [programa, importar, carregador, arquivo] = servico.command!;
  expect([programa, importar, carregador]).toEqual(['node', '--import', 'tsx']);
  const pacote = JSON.parse(ler('package.json')) as { dependencies: Record<string, string> };
  expect(pacote.dependencies.tsx).toBeDefined();
  expect(fs.existsSync(path.join(raiz, arquivo!))).toBe(true);
});

test.each(daAplicacao)('%s sets only variables the code reads', (_nome, servico) => {
  const variaveis = Object.keys(servico.environment ?? {});
  expect(variaveis.length).toBeGreaterThan(0);
  const ignoradas = variaveis.filter((v) => v !== 'NODE_ENV' && !lidaPeloCodigo(v));
  expect(ignoradas).toEqual([]);
});

test('gateways run without in-process workers and need a JWT secret; the workers never sign tokens', () => {
  for (const nome of ['gateway-1', 'gateway-2']) {
    const env = servicos[nome]!.environment!;
    expect(env.RUN_WORKERS).toBe('false');
    expect(env.NODE_ENV).toBe('production');
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
  }
  expect(servicos.workers!.environment!.JWT_SECRET).toBeUndefined();
  // The code refuses to start in production without one (gateway/src/config.ts).
  expect(ler('gateway/src/config.ts')).toContain("'JWT_SECRET é obrigatório em produção'");
});

test('nginx balances the two gateways on the port they listen on, sticky for long-polling', () => {
  const nginx = servicos.nginx!;
  const volume = nginx.volumes!.find((v) => v.includes('nginx.conf'))!;
  const conf = ler(volume.split(':')[0]!.replace(/^\.\//, ''));
  expect(conf).toMatch(/upstream gateways \{[^}]*ip_hash;/);
  const porta = /const port = optionalInt\(env\.PORT\) \?\? (\d+)/.exec(
    ler('gateway/src/config.ts'),
  )![1];
  for (const nome of ['gateway-1', 'gateway-2']) {
    expect(conf).toContain(`server ${nome}:${porta};`);
    expect(servicos[nome]!.expose).toEqual([porta]);
    expect(servicos[nome]!.healthcheck!.test.join(' ')).toContain(
      `http://127.0.0.1:${porta}/api/health`,
    );
  }
  // WebSocket upgrade for Socket.IO, and the health route the checks call exists.
  expect(conf).toMatch(/location \/socket\.io\/ \{[^}]*Upgrade \$http_upgrade/);
  expect(ler('gateway/src/app.ts')).toContain("api.use('/health', healthRouter(");
  expect(ler('gateway/src/app.ts')).toMatch(/app\.use\('\/api', api\)|\.use\('\/api',/);
  expect(nginx.depends_on).toMatchObject({
    'gateway-1': { condition: 'service_healthy' },
    'gateway-2': { condition: 'service_healthy' },
  });
});

test('the Dockerfile builds a production image: multi-stage, production dependencies, non-root', () => {
  const docker = ler('Dockerfile');
  const estagios = docker.match(/^FROM /gm) ?? [];
  expect(estagios.length).toBeGreaterThanOrEqual(2);
  const final = docker.slice(docker.lastIndexOf('\nFROM '));
  expect(final).toMatch(/^USER node$/m);
  expect(final).toMatch(/ENV NODE_ENV=production/);
  expect(final).not.toMatch(/npm (ci|install)/);
  expect(docker).toMatch(/npm ci --omit=dev/);
  // Every `npm ci` uses the lock file as committed.
  expect(docker).not.toMatch(/npm install/);
  const cmd = JSON.parse(`[${/^CMD \[(.*)\]$/m.exec(final)![1]!}]`) as string[];
  expect(cmd.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
  expect(fs.existsSync(path.join(raiz, cmd[3]!))).toBe(true);
});
