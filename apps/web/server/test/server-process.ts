import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** React Router's server build, which the server imports to render pages: built once when missing (a fresh clone). */
export function ensureStorefrontBuild(): void {
  if (existsSync(path.join(root, 'apps', 'web', 'build', 'server', 'index.js'))) return;
  execFileSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], { cwd: path.join(root, 'apps', 'web'), stdio: 'ignore' });
}

/** A port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  pid: number;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
  /** Resolves once stderr holds `text` (`times` times); rejects with its stderr if it exits first. */
  said(text: string | RegExp, times?: number): Promise<void>;
  exited: Promise<number | null>;
  /** Sends the signal and answers the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs a TypeScript entry of the sources (through tsx, as `npm start` runs the bundle) with only the given environment and PATH. */
export function startProcess(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let exitCode: number | null | undefined;
  const waiters = new Set<() => void>();
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const check of waiters) check();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      for (const check of waiters) check();
      resolve(code);
    }),
  );
  return {
    pid: child.pid ?? 0,
    stderr: () => stderr,
    said: (text, times = 1) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          const found = typeof text === 'string' ? stderr.split(text).length - 1 : (stderr.match(new RegExp(text, 'g')) ?? []).length;
          if (found >= times) {
            waiters.delete(check);
            resolve();
          } else if (exitCode !== undefined) {
            waiters.delete(check);
            reject(new Error(`exited (${exitCode}) before saying ${String(text)}:\n${stderr}`));
          }
        };
        waiters.add(check);
        check();
      }),
    exited,
    stop: (signal = 'SIGTERM') => {
      if (exitCode === undefined) child.kill(signal);
      return exited;
    },
  };
}
