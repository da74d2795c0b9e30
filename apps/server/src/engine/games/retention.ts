import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { forgetGameEvidence, forgetIdleClients } from '../anticheat/evidence.js';

/** How often each engine process sweeps (the sweep is idempotent: processes may overlap). */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60_000;
/** Games read per statement of the walk, and deleted per transaction at most. */
const WALK_BATCH = 1000;

export interface SweepReport {
  /** Anonymous games deleted, with their anti-cheat evidence. */
  games: number;
  /** Anti-cheat rows of clients (addresses) deleted. */
  clients: number;
}

/**
 * Retention (issue 14 item 6, ADR 009): deletes anonymous games idle (no answer, no category change)
 * since `now - retentionMs`, with their anti-cheat rows (`g:<id>`), and the anti-cheat rows of
 * clients idle as long and no longer in a cool-down. Nothing else: the ledger keeps every grain
 * those games were credited (donations reference the game id without a foreign key, and
 * verify-ledger compares only the game rows that remain), and the day, sponsor, challenge and
 * player totals stay as they were. A player's games are never swept.
 *
 * Games have no index on `updated_at` (it changes with every answer, and an index on it would cost
 * every answer, and PostgreSQL's HOT updates): the sweep walks the table by primary key in batches
 * instead, one short statement at a time, and deletes what it finds idle, checking again in the
 * delete so that a game answered meanwhile stays.
 */
export async function sweepAnonymousGames(
  db: Kysely<Database>,
  { now, retentionMs }: { now: number; retentionMs: number },
): Promise<SweepReport> {
  const before = now - retentionMs;
  const report: SweepReport = { games: 0, clients: 0 };
  let after: string | null = null;
  for (;;) {
    let page = db.selectFrom('games').select(['id', 'user_id', 'updated_at']).orderBy('id').limit(WALK_BATCH);
    if (after !== null) page = page.where('id', '>', after);
    const rows = await page.execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const idle = rows.filter((row) => row.user_id === null && Number(row.updated_at) < before).map((row) => row.id);
    if (idle.length > 0) {
      report.games += await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('games')
          .where('id', 'in', idle)
          .where('user_id', 'is', null)
          .where('updated_at', '<', before)
          .returning('id')
          .execute();
        await forgetGameEvidence(
          trx,
          deleted.map((row) => row.id),
        );
        return deleted.length;
      });
    }
    if (rows.length < WALK_BATCH) break;
  }
  // Clients: their rows have no `client` of their own; found through the (client, last_at) index.
  for (;;) {
    const count = await forgetIdleClients(db, { before, now, limit: WALK_BATCH });
    report.clients += count;
    if (count < WALK_BATCH) break;
  }
  return report;
}

export interface GameSweeper {
  /** One sweep now, with the configured retention and the current time. */
  sweep(): Promise<SweepReport>;
  /** Starts the periodic sweep (idempotent); failures are reported and the next run tries again. */
  start(onDone: (report: SweepReport) => void, onError: (error: unknown) => void): void;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/**
 * The background job that keeps anonymous games from piling up: every `intervalMs` in each engine
 * process, like the disabled-questions refresh. A retention of 0 turns it off.
 */
export function createGameSweeper(
  db: Kysely<Database>,
  options: { retentionMs: number; now: () => number; intervalMs?: number },
): GameSweeper {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const sweep = () => sweepAnonymousGames(db, { now: options.now(), retentionMs: options.retentionMs });
  return {
    sweep,
    start(onDone, onError) {
      if (timer || options.retentionMs <= 0) return;
      timer = setInterval(() => {
        // A slow sweep (a large table) is not started twice in one process.
        if (running) return;
        running = sweep()
          .then(onDone, onError)
          .finally(() => {
            running = null;
          });
      }, options.intervalMs ?? RETENTION_SWEEP_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
