import { randomInt } from 'node:crypto';
import { sanitizeLearnMore, type Pack, type PackItem } from '@ricebowl/content';
import { OPTIONS_PER_QUESTION, QUESTION_REF_METADATA, type Question } from '@ricebowl/contract';
import { opaqueId } from '../../platform/ids.js';
import { questionKey, questionRef } from './question-ref.js';

/** A question as issued to one game: what the player sees, and what stays on the server. */
export interface IssuedQuestion {
  question: Question;
  correctOptionId: string;
  learnMore: string | null;
  /** Index of the item in its pool, for the game's no-repeat memory. */
  index: number;
}

/** Questions already asked, per pool ("machine_name:level"), as base64url bitmaps of item indexes. */
export type SeenMap = Record<string, string>;

/** Questions an admin disabled: keys per category machine name (engine/reports keeps it fresh). */
export interface QuestionExclusions {
  keysOf(machineName: string): ReadonlySet<string> | undefined;
}

/** A pack item found by its reference, with every level of its subject that holds it. */
export interface BankEntry {
  machineName: string;
  key: string;
  item: PackItem;
  levels: number[];
}

/**
 * The question pools, held in memory from the committed content packs. Each issue gets fresh
 * opaque question and option ids, so a recorded answer can never be replayed.
 */
export class QuestionBank {
  private readonly pools = new Map<string, PackItem[]>();
  /** Learn-more HTML after the allow-list, worked out the first time its question is issued. */
  private readonly learnMore = new WeakMap<PackItem, string>();
  private readonly keys = new WeakMap<PackItem, string>();
  /** Per pool: item key → indexes, built the first time a pool meets a disabled question. */
  private readonly poolKeys = new Map<string, Map<string, number[]>>();
  /** Every item by reference, built on the first lookup (reports are rare). */
  private entries: Map<string, BankEntry> | null = null;
  private exclusions: QuestionExclusions | null = null;

  constructor(packs: Pack[]) {
    for (const pack of packs) {
      for (const [level, items] of Object.entries(pack.levels)) {
        this.pools.set(poolKey(pack.category.machine_name, Number(level)), items);
      }
    }
  }

  /**
   * This bank (sharing its pools and caches) that never issues the excluded questions, unless a
   * level has nothing else left. Tests share one bank between apps, each with its own exclusions.
   */
  excluding(exclusions: QuestionExclusions): QuestionBank {
    const view = Object.create(this) as QuestionBank;
    view.exclusions = exclusions;
    return view;
  }

  keyOf(item: PackItem): string {
    let key = this.keys.get(item);
    if (key === undefined) {
      key = questionKey(item);
      this.keys.set(item, key);
    }
    return key;
  }

  /** The pack item a reference names, or undefined when no pack holds it (any more). */
  find(ref: string): BankEntry | undefined {
    if (!this.entries) {
      const entries = new Map<string, BankEntry>();
      for (const [pool, items] of this.pools) {
        const [machineName, level] = splitPoolKey(pool);
        for (const item of items) {
          const key = this.keyOf(item);
          const ref = questionRef(machineName, key);
          const entry = entries.get(ref);
          if (entry) entry.levels.push(level);
          else entries.set(ref, { machineName, key, item, levels: [level] });
        }
      }
      for (const entry of entries.values()) entry.levels.sort((a, b) => a - b);
      this.entries = entries;
    }
    return this.entries.get(ref);
  }

  /** Indexes in the pool of the questions disabled in its category. */
  private excludedIndexes(machineName: string, key: string, pool: PackItem[]): number[] {
    const disabled = this.exclusions?.keysOf(machineName);
    if (!disabled || disabled.size === 0) return [];
    let byKey = this.poolKeys.get(key);
    if (!byKey) {
      byKey = new Map();
      pool.forEach((item, index) => {
        const itemKey = this.keyOf(item);
        byKey!.set(itemKey, [...(byKey!.get(itemKey) ?? []), index]);
      });
      this.poolKeys.set(key, byKey);
    }
    return [...disabled].flatMap((itemKey) => byKey.get(itemKey) ?? []);
  }

  has(machineName: string, level: number): boolean {
    return this.pools.has(poolKey(machineName, level));
  }

  /**
   * Packs are checked when imported, but a hand-edited pack file is HTML from outside too: it is
   * sanitised before it reaches a game (and the web app runs DOMPurify again before rendering).
   */
  private safeLearnMore(item: PackItem): string | null {
    if (item.learn_more === undefined) return null;
    let html = this.learnMore.get(item);
    if (html === undefined) {
      html = sanitizeLearnMore(item.learn_more);
      this.learnMore.set(item, html);
    }
    return html;
  }

  /** Picks a question not yet seen in this pool (starting over once the pool is used up). */
  issue(machineName: string, level: number, seen: SeenMap): { issued: IssuedQuestion; seen: SeenMap } {
    const key = poolKey(machineName, level);
    const pool = this.pools.get(key);
    if (!pool || pool.length === 0) throw new Error(`No questions for ${key}`);

    let asked = decodeBitmap(seen[key], pool.length);
    const excluded = this.excludedIndexes(machineName, key, pool);
    let taken = withBits(asked, excluded);
    if (countBits(taken) >= pool.length) {
      asked = new Uint8Array(asked.length);
      taken = withBits(asked, excluded);
    }
    // A level whose every question is disabled keeps issuing them rather than failing the game.
    if (countBits(taken) >= pool.length) taken = asked;
    const index = pickUnseen(pool.length, taken);
    asked[index >> 3]! |= 1 << (index & 7);
    const item = pool[index]!;

    const options = shuffle([item.answer, ...sample(item.distractors, OPTIONS_PER_QUESTION - 1)]).map((text) => ({
      id: opaqueId(),
      text,
    }));
    const correctOptionId = options.find((o) => o.text === item.answer)!.id;
    const resources = (item.resources ?? []).map(({ url, alt }) => ({ url, alt }));
    return {
      issued: {
        question: {
          id: opaqueId(),
          text: item.text,
          options,
          type: resources.length > 0 ? 'image' : 'text',
          resources,
          metadata: { [QUESTION_REF_METADATA]: questionRef(machineName, this.keyOf(item)) },
        },
        correctOptionId,
        learnMore: this.safeLearnMore(item),
        index,
      },
      seen: { ...seen, [key]: Buffer.from(asked).toString('base64url') },
    };
  }
}

function poolKey(machineName: string, level: number): string {
  return `${machineName}:${level}`;
}

function splitPoolKey(pool: string): [machineName: string, level: number] {
  const colon = pool.lastIndexOf(':');
  return [pool.slice(0, colon), Number(pool.slice(colon + 1))];
}

function withBits(bitmap: Uint8Array, indexes: number[]): Uint8Array {
  if (indexes.length === 0) return bitmap;
  const copy = new Uint8Array(bitmap);
  for (const index of indexes) copy[index >> 3]! |= 1 << (index & 7);
  return copy;
}

function decodeBitmap(encoded: string | undefined, size: number): Uint8Array {
  const bitmap = new Uint8Array(Math.ceil(size / 8));
  if (encoded) bitmap.set(Buffer.from(encoded, 'base64url').subarray(0, bitmap.length));
  return bitmap;
}

function countBits(bitmap: Uint8Array): number {
  let count = 0;
  for (let byte of bitmap) {
    for (; byte; byte &= byte - 1) count++;
  }
  return count;
}

const isTaken = (bitmap: Uint8Array, index: number) => (bitmap[index >> 3]! & (1 << (index & 7))) !== 0;

/** A uniformly random index in [0, size) not yet taken (at least one is free). */
function pickUnseen(size: number, taken: Uint8Array): number {
  // Rejection sampling is fast while the pool is mostly unseen; fall back to a scan near the end.
  for (let attempt = 0; attempt < 16; attempt++) {
    const candidate = randomInt(size);
    if (!isTaken(taken, candidate)) return candidate;
  }
  const free: number[] = [];
  for (let i = 0; i < size; i++) if (!isTaken(taken, i)) free.push(i);
  return free[randomInt(free.length)]!;
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function sample<T>(items: T[], count: number): T[] {
  return shuffle(items).slice(0, count);
}
