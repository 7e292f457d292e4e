import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The real entry point: starts on an empty data folder, seeds, serves, and exits cleanly on
 * SIGTERM. Outside jest's sandbox too: an error Node itself raised (a file that is not there) is
 * an `Error` here, as in production, and libraries that test `instanceof Error` take that path.
 */
test('the gateway process starts with nothing configured and shuts down gracefully on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardapio-main-'));
  // A build of the web of its own: the one in web/dist may not exist, or be replaced meanwhile.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cardapio-main-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-a1.js'), 'export {};');
  const port = 3900 + Math.floor(Math.random() * 90);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    REDIS_URL: 'off',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: webDist,
  };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'gateway/src/main.ts'],
    { cwd: ROOT, env },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  try {
    const start = Date.now();
    while (!output.includes('Cardápio Vivo pronto')) {
      if (Date.now() - start > 60000 || child.exitCode !== null)
        throw new Error(`não subiu:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(output).toContain('admin@cardapiovivo.com.br / admin123');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json());
    expect(health).toMatchObject({
      versao: '1.0.0',
      banco: { tipo: 'pglite' },
      redis: 'desativado',
      filas: 'in-process',
    });
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@cardapiovivo.com.br', senha: 'cliente123' }),
    });
    expect(login.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);

    // Issue 25: files that are not there are a 404 { erro }, never a 500 nor index.html, and
    // nothing is logged as unexpected.
    const base = `http://127.0.0.1:${port}`;
    for (const [caminho, erro] of [
      ['/imagens/nao-existe.svg', 'Imagem não encontrada'],
      ['/imagens/produtos/nao-existe.svg', 'Imagem não encontrada'],
      ['/imagens/', 'Imagem não encontrada'],
      [`/imagens/${'x'.repeat(300)}.svg`, 'Imagem não encontrada'],
      ['/assets/index-velho.js', 'Arquivo não encontrado'],
      ['/favicon.ico', 'Arquivo não encontrado'],
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${base}${caminho}`, { method });
        expect({ caminho, method, status: res.status }).toEqual({ caminho, method, status: 404 });
        if (method === 'GET') expect(await res.json()).toEqual({ erro });
      }
    }
    const js = await fetch(`${base}/assets/index-a1.js`);
    expect(js.status).toBe(200);
    expect(await js.text()).toBe('export {};');
    const pagina = await fetch(`${base}/menu/1`);
    expect(pagina.status).toBe(200);
    expect(await pagina.text()).toContain('<div id="root">');
    expect(output).not.toMatch(/erro inesperado|\bat .*\(/);

    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM recebido');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}, 90000);
