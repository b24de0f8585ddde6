import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '@borong/api/config';
import { loadClusterConfig, type ClusterPlan, type ClusterRole } from './config';

/**
 * `npm run start:cluster`: several processes of each tier on one machine, through Node's cluster
 * module. This process only supervises: it checks every setting once, starts one API process
 * (which migrates and, on first start, seeds) and, once it listens, the other API processes and
 * the web processes; it replaces a process that dies after it started, and on SIGTERM stops the
 * web processes (their requests in flight finish) and then the API processes.
 */

const log = (message: string) => process.stderr.write(`[borong] cluster: ${message}\n`);

function supervise(plan: ClusterPlan): void {
  // Beside this file: the bundle's server.mjs, or main.ts when run from the sources (tests).
  cluster.setupPrimary({ exec: fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './main.ts' : './server.mjs', import.meta.url)) });
  const workers = new Map<Worker, { role: ClusterRole; listening: boolean }>();
  let starting = plan.processes.web + plan.processes.api;
  let stopping: { code: number } | null = null;

  const live = (role: ClusterRole) => [...workers].filter(([, w]) => w.role === role).map(([worker]) => worker);
  const terminate = (role: ClusterRole) => live(role).forEach((worker) => worker.process.kill('SIGTERM'));

  const start = (role: ClusterRole, then?: () => void) => {
    const worker = cluster.fork(plan.env[role]);
    workers.set(worker, { role, listening: false });
    worker.once('listening', () => {
      workers.set(worker, { role, listening: true });
      log(`${role} process ${worker.process.pid} ready`);
      then?.();
      if (starting > 0 && --starting === 0) log(`ready: ${plan.processes.web} web and ${plan.processes.api} API processes`);
    });
    worker.once('exit', (code, signal) => {
      const { listening } = workers.get(worker) ?? { listening: false };
      workers.delete(worker);
      const how = signal ? `signal ${signal}` : `exit ${code}`;
      if (stopping) {
        // A stop that began with a failure keeps its code; a clean stop with a process that did not end cleanly is 1.
        if (code !== 0 && stopping.code === 0) stopping.code = 1;
        // The API processes stop once no web process can send them a request.
        if (role === 'web' && live('web').length === 0) terminate('api');
        if (workers.size === 0) {
          log('stopped');
          process.exit(stopping.code);
        }
        return;
      }
      if (!listening) {
        log(`${role} process ${worker.process.pid} could not start (${how}): stopping`);
        stop(code === 78 ? 78 : 1);
        return;
      }
      log(`${role} process ${worker.process.pid} ended (${how}): starting another`);
      start(role);
    });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = { code };
    if (workers.size === 0) process.exit(code);
    terminate(live('web').length > 0 ? 'web' : 'api');
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  const rest = () => {
    for (let i = 1; i < plan.processes.api; i += 1) start('api');
    for (let i = 0; i < plan.processes.web; i += 1) start('web');
  };
  // One API process migrates (and seeds) alone before the others open the database.
  if (plan.processes.api > 0) start('api', rest);
  else rest();
}

let plan: ClusterPlan;
try {
  plan = loadClusterConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(78);
}
log(`starting ${plan.processes.web} web and ${plan.processes.api} API processes`);
supervise(plan);
