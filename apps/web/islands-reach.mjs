// What the islands build (vite.islands.config.ts) ships, worked out from the source, for the lint
// rule that keeps React Router's data APIs out of it (eslint.config.js) and for the tests of the
// islands' messages. Plain JavaScript because ESLint loads it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const islandsDir = path.join(here, 'app', 'features', 'islands');

/** The islands' browser entry. */
export const ISLANDS_ENTRY = path.join(here, 'app', 'islands.client.tsx');

/** What `react-router` becomes in the islands build. */
export const ROUTER_SHIM = path.join(islandsDir, 'router-shim.tsx');

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Every module the islands' entry reaches through relative imports, static or dynamic, and
 * re-exports. Type-only imports are left out: the build erases them.
 */
export function islandModules(entry = ISLANDS_ENTRY) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gms),
      ...source.matchAll(/^import '(\.[^']+)';/gm),
      ...source.matchAll(/\bimport\('(\.[^']+)'\)/g),
    ].map((match) => match[1]);
    for (const specifier of specifiers) {
      const found = resolveRelative(file, specifier);
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen].sort();
}

/** The names the router shim exports: all that code reaching the islands may import from `react-router`. */
export function routerShimExports(shim = ROUTER_SHIM) {
  const source = readFileSync(shim, 'utf8');
  const names = [...source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map((match) => match[1]);
  return [...new Set(names)].sort();
}
