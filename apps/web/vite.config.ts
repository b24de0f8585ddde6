import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Browser chunks (see docs/decisions/0003-javascript-budget.md): React, React DOM and React Router
 * in one `framework` file, and the app's shared code (shell, ui, i18n, lib) in one `shell` file,
 * instead of twenty small files a first visit had to request one by one. Route modules keep their
 * own chunks, so a page still loads only its own code.
 */
function manualChunks(id: string): string | undefined {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/.test(id)) return 'framework';
  // The API client's core and each feature's calls stay out: they carry the contract schemas (and
  // zod), and the browser loads them only on demand (features/search/browser-api.ts).
  if (/[\\/]app[\\/](lib|features[\\/][^\\/]+)[\\/]api\.ts$/.test(id)) return undefined;
  // The form kit goes with the pages that have forms (account, sign-up, the lazy session modals).
  if (/[\\/]app[\\/]ui[\\/]form[\\/]/.test(id)) return undefined;
  // Each language's catalogue is a chunk of its own, loaded for the visitor's language only (i18n/catalogue.ts).
  if (/[\\/]app[\\/]i18n[\\/](en|ms)\.ts$/.test(id)) return undefined;
  if (/[\\/]app[\\/](ui|i18n|lib|features[\\/](header|footer|navigation|delivery|session|seo|variant))[\\/]/.test(id) && !/\.server\.tsx?$/.test(id)) return 'shell';
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Modern browsers only: no legacy transforms, smaller bundles.
    target: 'es2022',
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks } },
  },
}));
