import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/database/schema.js';

/** A stored total that the ledger does not bear out. */
export interface LedgerDifference {
  total: string;
  key: string;
  stored: number;
  ledger: number;
}

export interface LedgerReport {
  donations: number;
  grains: number;
  /** The totals compared, by name. */
  checked: string[];
  differences: LedgerDifference[];
}

/**
 * One stored total against the ledger. Both queries answer `(k, v)` rows. Where the stored side's
 * rows can be deleted while their ledger rows stay (a removed game or group), only the stored rows
 * are compared; otherwise a ledger key without a stored row is a difference too.
 */
interface Check {
  total: string;
  stored: RawBuilder<unknown>;
  ledger: RawBuilder<unknown>;
  storedRowsMayBeDeleted?: boolean;
}

/** Grains per key from the ledger joined to one of its credit tables (groups, challenges). */
const creditedThrough = (table: 'donation_groups' | 'donation_challenges', key: RawBuilder<unknown>) => sql`
  select ${key} as k, sum(d.grains) as v
  from ${sql.table(table)} c join donations d on d.question_id = c.question_id
  group by ${key}`;

export const LEDGER_CHECKS = [
  {
    total: 'players',
    stored: sql`select user_id as k, rice as v from players`,
    ledger: sql`select user_id as k, sum(grains) as v from donations where user_id is not null group by user_id`,
  },
  {
    total: 'games',
    stored: sql`select id as k, rice as v from games`,
    ledger: sql`select game_id as k, sum(grains) as v from donations group by game_id`,
    storedRowsMayBeDeleted: true,
  },
  {
    total: 'days',
    stored: sql`select day as k, sum(grains) as v from daily_totals group by day`,
    ledger: sql`select day as k, sum(grains) as v from donations group by day`,
  },
  {
    total: 'groups',
    stored: sql`select group_id as k, rice as v from group_stats`,
    ledger: creditedThrough('donation_groups', sql`c.group_id`),
    storedRowsMayBeDeleted: true,
  },
  {
    total: 'group members',
    stored: sql`select group_id || ':' || user_id as k, rice as v from group_contributions`,
    ledger: sql`
      select c.group_id || ':' || d.user_id as k, sum(d.grains) as v
      from donation_groups c join donations d on d.question_id = c.question_id
      where d.user_id is not null
      group by c.group_id, d.user_id`,
    storedRowsMayBeDeleted: true,
  },
  {
    total: 'challenges',
    stored: sql`select id as k, rice_raised as v from challenges`,
    ledger: creditedThrough('donation_challenges', sql`c.challenge_id`),
    storedRowsMayBeDeleted: true,
  },
  {
    // Each credit goes to one participant of the challenge: the entries add up to its total.
    total: 'challenge participants',
    stored: sql`select challenge_id as k, sum(rice) as v from challenge_members group by challenge_id`,
    ledger: creditedThrough('donation_challenges', sql`c.challenge_id`),
    storedRowsMayBeDeleted: true,
  },
  {
    // What each sponsor is charged (issue 6): the answers credited under it, and nothing else.
    total: 'sponsors',
    stored: sql`select id as k, spent_grains as v from sponsors`,
    ledger: sql`select sponsor_id as k, sum(grains) as v from donations where sponsor_id is not null group by sponsor_id`,
  },
] satisfies Check[];

/**
 * Recomputes every stored total from the donation ledger and lists the ones that differ. The
 * comparison runs in the database, so only differences travel, however many players there are.
 */
export async function verifyLedger(db: Kysely<Database>, checks: Check[] = LEDGER_CHECKS): Promise<LedgerReport> {
  const differences: LedgerDifference[] = [];
  for (const check of checks) {
    const missingStored = check.storedRowsMayBeDeleted
      ? sql``
      : sql`union all
        select l.k, 0, l.v from ledger l left join stored s on s.k = l.k where s.k is null and l.v <> 0`;
    const { rows } = await sql<{ k: string; stored: number | string; ledger: number | string }>`
      with stored as (${check.stored}), ledger as (${check.ledger})
      select s.k, s.v as stored, coalesce(l.v, 0) as ledger
      from stored s left join ledger l on l.k = s.k
      where s.v <> coalesce(l.v, 0)
      ${missingStored}`.execute(db);
    for (const row of rows) {
      differences.push({ total: check.total, key: row.k, stored: Number(row.stored), ledger: Number(row.ledger) });
    }
  }
  const sums = await db
    .selectFrom('donations')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('donations'),
      eb.fn.sum<number | string>('grains').as('grains'),
    ])
    .executeTakeFirstOrThrow();
  return {
    donations: Number(sums.donations),
    grains: Number(sums.grains ?? 0),
    checked: checks.map((check) => check.total),
    differences,
  };
}

/** The report as the `verify-ledger` command prints it. */
export function describeLedgerReport(report: LedgerReport): string {
  const head = `Ledger: ${report.donations} donations, ${report.grains} grains; checked ${report.checked.join(', ')}.`;
  if (report.differences.length === 0) return `${head}\nEvery stored total equals the ledger.`;
  const lines = report.differences.map((d) => `  ${d.total} ${d.key}: stored ${d.stored}, ledger ${d.ledger}`);
  return `${head}\n${report.differences.length} totals differ from the ledger:\n${lines.join('\n')}`;
}
