// drizzle-kit (a root dev dependency) imports drizzle-orm, which npm installs inside apps/api
// only; ESM resolution cannot see it there, so link it where drizzle-kit looks for the run.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';

const link = 'node_modules/drizzle-orm';
const linked = !existsSync(link);
if (linked) symlinkSync('../apps/api/node_modules/drizzle-orm', link, 'dir');
try {
  execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'apps/api/drizzle.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
} finally {
  if (linked) rmSync(link);
}
