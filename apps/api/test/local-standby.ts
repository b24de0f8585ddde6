import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL primary and a streaming standby of it, made for one suite from the machine's own
 * server binaries (initdb, pg_basebackup) in a temporary directory, on free ports. The machine's
 * PostgreSQL on 5432 accepts no replication connections, so the suite makes a primary of its own.
 * PostgreSQL refuses to run as root: as root, the binaries run as the `postgres` user.
 */
export interface LocalStandby {
  primaryUrl: string;
  standbyUrl: string;
  stopStandby(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startLocalStandby(): Promise<LocalStandby> {
  const bin = (await run('pg_config', ['--bindir'])).stdout.trim();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? { uid: Number((await run('id', ['-u', 'postgres'])).stdout), gid: Number((await run('id', ['-g', 'postgres'])).stdout) } : null;
  const pgRun = (tool: string, args: string[]) => (owner ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args));

  const dir = mkdtempSync(path.join(tmpdir(), 'borong-standby-'));
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const serverOptions = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_wal_senders=4 -c wal_level=replica`;

  const stopCluster = (dataDir: string) => pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  try {
    await pgRun('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
    await pgRun('pg_ctl', ['-D', primaryDir, '-l', path.join(dir, 'primary.log'), '-o', serverOptions(primaryPort), '-w', 'start']);
    await pgRun('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    await pgRun('pg_ctl', ['-D', standbyDir, '-l', path.join(dir, 'standby.log'), '-o', serverOptions(standbyPort), '-w', 'start']);
  } catch (error) {
    await stopCluster(standbyDir);
    await stopCluster(primaryDir);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    standbyUrl: `postgres://postgres@127.0.0.1:${standbyPort}/postgres`,
    stopStandby: async () => {
      await stopCluster(standbyDir);
    },
    stop: async () => {
      await stopCluster(standbyDir);
      await stopCluster(primaryDir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
