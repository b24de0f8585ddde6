#!/usr/bin/env node
/**
 * Where PostgreSQL's time goes, by statement: sums the durations PostgreSQL logged (parse, bind and
 * execute, with `log_min_duration_statement = 0` on the database) for one database from a byte
 * offset of its log on, and prints the statements taking the most. Bind is where an unnamed
 * statement is planned, so the bind column is mostly planning. The log's line prefix must name the
 * database as `user@database` (`%u@%d`, as Debian's `%m [%p] %q%u@%d ` does).
 *
 *   psql -c "alter database borong_search_large set log_min_duration_statement = 0"
 *   from=$(stat -c %s /var/log/postgresql/postgresql-15-main.log)
 *   node bench/search.mjs --seed large --only suggestions --sequential 300 --duration 1
 *   node bench/statements.mjs --log /var/log/postgresql/postgresql-15-main.log --from $from --database borong_search_large
 *
 * Prints figures; asserts nothing.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    log: { type: 'string', default: '/var/log/postgresql/postgresql-15-main.log' },
    from: { type: 'string', default: '0' },
    database: { type: 'string' },
    top: { type: 'string', default: '15' },
    width: { type: 'string', default: '160' },
  },
});
if (!args.database) {
  console.error('usage: node bench/statements.mjs --database NAME [--log FILE] [--from BYTES] [--top N]');
  process.exit(2);
}

const line = new RegExp(`@${args.database.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} LOG:  duration: ([\\d.]+) ms  (parse|bind|execute|statement)[^:]*: (.*)`);
const byStatement = new Map();
const lines = createInterface({ input: createReadStream(args.log, { start: Number(args.from) }) });
for await (const text of lines) {
  const found = line.exec(text);
  if (!found) continue;
  const [, ms, step, statement] = found;
  // Parameters as `$` and a list of them as one, so statements differing only in how many ids they bind add up.
  const key = statement.replace(/\$\d+/g, '$').replace(/\(\$(?:, \$)+\)/g, '($…)').slice(0, Number(args.width));
  const entry = byStatement.get(key) ?? { total: 0, runs: 0, bind: 0 };
  entry.total += Number(ms);
  if (step === 'bind') entry.bind += Number(ms);
  if (step === 'execute' || step === 'statement') entry.runs += 1;
  byStatement.set(key, entry);
}

const all = [...byStatement.values()].reduce((sum, e) => sum + e.total, 0);
console.log(`${args.database}: ${all.toFixed(0)} ms of statements logged from byte ${args.from} of ${args.log}`);
const top = [...byStatement.entries()].sort((a, b) => b[1].total - a[1].total).slice(0, Number(args.top));
console.table(
  top.map(([statement, e]) => ({
    ms: e.total.toFixed(1),
    share: `${((100 * e.total) / all).toFixed(1)} %`,
    runs: e.runs,
    'ms a run': e.runs ? (e.total / e.runs).toFixed(2) : '',
    'bind ms': e.bind.toFixed(1),
    statement,
  })),
);
