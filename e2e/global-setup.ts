import fs from 'node:fs';
import path from 'node:path';

/** Removes the data folders of earlier e2e runs; this run gets a fresh one (see the config). */
export default function globalSetup(): void {
  const dataDir = path.resolve(__dirname, '..', 'data');
  const atual = `e2e-${process.env.E2E_RUN_ID}`;
  if (!fs.existsSync(dataDir)) return;
  for (const entrada of fs.readdirSync(dataDir)) {
    if (entrada.startsWith('e2e-') && entrada !== atual) {
      fs.rmSync(path.join(dataDir, entrada), { recursive: true, force: true });
    }
  }
}
