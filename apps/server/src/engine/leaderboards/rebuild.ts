import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.js';
import { PlayerType } from '../players/service.js';
import type { Entry, SortedSets } from './sorted-sets.js';

const REBUILD_BATCH = 5_000;
/** A rebuild holds its lock this long at most: a process that dies mid-rebuild frees it. */
const REBUILD_LOCK_MS = 10 * 60_000;

/**
 * Rebuilds every set from the database under a lock (one process at a time). Readers use the
 * database meanwhile (no version key); answers keep writing, and since writes keep the larger
 * total, a row read before an answer committed is corrected by that answer's own write.
 */
export async function rebuildFromDatabase(
  db: Kysely<Database>,
  sets: SortedSets,
  orphaned: (token: string) => void,
): Promise<boolean> {
  const token = await sets.lock(REBUILD_LOCK_MS);
  if (!token) return false;
  try {
    await sets.clear();
    const { keys } = sets;
    // Tombstones first, so that a late write cannot re-add someone the rebuild leaves out.
    for await (const batch of batches(playerRows(db, false))) await sets.tombstones(keys.excluded, ids(batch));
    for await (const batch of batches(contributionRows(db, 0))) {
      for (const [groupId, rows] of groupBy(batch)) await sets.tombstones(keys.left(groupId), ids(rows));
    }
    for await (const batch of batches(playerRows(db, true))) await sets.load(keys.players, batch);
    for await (const batch of batches(groupRows(db))) await sets.load(keys.groups, batch);
    for await (const batch of batches(contributionRows(db, 1))) {
      for (const [groupId, rows] of groupBy(batch)) await sets.load(keys.members(groupId), rows);
    }
    await sets.markReady();
    return true;
  } finally {
    await sets.unlock(token).catch((error: unknown) => {
      orphaned(token);
      throw error;
    });
  }
}

interface Row extends Entry {
  group?: string;
}

/** Reads a table in id order, a batch at a time (keyset pagination: no offset over a million rows). */
async function* batches(read: (after: Row | null) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length) yield rows;
    if (rows.length < REBUILD_BATCH) return;
    after = rows[rows.length - 1]!;
  }
}

const playerRows = (db: Kysely<Database>, honest: boolean) => async (after: Row | null) => {
  let q = db
    .selectFrom('players')
    .select(['user_id', 'rice'])
    .where('player_type', honest ? '=' : '<>', PlayerType.honest);
  if (after) q = q.where('user_id', '>', after.id);
  const rows = await q.orderBy('user_id').limit(REBUILD_BATCH).execute();
  return rows.map((r) => ({ id: r.user_id, rice: Number(r.rice) }));
};

const groupRows = (db: Kysely<Database>) => async (after: Row | null) => {
  let q = db.selectFrom('group_stats').select(['group_id', 'rice']);
  if (after) q = q.where('group_id', '>', after.id);
  const rows = await q.orderBy('group_id').limit(REBUILD_BATCH).execute();
  return rows.map((r) => ({ id: r.group_id, rice: Number(r.rice) }));
};

const contributionRows = (db: Kysely<Database>, active: 0 | 1) => async (after: Row | null) => {
  let q = db.selectFrom('group_contributions').select(['group_id', 'user_id', 'rice']).where('active', '=', active);
  if (after) {
    const group = after.group!;
    q = q.where((eb) =>
      eb.or([eb('group_id', '>', group), eb.and([eb('group_id', '=', group), eb('user_id', '>', after.id)])]),
    );
  }
  const rows = await q.orderBy('group_id').orderBy('user_id').limit(REBUILD_BATCH).execute();
  return rows.map((r) => ({ id: r.user_id, group: r.group_id, rice: Number(r.rice) }));
};

const ids = (rows: Row[]) => rows.map((r) => r.id);

function groupBy(rows: Row[]): Map<string, Row[]> {
  const byGroup = new Map<string, Row[]>();
  for (const row of rows) {
    const list = byGroup.get(row.group!) ?? [];
    list.push(row);
    byGroup.set(row.group!, list);
  }
  return byGroup;
}
