import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { ISLANDS_MANIFEST } from './app/features/islands/manifest';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The browser entry of islands pages (app/islands.client.tsx, with app/features/islands), built after the app's own client
 * build into the same `build/client/assets`. `react-router` becomes a small shim: an islands page
 * has no client router, and React Router is 42 KB gzip of the 112 KB a hydrated page loads
 * (docs/decisions/0010-islands-pages.md). The server finds the entry's file name in the
 * manifest written beside it.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^react-router$/, replacement: path.join(here, 'app', 'features', 'islands', 'router-shim.tsx') }],
  },
  build: {
    target: 'es2022',
    outDir: path.join(here, 'build', 'client'),
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: ISLANDS_MANIFEST,
    rollupOptions: {
      input: path.join(here, 'app', 'islands.client.tsx'),
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/islands-[name]-[hash].js',
        // Shared bits of a few hundred bytes (icons, the image rule) join a neighbour instead of
        // costing a request each.
        experimentalMinChunkSize: 4096,
      },
    },
  },
});
