import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../database/index.js';
import { recordEvent, type DomainEvent } from './domain-events.js';
import { createEventPublisher, type EventPublisher } from './publisher.js';

/** The publisher on its own, over a real (in-memory SQLite) outbox: how nudges become drains. */
describe('the event publisher', () => {
  let db: Db;
  let reads = 0;
  let publisher: EventPublisher | null = null;
  const received: DomainEvent[] = [];

  beforeEach(async () => {
    reads = 0;
    received.length = 0;
    db = openDatabase('sqlite::memory:', {
      onStatement: (sql) => {
        if (/^select .* from "outbox_events"/.test(sql)) reads += 1;
      },
    });
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await publisher?.stop();
    await db.close();
  });

  function start(gatherMs: number) {
    publisher = createEventPublisher({ db, gatherMs });
    publisher.subscribe((event) => {
      received.push(event);
      return Promise.resolve();
    });
    return publisher;
  }

  const groupCreated = (n: number): DomainEvent => ({ type: 'group-created', groupId: `group-${n}` });
  const outboxSize = async () =>
    Number(
      (
        await db.kysely
          .selectFrom('outbox_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('publishes the events of many nudges in one batch, in order, and empties the outbox', async () => {
    // Nudges gather for a minute here, longer than the test: stopping publishes what they gathered.
    const events = start(60_000);
    for (let n = 1; n <= 20; n++) {
      await db.kysely.transaction().execute((trx) => recordEvent(trx, groupCreated(n)));
      events.nudge();
    }
    expect(received).toEqual([]);
    await events.stop();
    expect(received).toEqual(Array.from({ length: 20 }, (_, i) => groupCreated(i + 1)));
    expect(reads).toBe(1);
    expect(await outboxSize()).toBe(0);
  });

  it('publishes a nudge once its gathering time is over', async () => {
    const events = start(10);
    await db.kysely.transaction().execute((trx) => recordEvent(trx, groupCreated(1)));
    events.nudge();
    await expect.poll(() => received).toEqual([groupCreated(1)]);
    expect(await outboxSize()).toBe(0);
  });
});
