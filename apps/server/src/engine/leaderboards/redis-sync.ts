import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../../platform/database/schema.js';
import { SortedSets, leaderboardKeys } from './sorted-sets.js';
import { rebuildFromDatabase } from './rebuild.js';
import { redisHealth, redisTimeoutOf, withTimeout, type RedisHealth } from '../../platform/redis.js';

export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

type Write = (s: SortedSets) => Promise<void>;

/** Writes kept to replay once Redis answers (beyond: the sets are rebuilt from the database). */
const OWED_WRITES = 10_000;
/** Redis answered with an error (a bug, not an outage): it is not asked again for this long. */
const RETRY_AFTER_MS = 5_000;

/**
 * The Redis copy of the boards, when configured and healthy (ADR 010): reads that fall back to the
 * database (null), writes that are owed or leave the sets to rebuild while Redis is away, and the
 * rebuild. Nothing here throws or waits because Redis does.
 */
export class RedisSync {
  readonly sets: SortedSets | null;
  private readonly health: RedisHealth | null;
  private readonly timeoutMs: number;
  private unhealthyUntil = 0;
  /** A write failed: the sets miss it, so they must be rebuilt once Redis answers again. */
  private dirty = false;
  /**
   * Answers' writes that Redis missed (skipped while down, or timed out), replayed in order once it
   * answers: they carry totals, so a replay of one that did land changes nothing. Other writes, or
   * too many owed, make the sets `dirty` instead (a rebuild).
   */
  private owed: Write[] = [];
  private paying: Promise<void> | null = null;
  private checking: Promise<void> | null = null;
  private rebuilding: Promise<boolean> | null = null;
  /** A rebuild's lock that Redis lost sight of (it went away mid-rebuild): released once back. */
  private orphanedLock: string | null = null;
  /** Whether a Redis that becomes available is checked: armed by the first ensureFresh. */
  private watching = false;

  constructor(
    private readonly db: Kysely<Database>,
    redis: Redis | null,
    keyPrefix: string,
    private readonly now: () => number,
    private readonly log: Log,
  ) {
    this.sets = redis ? new SortedSets(redis, leaderboardKeys(keyPrefix)) : null;
    this.health = redis ? redisHealth(redis, log) : null;
    this.timeoutMs = redis ? redisTimeoutOf(redis) : 0;
  }

  /** Whether to call Redis now: configured, answering (or due a probe), and no recent error reply. */
  private usable(): boolean {
    return this.sets !== null && this.health!.usable() && this.now() >= this.unhealthyUntil;
  }

  /** An outage is logged once by the health; an error reply (a bug) here, and Redis rests a while. */
  private failed(error: unknown, what: string) {
    this.health!.failed(error);
    // A timeout is that call's fallback, and an outage the health's to report.
    if (error instanceof Error && error.name === 'ReplyError') {
      this.unhealthyUntil = this.now() + RETRY_AFTER_MS;
      this.log.warn({ err: String(error) }, `leaderboard ${what} on Redis failed; the database answers meanwhile`);
    }
  }

  private owe(write: Write | null) {
    if (write && !this.dirty && this.owed.length < OWED_WRITES) this.owed.push(write);
    else {
      this.dirty = true;
      this.owed = [];
    }
  }

  /** Replays the owed writes in the background (one run at a time); a failure keeps the rest owed. */
  private payOwed() {
    const sets = this.sets;
    if (!this.owed.length || !sets) return;
    this.paying ??= (async () => {
      try {
        while (this.owed.length && !this.dirty) {
          await withTimeout(this.owed[0]!(sets), this.timeoutMs);
          this.owed.shift();
        }
        this.health!.succeeded();
      } catch (error) {
        this.failed(error, 'write');
      }
    })().finally(() => (this.paying = null));
  }

  /** Marks the sets stale once Redis answers after writes were lost; the next check rebuilds. */
  private async forgetLostWrites(s: SortedSets): Promise<boolean> {
    this.payOwed();
    if (!this.dirty) return false;
    await s.markStale();
    this.dirty = false;
    return true;
  }

  /** Runs a read on Redis; null means "answer from the database" (no Redis, no build, an error). */
  async read<T>(read: (s: SortedSets) => Promise<T | null>): Promise<T | null> {
    if (!this.usable()) return null;
    try {
      await withTimeout(this.forgetLostWrites(this.sets!), this.timeoutMs);
      const value = await withTimeout(read(this.sets!), this.timeoutMs);
      this.health!.succeeded();
      if (value === null) void this.ensureFresh();
      return value;
    } catch (error) {
      this.failed(error, 'read');
      return null;
    }
  }

  /**
   * Runs a write on Redis after a commit. One skipped or failed is owed (`replayable`: an answer's
   * totals, replayed when Redis answers) or leaves the sets to rebuild.
   */
  async write(write: Write, replayable = false): Promise<void> {
    if (!this.sets) return;
    if (!this.usable()) {
      this.owe(replayable ? write : null);
      return;
    }
    try {
      this.payOwed();
      await withTimeout(write(this.sets), this.timeoutMs);
      this.health!.succeeded();
    } catch (error) {
      this.owe(replayable ? write : null);
      this.failed(error, 'write');
    }
  }

  ensureFresh(): Promise<void> {
    // From now on, Redis back after an outage (or connected at last) is checked too: writes lost
    // meanwhile are made good by a rebuild, as is a Redis that restarted empty. Not before: the
    // server calls this once its database is migrated, and a fresh one has no tables to read yet.
    if (this.health && !this.watching) {
      this.watching = true;
      this.health.onAvailable(() => void this.ensureFresh());
    }
    if (!this.usable()) return Promise.resolve();
    this.checking ??= (async () => {
      try {
        const lost = await this.forgetLostWrites(this.sets!);
        // Another process's rebuild may have read the database before this one's lost writes:
        // they stay owed until a rebuild of this process's own has run.
        if (!(await this.sets!.ready()) && !(await this.rebuild()) && lost) this.dirty = true;
      } catch (error) {
        this.failed(error, 'rebuild');
        if (this.health!.up)
          this.log.warn({ err: String(error) }, 'leaderboard rebuild failed; the database answers meanwhile');
      }
    })().finally(() => (this.checking = null));
    return this.checking;
  }

  rebuild(): Promise<boolean> {
    const sets = this.sets;
    if (!sets) return Promise.resolve(false);
    this.rebuilding ??= (async () => {
      if (this.orphanedLock) {
        await sets.unlock(this.orphanedLock);
        this.orphanedLock = null;
      }
      return rebuildFromDatabase(this.db, sets, (token) => (this.orphanedLock = token));
    })().finally(() => (this.rebuilding = null));
    return this.rebuilding;
  }

  async settled(): Promise<void> {
    await this.checking;
    await this.rebuilding;
    await this.paying;
  }
}
