/**
 * Multiplication Table: "A x B" questions, answer the product.
 *
 * Levels (each pool is sampled down to ITEMS_PER_LEVEL distinct questions, except level 1 which
 * uses its whole pool):
 *   1. the 12 x 12 table plus 1-10 x 13-20                         (224 questions, all of them)
 *   2. one-digit x 21-49, and 11-12 x 13-20
 *   3. one-digit x 50-99, teens x teens, and 11 x 21-99
 *   4. one-digit x three-digit, and teens x 20-99
 *   5. two-digit x two-digit (21-99)
 * From level 2 on, the order of the two factors is random.
 */
import type { Pack, PackItem } from '../src/pack.js';
import {
  balancedByRank,
  ITEMS_PER_LEVEL,
  makeRng,
  mathPack,
  pick,
  shuffle,
  type IsolationTally,
  type Rng,
} from './lib.js';

export const MACHINE_NAME = 'multiplication-table';

type Pair = [number, number];

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

function pairs(as: number[], bs: number[]): Pair[] {
  const out: Pair[] = [];
  for (const a of as) for (const b of bs) out.push([a, b]);
  return out;
}

/** Unordered pairs a <= b from one range (e.g. teens x teens). */
function triangle(from: number, to: number): Pair[] {
  const out: Pair[] = [];
  for (let a = from; a <= to; a++) for (let b = a; b <= to; b++) out.push([a, b]);
  return out;
}

const oneDigit = range(2, 9);

/** Candidate (unordered) factor pairs per level, as groups sampled in roughly equal shares. */
function levelPools(level: number): Pair[][] {
  switch (level) {
    case 1:
      return [[...pairs(range(1, 12), range(1, 12)), ...pairs(range(1, 10), range(13, 20))]];
    case 2:
      return [[...pairs(oneDigit, range(21, 49)), ...pairs([11, 12], range(13, 20))]];
    case 3:
      return [pairs(oneDigit, range(50, 99)), [...triangle(13, 19), ...pairs([11], range(21, 99))]];
    case 4:
      return [pairs(oneDigit, range(100, 999)), pairs(range(11, 19), range(20, 99))];
    case 5: {
      return [triangle(21, 99)];
    }
    default:
      throw new Error(`no level ${level}`);
  }
}

/** Plausible wrong products: neighbouring facts, off by ten (or a hundred), swapped digits. */
export function multiplicationDistractors(rng: Rng, a: number, b: number, tally?: IsolationTally): string[] {
  const p = a * b;
  const neighbours = [(a - 1) * b, (a + 1) * b, a * (b - 1), a * (b + 1)];
  // Off-by-one slips of a neighbouring fact too: they sit together, away from the product, so that
  // the product is sometimes the option standing apart (the isolated give-away, issue 15 §3).
  const slips = [
    p + 10,
    p - 10,
    (a - 2) * b,
    (a + 2) * b,
    a * (b - 2),
    a * (b + 2),
    p + 1,
    p - 1,
    ...neighbours.flatMap((n) => [n + 1, n - 1]),
  ];
  if (p >= 100) slips.push(p + 100);
  if (p >= 200) slips.push(p - 100);
  const digits = String(p);
  if (digits.length >= 2) {
    const swapped = digits.slice(0, -2) + digits.slice(-1) + digits.slice(-2, -1);
    if (!swapped.startsWith('0')) slips.push(Number(swapped));
  }
  const valid = (n: number) => Number.isInteger(n) && n >= 0 && n !== p;
  const pairsOf = (ns: number[]) => ns.filter(valid).map((n) => [n, String(n)] as const);
  // Neighbouring facts first, then place-value and off-by-one slips, as many below the product
  // as a fair draw asks for (see balancedByRank).
  const out = balancedByRank(rng, p, pairsOf(neighbours), pairsOf(slips), 4, tally);
  // Fallback for tiny products where few candidates are non-negative.
  for (let d = 2; out.length < 4; d++) {
    for (const n of [p + d, p - d]) {
      if (out.length < 4 && valid(n) && !out.includes(String(n))) out.push(String(n));
    }
  }
  return shuffle(rng, out);
}

/** Splits n into its place-value parts, e.g. 348 -> [300, 40, 8] (zeros dropped). */
function placeParts(n: number): number[] {
  const digits = String(n);
  const parts: number[] = [];
  for (let i = 0; i < digits.length; i++) {
    const part = Number(digits[i]) * 10 ** (digits.length - 1 - i);
    if (part !== 0) parts.push(part);
  }
  return parts;
}

/** "7 x 56 = 7 x 50 + 7 x 6 = 350 + 42 = 392" style working (split the second factor). */
function splitWorking(keep: number, split: number, keepFirst: boolean): string {
  const parts = placeParts(split);
  const fmt = (part: number) => (keepFirst ? `${keep} x ${part}` : `${part} x ${keep}`);
  const whole = keepFirst ? `${keep} x ${split}` : `${split} x ${keep}`;
  return `Split ${split} into ${parts.join(' + ')}: ${whole} = ${parts.map(fmt).join(' + ')} = ${parts
    .map((part) => keep * part)
    .join(' + ')} = ${keep * split}.`;
}

/** A short explanation with a mental-maths trick where one applies. */
export function multiplicationExplanation(a: number, b: number): string {
  const p = a * b;
  const fact = `${a} x ${b} = ${p}.`;
  const has = (k: number) => a === k || b === k;
  const otherThan = (k: number) => (a === k ? b : a);
  let tip: string;
  if (has(1)) {
    tip = 'Any number times 1 stays the same.';
  } else if (has(10)) {
    const n = otherThan(10);
    tip = `To multiply by 10, put a 0 on the end of ${n}: ${n * 10}.`;
  } else if (has(11)) {
    const n = otherThan(11);
    if (n <= 9) tip = `11 times a single digit repeats the digit: ${p}.`;
    else if (n <= 99) {
      const t = Math.floor(n / 10);
      const o = n % 10;
      const s = t + o;
      tip =
        s < 10
          ? `Add the digits of ${n} (${t} + ${o} = ${s}) and put the result between them: ${p}.`
          : `Add the digits of ${n} (${t} + ${o} = ${s}), put the ${s % 10} between them and carry the 1: ${p}.`;
    } else tip = `Times 11 is times 10 plus one more lot: ${10 * n} + ${n} = ${p}.`;
  } else if (has(2)) {
    const n = otherThan(2);
    tip = `Times 2 is doubling: ${n} + ${n} = ${p}.`;
  } else if (has(5)) {
    const n = otherThan(5);
    tip = `Times 5 is half of times 10: ${n} x 10 = ${n * 10}, and half of that is ${p}.`;
  } else if (has(9)) {
    const n = otherThan(9);
    tip = `Times 9 is times 10 take away one lot: ${n} x 10 = ${n * 10}, and ${n * 10} - ${n} = ${p}.`;
  } else if (a === b) {
    tip = `${a} x ${a} is ${a} squared, a fact worth knowing by heart.`;
  } else if (has(4) && otherThan(4) <= 20) {
    const n = otherThan(4);
    tip = `Times 4 is doubling twice: ${n} doubled is ${n * 2}, doubled again is ${p}.`;
  } else if (has(8) && otherThan(8) <= 20) {
    const n = otherThan(8);
    tip = `Think of it as ${n} x 4 = ${n * 4}, doubled.`;
  } else if (has(6) && otherThan(6) <= 20) {
    const n = otherThan(6);
    tip = `Think of it as ${n} x 3 = ${n * 3}, doubled.`;
  } else if (has(12) && otherThan(12) <= 20) {
    const n = otherThan(12);
    tip = `Times 12 is times 10 plus times 2: ${n * 10} + ${n * 2} = ${p}.`;
  } else if (has(3) && otherThan(3) <= 12) {
    const n = otherThan(3);
    tip = `Three lots of ${n}: ${n} + ${n} + ${n} = ${p}.`;
  } else if (Math.min(a, b) < 10 && Math.max(a, b) < 100 && Math.max(a, b) % 10 === 9) {
    const small = Math.min(a, b);
    const big = Math.max(a, b);
    const up = small * (big + 1);
    tip = `Round ${big} up to ${big + 1}: ${small} x ${big + 1} = ${up}, then take away one ${small}: ${up} - ${small} = ${p}.`;
  } else if (Math.min(a, b) < 10 || Math.min(a, b) === 12) {
    // A small factor times a bigger number: split the bigger one by place value.
    const small = Math.min(a, b);
    const big = Math.max(a, b);
    tip = splitWorking(small, big, a === small);
  } else {
    // Two-digit x two-digit: round up when a factor ends in 9, use tens when one ends in 0,
    // otherwise split the second factor by place value.
    const nine = [b, a].find((n) => n % 10 === 9);
    const zero = [b, a].find((n) => n % 10 === 0);
    if (nine !== undefined) {
      const k = nine === b ? a : b;
      const up = k * (nine + 1);
      tip = `Round ${nine} up to ${nine + 1}: ${k} x ${nine + 1} = ${up}, then take away one ${k}: ${up} - ${k} = ${p}.`;
    } else if (zero !== undefined) {
      const k = zero === b ? a : b;
      tip = `${k} x ${zero / 10} = ${k * (zero / 10)}, then times 10 gives ${p}.`;
    } else {
      tip = splitWorking(a, b, true);
    }
  }
  return `<p>${fact} ${tip}</p>`;
}

function makeItem(rng: Rng, a: number, b: number, tally: IsolationTally): PackItem {
  return {
    text: `${a} x ${b}`,
    answer: String(a * b),
    distractors: multiplicationDistractors(rng, a, b, tally),
    learn_more: multiplicationExplanation(a, b),
  };
}

/** One level; `tally` is the subject's, so that no option set comes back in another level. */
function buildLevel(level: number, tally: IsolationTally): PackItem[] {
  const rng = makeRng(`${MACHINE_NAME}/level-${level}`);
  const groups = levelPools(level);
  if (level === 1) {
    const [pool] = groups;
    return (pool ?? []).map(([a, b]) => makeItem(rng, a, b, tally));
  }
  // Take roughly equal shares from each group, sampling without replacement, random order of factors.
  const items: PackItem[] = [];
  const texts = new Set<string>();
  const shuffled = groups.map((g) => shuffle(rng, g));
  const cursor = groups.map(() => 0);
  let turn = 0;
  while (items.length < ITEMS_PER_LEVEL) {
    // Round-robin over the groups that still have pairs left.
    const open = shuffled.map((_, i) => i).filter((i) => (cursor[i] ?? 0) < (shuffled[i] ?? []).length);
    if (open.length === 0) throw new Error(`level ${level}: pools exhausted`);
    const gi = open[turn++ % open.length] as number;
    const group = shuffled[gi] ?? [];
    const pos = cursor[gi] ?? 0;
    cursor[gi] = pos + 1;
    const [x, y] = group[pos] as Pair;
    const [a, b] = pick(rng, [true, false]) ? [x, y] : [y, x];
    const item = makeItem(rng, a, b, tally);
    if (texts.has(item.text) || texts.has(`${b} x ${a}`)) continue;
    texts.add(item.text);
    items.push(item);
  }
  return items;
}

export function buildMultiplicationTablePack(): Pack {
  const tally: IsolationTally = { yes: 0, of: 0 };
  return mathPack(MACHINE_NAME, 'Multiplication Table', (level) => buildLevel(level, tally));
}
