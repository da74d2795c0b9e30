import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';

/**
 * What other modules may need to follow, recorded by the writer in its own transaction (ADR 021)
 * and handed to subscribers after the commit by the publisher (publisher.ts). Each carries totals
 * or ids, never increments: applying one twice, or after a later one, does no harm.
 */
export type DomainEvent =
  /** A signed-in answer credited (right or wrong): the player's total (null for a cheater), the groups' new totals. */
  | { type: 'answer-credited'; userId: string; playerRice: number | null; groups: GroupCredit[] }
  /** A player's total changed outside an answer (an anonymous game claimed). */
  | { type: 'player-total-changed'; userId: string }
  /** A player leaves the player board: flagged as a cheater, or their account deleted. */
  | { type: 'player-flagged'; userId: string }
  /** A cheater's flag cleared. */
  | { type: 'player-cleared'; userId: string }
  | { type: 'group-created'; groupId: string }
  | { type: 'member-joined'; groupId: string; userId: string }
  | { type: 'member-left'; groupId: string; userId: string }
  /** A group removed by an admin (its grains stay in the ledger). */
  | { type: 'group-removed'; groupId: string };

export type DomainEventType = DomainEvent['type'];

/** A group's standing after an answer credited it. */
export interface GroupCredit {
  groupId: string;
  /** The group's total after the answer. */
  groupRice: number;
  /** The member's contribution to it after the answer. */
  memberRice: number;
}

/**
 * Records an event in the writer's transaction: it exists exactly when the write commits. Call it
 * last in the transaction, after the writes that lock the rows it describes, so that events of
 * two conflicting writes get their ids (the publishing order) in their commit order. After the
 * commit, the writer nudges the publisher (`deps.events.nudge()`).
 */
export async function recordEvent(trx: Kysely<Database>, event: DomainEvent): Promise<void> {
  const { type, ...payload } = event;
  // created_at: the wall clock, for an operator asking how long an event has waited.
  await trx
    .insertInto('outbox_events')
    .values({ type, payload: JSON.stringify(payload), created_at: Date.now() })
    .execute();
}

/** An event as stored (publisher.ts reads them back). */
export function parseEvent(row: { type: string; payload: string }): DomainEvent {
  return { type: row.type, ...(JSON.parse(row.payload) as object) } as DomainEvent;
}
