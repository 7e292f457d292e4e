import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

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
    test: /[\\/]src[\\/]features[\\/]menu[\\/]pages[\\/]MenuPage\.tsx$/,
  },
];

export default defineConfig({
  plugins: [react()],
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
