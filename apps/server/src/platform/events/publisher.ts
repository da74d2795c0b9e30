import { sql } from 'kysely';
import type { Db } from '../database/index.js';
import { parseEvent, type DomainEvent } from './domain-events.js';

/** Receives each published event; it owns its failures (the leaderboards never throw). */
export type EventHandler = (event: DomainEvent) => Promise<void>;

/**
 * Hands the events that writers recorded in the `outbox_events` table to the subscribers after
 * their commit, in id order, and deletes them once handed over (ADR 021).
 */
export interface EventPublisher {
  subscribe(handler: EventHandler): void;
  /** A writer committed events: publish them within GATHER_MS, in the background (the request never waits). */
  nudge(): void;
  /**
   * Publishes what an earlier run left unpublished (a crash between a commit and its publication),
   * then sweeps every few seconds for events whose nudge was lost.
   */
  start(): Promise<void>;
  /** Stops sweeping and waits for the batch in hand (shutdown). */
  stop(): Promise<void>;
  /** Resolves once every event committed before the call has reached the subscribers (tests). */
  drained(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

const BATCH = 500;
const SWEEP_MS = 3_000;
/**
 * A nudge waits this long before it drains, so that a busy server publishes the events of many
 * answers with one read and one delete (one of each per answer cost a signed-in answer on SQLite
 * a seventh of its database time, issue 17); the boards lag by as much.
 */
const GATHER_MS = 20;
/**
 * PostgreSQL: one process publishes at a time (a transaction-scoped advisory lock, waited for),
 * so that events reach the subscribers in id order across a cluster; the holder deletes what it
 * published before it lets go, and the next holder reads what is left. SKIP LOCKED would let
 * processes publish side by side, but out of order (a member's leave after their rejoin); the
 * subscribers' writes are a few Redis calls per batch, so one publisher at a time keeps up.
 */
const PUBLISH_LOCK = 0x72696365626f776cn; // "ricebowl"

export function createEventPublisher(options: {
  db: Db;
  log?: Log;
  sweepMs?: number;
  gatherMs?: number;
  /** Tests only (e2e/events-crash.test.ts): the process dies the way a crash would, after a commit, before publishing. */
  crashBeforePublish?: boolean;
}): EventPublisher {
  const { db } = options;
  const log = options.log ?? { warn: (obj: object, msg: string) => console.warn(JSON.stringify({ ...obj, msg })) };
  const handlers: EventHandler[] = [];
  let running: Promise<void> | null = null;
  let again = false;
  /** Drains started and finished: they run one after another, so they finish in that order. */
  let started = 0;
  let finished = 0;
  let stopped = false;
  let sweep: NodeJS.Timeout | null = null;
  let gathering: NodeJS.Timeout | null = null;

  async function deliver(event: DomainEvent) {
    for (const handler of handlers) {
      // A subscriber that throws loses this event (logged) rather than blocking every later one.
      await handler(event).catch((error: unknown) =>
        log.warn({ err: String(error), event: event.type }, 'an event subscriber failed'),
      );
    }
  }

  /** Publishes one batch; the number of events it held (fewer than BATCH: none are left). */
  async function publishBatch(): Promise<number> {
    const publish = async (trx: Db['kysely']) => {
      const rows = await trx
        .selectFrom('outbox_events')
        .select(['id', 'type', 'payload'])
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of rows) await deliver(parseEvent(row));
      if (rows.length)
        await trx
          .deleteFrom('outbox_events')
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
      return rows.length;
    };
    // SQLite is one process, and its one connection must not stay in a transaction while Redis
    // answers (every request would wait): the drain runs one at a time in this process instead.
    if (db.dialect === 'sqlite') return publish(db.kysely);
    return db.kysely.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`.execute(trx);
      return publish(trx);
    });
  }

  async function drain() {
    try {
      while ((await publishBatch()) === BATCH && !stopped);
    } catch (error) {
      // The events stay in the table: the next nudge or sweep publishes them.
      log.warn({ err: String(error) }, 'publishing events failed; they are kept for the next attempt');
    }
  }

  /** One drain at a time; a nudge during one runs another after it (its events may have been missed). */
  function publishSoon() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    started += 1;
    running = drain().finally(() => {
      finished += 1;
      running = null;
      if (again) {
        again = false;
        publishSoon();
      }
    });
  }

  /** Waits for the next drain to start and finish (not for later ones: writes may keep coming). */
  async function drained() {
    const wanted = started + 1;
    publishSoon();
    while (running && finished < wanted) await running;
  }

  return {
    subscribe(handler) {
      handlers.push(handler);
    },
    nudge() {
      if (options.crashBeforePublish) process.kill(process.pid, 'SIGKILL');
      gathering ??= setTimeout(() => {
        gathering = null;
        publishSoon();
      }, options.gatherMs ?? GATHER_MS).unref();
    },
    async start() {
      stopped = false;
      publishSoon();
      sweep ??= setInterval(publishSoon, options.sweepMs ?? SWEEP_MS).unref();
      await drained();
    },
    async stop() {
      // What a nudge was gathering is published before the process goes.
      if (gathering) {
        clearTimeout(gathering);
        gathering = null;
        publishSoon();
      }
      stopped = true;
      if (sweep) clearInterval(sweep);
      sweep = null;
      while (running) await running;
    },
    drained,
  };
}
