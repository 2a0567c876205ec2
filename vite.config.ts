import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

const WORKER = `http://127.0.0.1:${process.env.WORKER_PORT ?? 8787}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './routes',
      generatedRouteTree: './route-tree.gen.ts',
      // Route-private parts live in -components/ folders (STYLE.md).
      routeFileIgnorePrefix: '-',
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
    // dist/client/sw.js (docs/offline.md).
    serviceWorker(fileURLToPath(new URL('./client/service-worker/sw.ts', import.meta.url))),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // index.html keeps its modulepreload links; lazy chunks carry only their stylesheets in the entry, not their
    // JavaScript dependency lists (__vite__mapDeps grew with every route: 8 kB gz of the first load). A route chunk
    // fetches its imports itself, which the router starts on intent (defaultPreload: 'intent'), before the click.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))) },
  },
  // `npm run dev`: Vite serves the SPA with HMR and proxies the API to the worker.
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': { target: WORKER, ws: true }, '/auth': WORKER, '/secure': WORKER, '/storage': WORKER },
  },
});
