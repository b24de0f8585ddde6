#!/usr/bin/env node
// Builds the storefront (client and SSR bundles) and the one-process server bundle beside it.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps', 'web');
const dist = path.join(web, 'dist');

execFileSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], { cwd: web, stdio: 'inherit' });
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(web, 'server', 'main.ts')],
  outfile: path.join(dist, 'server.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // npm packages load from node_modules; the workspace's own TypeScript packages go in the bundle.
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@borong/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(root, 'apps', 'api', 'src', 'db', 'migrations'), path.join(dist, 'migrations'), { recursive: true });
process.stderr.write('[borong] build complete\n');
