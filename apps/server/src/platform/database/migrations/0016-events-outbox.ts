import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ANSWER_FUNCTION as ANSWER_FUNCTION_0015 } from './0015-pg17-answer-function.js';

/**
 * Domain events through a transactional outbox (issue 16 item 2, ADR 021): a write records its
 * event in this table in its own transaction; the publisher (platform/events/publisher.ts) hands
 * the events to their subscribers (the Redis leaderboards) after the commit, in id order, and
 * deletes them. On PostgreSQL the answer is one statement (ADR 020), so `ricebowl_answer` records
 * its events itself: redefined here as 0015 installed it, with the two inserts below and nothing
 * else changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('outbox_events')
    // SQLite: an integer primary key is the rowid, each new one above the largest in the table.
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) => c.primaryKey())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  if (postgres) await sql.raw(ANSWER_FUNCTION).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql.raw(ANSWER_FUNCTION_0015).execute(db);
  await db.schema.dropTable('outbox_events').execute();
}

/** Inserts `statement` before the one place `anchor` appears in the function's text. */
function before(text: string, anchor: string, statement: string): string {
  const at = text.indexOf(anchor);
  if (at < 0 || text.indexOf(anchor, at + 1) >= 0) throw new Error(`ricebowl_answer: no single "${anchor}"`);
  return text.slice(0, at) + statement + text.slice(at);
}

// The events, as games/service.ts records them on SQLite: last in the transaction, a player marked
// just now leaves the board; a credited signed-in answer carries the totals it left.
const FLAGGED = `  IF v_marked THEN
    INSERT INTO outbox_events (type, payload, created_at)
      VALUES ('player-flagged', jsonb_build_object('userId', v_user)::text, p_now);
  END IF;
`;
const CREDITED = `  INSERT INTO outbox_events (type, payload, created_at)
    VALUES ('answer-credited', jsonb_build_object('userId', v_user,
      'playerRice', CASE WHEN v_totals.player_type = 0 THEN v_totals.rice END, 'groups', v_groups)::text, p_now);
`;

const ANSWER_FUNCTION = before(
  before(ANSWER_FUNCTION_0015, '  IF NOT v_credited THEN\n    RETURN', FLAGGED),
  "  RETURN jsonb_build_object('status', 'ok', 'userId', v_user, 'grains', v_grains, 'gameRice', v_rice,\n    'userRice', v_totals.rice, 'userCorrect'",
  CREDITED,
);
