import { readStartConfig, startServer } from '@borong/api/start';
import { loadWebConfig } from './config';
import { inProcessApiFetch, registerStorefront } from './storefront';

/** The one-process default: the API under /api and the storefront beside it, on one port. */
const { config, extra: web } = readStartConfig(() => loadWebConfig());
await startServer({ config, extend: (app) => registerStorefront(app, web, inProcessApiFetch(app)) });
