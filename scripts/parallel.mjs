#!/usr/bin/env node
/**
 * Runs independent checks side by side, as many at a time as the machine has cores:
 *   node scripts/parallel.mjs "tsc -p apps/api" "eslint ." …
 * Each command's output is held and printed whole when it ends, so the logs do not interleave.
 * Exits non-zero when any command failed, after all have ended (every failure is reported).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

function run(command) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`${ok ? '✓' : '✗'} ${command} (${seconds} s${ok ? '' : `, ${signal ?? `exit ${code}`}`})\n`);
      const text = Buffer.concat(output).toString();
      if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      resolve(ok);
    });
  });
}

const queue = [...commands];
const results = [];
async function worker() {
  for (let command = queue.shift(); command !== undefined; command = queue.shift()) results.push(await run(command));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
