#!/usr/bin/env node
// Builds the storefront (client and SSR bundles) and the server bundle beside it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib, brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps', 'web');
const dist = path.join(web, 'dist');

execFileSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], { cwd: web, stdio: 'inherit' });
// The islands pages' browser entry (apps/web/vite.islands.config.ts), into the same assets folder.
execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'vite.islands.config.ts', '--logLevel', 'error'], { cwd: web, stdio: 'inherit' });

// Fingerprinted assets are compressed once here at the strongest settings (brotli 11 is about 14%
// smaller than the quality 4 used for responses compressed on the fly), and served as they are.
const assets = path.join(web, 'build', 'client', 'assets');
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const file = path.join(assets, name);
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/** A name for this build's server code: a hash of its sources, so processes of one build share answers in Redis and two builds never do (apps/api/src/app/memo.ts). */
function sourcesHash() {
  const hash = createHash('sha256');
  const add = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) add(full);
      else hash.update(path.relative(root, full)).update(readFileSync(full));
    }
  };
  for (const dir of ['apps/api/src', 'packages/contracts/src', 'apps/web/server']) add(path.join(root, dir));
  return hash.digest('hex').slice(0, 12);
}

rmSync(dist, { recursive: true, force: true });
await build({
  define: { BORONG_BUILD_ID: JSON.stringify(sourcesHash()) },
  // server.mjs serves every tier (SERVE); cluster.mjs supervises several processes of each (npm run
  // start:cluster); the embedded database's thread (apps/api/src/db/pglite-thread.ts) loads pglite-worker.mjs.
  entryPoints: {
    server: path.join(web, 'server', 'main.ts'),
    cluster: path.join(web, 'server', 'cluster.ts'),
    'pglite-worker': path.join(root, 'apps', 'api', 'src', 'db', 'pglite-worker.ts'),
  },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // npm packages installed at the root load from node_modules at run time (some find their own
  // files beside them: PGlite's WebAssembly, Swagger UI's assets). The workspace's TypeScript
  // packages, and any package npm chose to nest inside one workspace, go in the bundle.
  plugins: [
    {
      name: 'external-root-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('node:')) return { path: args.path, external: true };
          if (args.path.startsWith('@borong/')) return undefined;
          const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
          return existsSync(path.join(root, 'node_modules', name)) || isBuiltin(name) ? { path: args.path, external: true } : undefined;
        });
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(root, 'apps', 'api', 'src', 'db', 'migrations'), path.join(dist, 'migrations'), { recursive: true });
// Read at run time beside the bundle (apps/api/src/auth/passwords.ts).
cpSync(path.join(root, 'apps', 'api', 'src', 'auth', 'common-passwords.txt'), path.join(dist, 'common-passwords.txt'));
process.stderr.write('[borong] build complete\n');
