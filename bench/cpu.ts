// CPU time spent by given processes, from /proc (Linux): the cost of an answer in CPU
// milliseconds varies far less on a shared machine than answers per second do, so each optimisation
// is judged by both.
import fs from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU milliseconds of each process so far (0 for one that has gone). */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended: its time is no longer readable.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The PostgreSQL backends serving a database (run on the same machine), by process id. */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}
