// Where SQLite's share of an answer goes, statement by statement. With BENCH_STATEMENT_TIMES=<dir>,
// each Ricebowl process the bench starts preloads this module and writes, when it stops,
// statement-times-<pid>.json there: per SQL text the calls, microseconds per call and total
// milliseconds, largest total first. It wraps better-sqlite3's run/all/get, so a figure includes
// binding and stepping, not Kysely's work around them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface Timed {
  source: string;
}
type Method = (this: Timed, ...args: unknown[]) => unknown;

const dir = process.env.BENCH_STATEMENT_TIMES;
const require = createRequire(path.join(process.cwd(), 'package.json'));
const Database = require('better-sqlite3') as new (file: string) => { prepare(sql: string): object };
const statement = Object.getPrototypeOf(new Database(':memory:').prepare('select 1')) as Record<string, Method>;

const times = new Map<string, { calls: number; ns: bigint }>();
for (const name of ['run', 'all', 'get']) {
  const original = statement[name]!;
  statement[name] = function timed(this: Timed, ...args: unknown[]) {
    const started = process.hrtime.bigint();
    try {
      return original.apply(this, args);
    } finally {
      const sql = this.source.replace(/\s+/g, ' ').slice(0, 120);
      const entry = times.get(sql) ?? { calls: 0, ns: 0n };
      entry.calls += 1;
      entry.ns += process.hrtime.bigint() - started;
      times.set(sql, entry);
    }
  };
}

process.on('exit', () => {
  if (!dir || times.size === 0) return;
  const rows = [...times]
    .map(([sql, { calls, ns }]) => ({ sql, calls, usPerCall: Number(ns) / calls / 1000, totalMs: Number(ns) / 1e6 }))
    .sort((a, b) => b.totalMs - a.totalMs);
  fs.writeFileSync(path.join(dir, `statement-times-${process.pid}.json`), JSON.stringify(rows, null, 1));
});
