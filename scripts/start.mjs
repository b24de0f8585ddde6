#!/usr/bin/env node
// `npm start`: builds on first run (or when sources are newer than the build), then serves.
// `npm run start:cluster` (--cluster): the same, then several processes of each tier (apps/web/server/cluster.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps', 'web', 'dist', 'server.mjs');
const entry = process.argv.includes('--cluster') ? path.join(root, 'apps', 'web', 'dist', 'cluster.mjs') : server;

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'build', 'dist', '.react-router'].includes(entry.name) || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/app', 'apps/web/server', 'apps/api/src', 'packages/contracts/src'].map((d) => newestSource(path.join(root, d)));
if (!existsSync(server) || Math.max(...sources) > statSync(server).mtimeMs) {
  process.stderr.write('[borong] building the app (first start or changed sources)…\n');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
process.chdir(root);
await import(pathToFileURL(entry).href);
