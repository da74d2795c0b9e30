import { randomInt } from 'node:crypto';
import { sanitizeLearnMore, type Pack, type PackItem } from '@ricebowl/content';
import { OPTIONS_PER_QUESTION, type Question } from '@ricebowl/contract';
import { opaqueId } from '../../platform/ids.js';

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

/**
 * The question pools, held in memory from the committed content packs. Each issue gets fresh
 * opaque question and option ids, so a recorded answer can never be replayed.
 */
export class QuestionBank {
  private readonly pools = new Map<string, PackItem[]>();
  /** Learn-more HTML after the allow-list, worked out the first time its question is issued. */
  private readonly learnMore = new WeakMap<PackItem, string>();

  constructor(packs: Pack[]) {
    for (const pack of packs) {
      for (const [level, items] of Object.entries(pack.levels)) {
        this.pools.set(poolKey(pack.category.machine_name, Number(level)), items);
      }
    }
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
    if (countBits(asked) >= pool.length) asked = new Uint8Array(asked.length);
    const index = pickUnseen(pool.length, asked);
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
          metadata: {},
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
