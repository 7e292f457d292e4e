import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://localhost:3000';

const PUBLICO = 'icone-lu:';
const VIRTUAL = `\0${PUBLICO}`;
const IMPORTACAO = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/lu['"];?/g;
const DEFINICAO = /export function (Lu\w+) \(props\) \{\s*return GenIcon\((.*)\)\(props\);\s*\};/g;

/** Every Lucide icon of react-icons: name → the tree GenIcon draws. */
function lerIcones(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const pasta = path.dirname(require.resolve('react-icons/lu'));
  const fonte = fs.readFileSync(path.join(pasta, 'index.mjs'), 'utf8');
  return new Map([...fonte.matchAll(DEFINICAO)].map((m) => [m[1]!, m[2]!]));
}

/**
 * react-icons ships the whole Lucide family as one module, so every icon any screen uses would
 * travel in one chunk with the storefront's first load (~15 KB gzip, most of it not the menu's). Each
 * `import { LuX } from 'react-icons/lu'` in our code becomes a module of its own: an icon goes
 * only with the pages that draw it. The icons render exactly as before (the same GenIcon).
 */
function iconesPorArquivo(): Plugin {
  let icones: Map<string, string> | undefined;
  return {
    name: 'icones-por-arquivo',
    enforce: 'pre',
    transform(codigo, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id)) return;
      if (!codigo.includes('react-icons/lu')) return;
      return codigo.replace(IMPORTACAO, (_trecho, lista: string) =>
        lista
          .split(',')
          .map((especificador) => especificador.trim())
          .filter(Boolean)
          .map((especificador) => {
            const [nome, local = nome] = especificador.split(/\s+as\s+/);
            return `import { ${nome} as ${local} } from '${PUBLICO}${nome}';`;
          })
          .join('\n'),
      );
    },
    resolveId(id) {
      return id.startsWith(PUBLICO) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return;
      const nome = id.slice(VIRTUAL.length);
      icones ??= lerIcones();
      const arvore = icones.get(nome);
      if (!arvore) this.error(`react-icons/lu não tem o ícone ${nome}`);
      return `import { GenIcon } from 'react-icons/lib';\nexport function ${nome}(props) {\n  return GenIcon(${arvore})(props);\n}\n`;
    },
  };
}

/**
 * Third-party code grouped by how often it changes and who needs it. The UI kit is left to the
 * bundler: grouped, every component any page uses would ship with the menu's first load.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'vendor-router',
    test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'vendor-state',
    // Not the copies a charts library keeps for itself (recharts' own reselect): those ship
    // with the reports page, never with the menu's first load.
    test: /(?<!recharts)[\\/]node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/,
  },
  {
    // The storefront's page and everything it needs that the entry does not already have, in one
    // file (the group takes the module's dependencies along): on a phone each extra request costs
    // a round trip, and the browser opens only 6 connections to the site.
    name: 'vitrine',
    // esperar-vitrine: what main.tsx awaits before replacing the server's first screen, with it.
    // zodSemEval: zod ships in this file, and the entry evaluates it before its own code, so the
    // setting that keeps zod off eval must be here too, ahead of zod (main.tsx imports it first).
    test: /[\\/]src[\\/](features[\\/]cardapio[\\/](pages[\\/]MenuPage\.tsx|esperar-vitrine\.ts)|app[\\/]zodSemEval\.ts)$/,
  },
];

export default defineConfig({
  plugins: [iconesPorArquivo(), react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/imagens': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/imagens': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: {
    // WEB_DIST_DIR (absolute) lets two builds of one checkout live side by side.
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group, index) => ({
            ...group,
            priority: vendorGroups.length - index,
          })),
        },
      },
    },
  },
});
