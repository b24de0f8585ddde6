import { startServer } from '@borong/api/start';
import { loadWebConfig } from './config';
import { inProcessApiFetch, registerStorefront } from './storefront';

/** The one-process default: the API under /api and the storefront beside it, on one port. */
await startServer({
  readConfig: () => loadWebConfig(),
  extend: async (app, _config, web) => {
    await registerStorefront(app, web, inProcessApiFetch(app));
  },
});
