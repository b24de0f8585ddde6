import type { Config } from '@react-router/dev/config';

/**
 * The storefront renders on the server (`ssr: true`); `build/server/index.js` is mounted by
 * `server/storefront.ts`, `build/client` is served as static files (hashed under `assets/`).
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
