import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { islandModules, routerShimExports } from './apps/web/islands-reach.mjs';

const APP = 'apps/web/app';

/** The browser bundle reaches the API only through its typed client, never the database. */
const NO_DATABASE = { group: ['@borong/api', '@borong/api/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'The web app reaches data only through the API client.' };

/**
 * What one feature may import of another (docs/decisions/0007-page-runtimes.md, "Boundaries"):
 * the files named here are the feature's public modules; everything else in its folder is its own.
 * A feature missing from the list keeps all of its files to itself. Routes, layouts and root.tsx
 * may import any feature file: they are the app that puts features together.
 */
const FEATURE_PUBLIC = {
  auth: ['account-menu.tsx', 'auth.server.ts'],
  brands: ['brand-directory.ts', 'brand-directory-view.tsx'],
  cart: ['add-to-cart.tsx', 'cart-link.tsx', 'cart-count.server.ts', 'quantity.tsx'],
  content: ['content-pages.ts', 'sanitize-html.ts'],
  delivery: ['delivery.ts', 'delivery-button.tsx', 'delivery-modal.tsx', 'address-sync.ts', 'use-address-sync.ts'],
  header: ['header.tsx', 'login-href.ts'],
  home: ['carousel-block.tsx', 'promotions-strip.tsx'],
  islands: ['island.tsx', 'island-root.tsx', 'page-runtime.ts'],
  navigation: ['navigation.ts', 'nav-entry-link.tsx'],
  notices: ['notice-provider.tsx'],
  orders: ['labels.ts'],
  products: ['product-card.tsx', 'product-gallery.tsx', 'product-image-placeholder.tsx'],
  search: ['browser-api.ts', 'search-form.tsx', 'search-filters.tsx', 'search-params.ts', 'category-path.ts'],
  session: ['is-mobile.ts', 'root-data.ts'],
  shell: ['live-shell.tsx'],
  stores: ['tooltip.ts', 'stores.server.ts'],
  variant: ['variant.ts'],
};
const FEATURES = readdirSync(path.join(import.meta.dirname, APP, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = FEATURES.map((feature) => ({
  target: `${APP}/features/!(${feature})/**`,
  from: `${APP}/features/${feature}/**`,
  // A feature's calls to the API (api.ts) are public too: another feature's loader may need its data.
  except: [...(FEATURE_PUBLIC[feature] ?? []), 'api.ts'].map((file) => `**/${file}`),
  message: `Another feature's internals: import only its public modules (FEATURE_PUBLIC in eslint.config.js), or move what both need to ui/ or lib/.`,
}));

/** app (root.tsx, routes, layouts) → features → ui, lib, i18n; never backwards. */
const layerZones = [
  { target: [`${APP}/features/**`, `${APP}/ui/**`, `${APP}/lib/**`, `${APP}/i18n/**`], from: [`${APP}/routes/**`, `${APP}/layouts/**`, `${APP}/{root,routes,entry.client,entry.server}.{ts,tsx}`], message: 'Routes, layouts and root.tsx use features, never the other way round.' },
  { target: [`${APP}/ui/**`, `${APP}/lib/**`, `${APP}/i18n/**`], from: `${APP}/features/**`, message: 'ui/, lib/ and i18n/ are below the features: move the shared part down, or pass it in.' },
];

/**
 * Code that the islands build ships, where \`react-router\` is the shim (features/islands/router-shim.tsx):
 * only what the shim exports works there. Worked out from the islands' entry, so a component
 * becomes subject to it the moment an island reaches it.
 */
const islandFiles = islandModules().map((file) => file.slice(file.indexOf(APP)));
const shimExports = routerShimExports();
// Islands link with ui/link's `Link`, which writes no `data-discover` there: only it takes the shim's.
const LINK_MODULE = `${APP}/ui/link.tsx`;
const islandRouterImports = (allowed) => [
  'error',
  {
    paths: [
      {
        name: 'react-router',
        allowImportNames: allowed,
        allowTypeImports: true,
        message: `Islands reach this file, and islands have no client router: only ${allowed.join(', ')} (features/islands/router-shim.tsx) work here, and \`Link\` from ui/link. Pages that need fetchers, forms or route data are app pages (docs/decisions/0007-page-runtimes.md).`,
      },
    ],
    patterns: [{ group: ['react-router/*', '@react-router/*'], message: 'Islands have no client router (docs/decisions/0007-page-runtimes.md).' }],
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.react-router/**', 'data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [NO_DATABASE] }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: islandFiles.filter((file) => file !== LINK_MODULE),
    rules: { '@typescript-eslint/no-restricted-imports': islandRouterImports(shimExports.filter((name) => name !== 'Link')) },
  },
  {
    files: [LINK_MODULE],
    rules: { '@typescript-eslint/no-restricted-imports': islandRouterImports(shimExports) },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='only']", message: 'No .only in committed tests.' }, { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' }] },
  },
  {
    // Issue 9: both apps read their settings once, in their config modules, before anything starts.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/config.ts', 'apps/api/src/start.ts', 'apps/web/server/config.ts', '**/*.test.{ts,tsx}', 'apps/api/test/**', 'apps/web/server/test/**'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Settings are read by the config modules only (apps/api/src/config.ts, apps/web/server/config.ts).' }] },
  },
  {
    files: ['bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
