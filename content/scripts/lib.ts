/**
 * Small helpers shared by the pack generators: a seeded PRNG (so every build is byte-identical),
 * sampling helpers, distractor selection and the compact pack serializer.
 */
import { CHANCE, choose, isolatedOption } from '../src/giveaways.js';
import type { Pack, PackItem } from '../src/pack.js';

/** Number of questions generated per level where a level's pool is larger than needed. */
export const ITEMS_PER_LEVEL = 220;

export const SPONSOR_TEXT = "Sponsored by Ricebowl's supporters";

export type Rng = () => number;

/** FNV-1a hash of a string, used to derive a 32-bit seed from a readable label. */
export function hashSeed(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, deterministic PRNG returning floats in [0, 1). */
export function makeRng(label: string): Rng {
  let a = hashSeed(label);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [min, max] inclusive. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  if (list.length === 0) throw new Error('pick() from an empty list');
  return list[Math.floor(rng() * list.length)] as T;
}

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/**
 * Picks up to `count` distinct distractors. `preferred` candidates are taken first (in random
 * order), then `others`; anything equal to the answer, rejected by `accept`, or already taken is
 * skipped.
 */
export function chooseDistractors(
  rng: Rng,
  answer: string,
  preferred: readonly string[],
  others: readonly string[],
  count: number,
  accept: (candidate: string) => boolean = () => true,
): string[] {
  const chosen: string[] = [];
  const seen = new Set<string>([answer]);
  for (const group of [shuffle(rng, preferred), shuffle(rng, others)]) {
    for (const c of group) {
      if (chosen.length >= count) return chosen;
      if (seen.has(c) || !accept(c)) continue;
      seen.add(c);
      chosen.push(c);
    }
  }
  return chosen;
}

/**
 * Generates items from `make` until `target` distinct texts exist (or gives up after many
 * attempts, which the caller's count check will then report).
 */
export function collectDistinct(target: number, make: () => PackItem | null): PackItem[] {
  const items: PackItem[] = [];
  const texts = new Set<string>();
  let attempts = 0;
  while (items.length < target && attempts < target * 200) {
    attempts++;
    const item = make();
    if (!item || texts.has(item.text)) continue;
    texts.add(item.text);
    items.push(item);
  }
  if (items.length < target) {
    throw new Error(`only ${items.length} distinct questions could be generated (wanted ${target})`);
  }
  return items;
}

/** A five-level pack of the math group, each level built by `buildLevel`. */
export function mathPack(machineName: string, label: string, buildLevel: (level: number) => PackItem[]): Pack {
  const levels: Record<string, PackItem[]> = {};
  for (let level = 1; level <= 5; level++) levels[String(level)] = buildLevel(level);
  return {
    category: {
      machine_name: machineName,
      label,
      category_group: 'math',
      category_group_label: 'Math',
      sponsor_text: SPONSOR_TEXT,
      icon_urls: [`icons/${machineName}.svg`],
      levels: 5,
    },
    levels,
  };
}

/** Escapes text for inclusion in the learn_more HTML fragments. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Serializes a pack as JSON with one item per line: compact, yet diff-friendly. The output is
 * valid JSON and ends with a newline.
 */
export function serializePack(pack: Pack): string {
  const lines: string[] = ['{'];
  lines.push(`  "category": ${JSON.stringify(pack.category)},`);
  lines.push('  "levels": {');
  const keys = Object.keys(pack.levels).sort((a, b) => Number(a) - Number(b));
  keys.forEach((key, li) => {
    const items = pack.levels[key] ?? [];
    lines.push(`    ${JSON.stringify(key)}: [`);
    items.forEach((item, i) => {
      lines.push(`      ${JSON.stringify(item)}${i < items.length - 1 ? ',' : ''}`);
    });
    lines.push(`    ]${li < keys.length - 1 ? ',' : ''}`);
  });
  lines.push('  }');
  lines.push('}');
  return lines.join('\n') + '\n';
}

/**
 * What balancedByRank keeps fair across a subject's questions: the running count of the shown
 * sets in which the answer is the isolated option (the one farthest from the rest), and the
 * option sets already asked (a set that comes back with the same answer gives it away).
 */
export interface IsolationTally {
  yes: number;
  of: number;
  asked?: Set<string>;
}

/**
 * Picks `count` wrong numbers so the right one is as often the smallest, a middle or the largest
 * option as blind guessing would make it (issue 15 §3): how many fall below the answer is drawn
 * uniformly from 0 … count, then the most plausible candidates on each side are taken
 * (`preferred` in random order, then `others`). Candidates are [value, label] pairs.
 *
 * The nearest candidates alone would crowd round the answer, so that it would never stand apart
 * (the isolated give-away): of a few draws of the same rank, the one that brings the subject's
 * `tally` nearest a fair share is kept.
 */
export function balancedByRank(
  rng: Rng,
  answer: number,
  preferred: readonly (readonly [number, string])[],
  others: readonly (readonly [number, string])[],
  count: number,
  tally: IsolationTally = { yes: 0, of: 0 },
): string[] {
  const seen = new Set<number>([answer]);
  const ordered = [...shuffle(rng, preferred), ...shuffle(rng, others)].filter(([v]) => {
    if (seen.has(v) || !Number.isFinite(v)) return false;
    seen.add(v);
    return true;
  });
  const below = ordered.filter(([v]) => v < answer);
  const above = ordered.filter(([v]) => v > answer);
  let wantBelow = randInt(rng, 0, count);
  wantBelow = Math.min(wantBelow, below.length);
  if (count - wantBelow > above.length) wantBelow = Math.min(below.length, count - above.length);
  const draws = Array.from({ length: 12 }, (_, i) => {
    const side = (list: typeof below, n: number) => (i === 0 ? list : shuffle(rng, list.slice(0, n + 4))).slice(0, n);
    const picked = [...side(below, wantBelow), ...side(above, count - wantBelow)];
    return {
      picked,
      ...isolation(
        answer,
        picked.map(([v]) => v),
      ),
    };
  });
  const asked = (tally.asked ??= new Set());
  const key = (picked: typeof below) => [answer, ...picked.map(([v]) => v)].sort((x, y) => x - y).join(' ');
  const after = (d: (typeof draws)[number]) =>
    (asked.has(key(d.picked)) ? 1 : 0) +
    (tally.of + d.of === 0 ? 0 : Math.abs((tally.yes + d.yes) / (tally.of + d.of) - FAIR_ISOLATION));
  const best = draws.reduce((a, b) => (after(b) < after(a) ? b : a));
  tally.yes += best.yes;
  tally.of += best.of;
  asked.add(key(best.picked));
  return shuffle(
    rng,
    best.picked.map(([, label]) => label),
  );
}

/**
 * Over the sets players see (the answer and every choice of three wrong values): in how many one
 * option stands apart, and in how many of those it is the answer.
 */
function isolation(answer: number, wrong: number[]): IsolationTally {
  const sets = choose(wrong, Math.min(3, wrong.length)).map((shown) => isolatedOption([answer, ...shown]));
  const defined = sets.filter((index) => index >= 0);
  const weight = 1 / sets.length;
  return { yes: defined.filter((index) => index === 0).length * weight, of: defined.length * weight };
}

const FAIR_ISOLATION = CHANCE.isolated / 100;
