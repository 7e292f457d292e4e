import fs from 'node:fs';
import path from 'node:path';

/** Older than this, an e2e data folder belongs to a finished run (a run lasts minutes). */
const ANTIGA_MS = 3 * 60 * 60 * 1000;

/**
 * Removes the data folders of earlier e2e runs; this run gets a fresh one (see the config).
 * A folder of a run that may still be going on (another port, same machine) is left alone.
 */
export default function globalSetup(): void {
  const dataDir = path.resolve(__dirname, '..', 'data');
  const atual = `e2e-${process.env.E2E_RUN_ID}`;
  if (!fs.existsSync(dataDir)) return;
  for (const entrada of fs.readdirSync(dataDir)) {
    const pasta = path.join(dataDir, entrada);
    const antiga = () => Date.now() - fs.statSync(pasta).mtimeMs > ANTIGA_MS;
    if (entrada.startsWith('e2e-') && entrada !== atual && antiga()) {
      fs.rmSync(pasta, { recursive: true, force: true });
    }
  }
}
