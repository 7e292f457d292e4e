#!/usr/bin/env node
// Builds the SPA (npm run build -w web) when web/dist/index.html is missing or older than any
// of its sources; otherwise says the build is up to date. Used by `npm start` and `npm run test:e2e`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(
  process.env.WEB_DIST_DIR ?? path.join(root, 'web', 'dist'),
  'index.html',
);
const sources = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'shared-events/src',
];
const ignored = new Set(['node_modules', 'dist', '.git']);

/** Newest modification time under a file or folder (0 when it does not exist). */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return { time: 0, file: null };
  }
  if (!stat.isDirectory()) return { time: stat.mtimeMs, file: target };
  let newest = { time: 0, file: null };
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (ignored.has(entry.name)) continue;
    const candidate = newestMtime(path.join(target, entry.name));
    if (candidate.time > newest.time) newest = candidate;
  }
  return newest;
}

function buildReason() {
  if (!fs.existsSync(builtIndex)) return 'web/dist/index.html não existe';
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  for (const source of sources) {
    const newest = newestMtime(path.join(root, source));
    if (newest.time > builtAt)
      return `${path.relative(root, newest.file)} mudou depois do último build`;
  }
  return null;
}

const reason = buildReason();
if (!reason) {
  console.log('[web] build atualizado (web/dist), nada a fazer.');
  process.exit(0);
}

console.log(`[web] gerando o build: ${reason}.`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
if (result.error) {
  console.error('[web] não foi possível executar o build:', result.error.message);
  process.exit(1);
}
process.exit(result.status ?? 1);
