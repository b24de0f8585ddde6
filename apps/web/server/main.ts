import { readStartConfig, startServer } from '@borong/api/start';
import { loadWebConfig } from './config';
import { inProcessApiFetch, registerStorefront } from './storefront';
import { startWebTier } from './web-tier';

/**
 * The server bundle's entry, for every tier (SERVE): both on one port (the default: the API
 * under /api, the storefront beside it, calling it in memory), the API alone, or the storefront
 * alone calling the API tier over HTTP. Every setting is checked before anything starts.
 */
const { config, extra: web } = readStartConfig(() => loadWebConfig());
const { tier } = web;
if (tier.serve === 'web') await startWebTier(config, web, tier.apiUrl);
else await startServer({ config, extend: tier.serve === 'all' ? (app) => registerStorefront(app, web, inProcessApiFetch(app)) : undefined });
