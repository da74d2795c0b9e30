/**
 * Basic Math (Pre-Algebra): short expressions ending in " =", answer an integer (or a simple
 * fraction such as "3/4" for the fraction questions).
 *
 * Levels:
 *   1. one-digit addition and subtraction facts (sums to 19, differences from up to 18)
 *   2. multi-digit addition and subtraction (two- and three-digit, non-negative results)
 *   3. negative numbers (+, -, x, ÷) and exact division facts
 *   4. order of operations and powers
 *   5. fractions, percentages, fractions of amounts, and powers combined with other operations
 *
 * Notation: "x" for times, "÷" for division, "-" for minus (also the sign of a negative number,
 * wrapped in brackets when it follows an operator), superscript digits for powers, "a/b" (no
 * spaces) for a fraction.
 */
import type { Pack, PackItem } from '../src/pack.js';
import { ITEMS_PER_LEVEL, mathPack, collectDistinct, makeRng, pick, randInt, shuffle, type Rng } from './lib.js';
import { OptionSetBalancer } from './option-sets.js';

export const MACHINE_NAME = 'basic-math-pre-algebra';

// ---------------------------------------------------------------------------------------------
// Exact rationals (all values here are small, so plain numbers are safe).

interface Q {
  n: number;
  d: number;
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

function q(n: number, d = 1): Q {
  if (d === 0) throw new Error('division by zero');
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

const qadd = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
const qsub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
const qmul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
const qdiv = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
const qeq = (a: Q, b: Q) => a.n === b.n && a.d === b.d;

/** "3/4", "2", "-5". */
export function formatQ(v: Q): string {
  return v.d === 1 ? String(v.n) : `${v.n}/${v.d}`;
}

// ---------------------------------------------------------------------------------------------
// Expression trees, rendered the way the player reads them and reduced step by step for the
// learn_more working.

type Op = '+' | '-' | 'x' | '÷';

type Expr =
  { k: 'num'; v: Q } | { k: 'bin'; op: Op; l: Expr; r: Expr; paren: boolean } | { k: 'pow'; base: Expr; e: number };

const num = (n: number, d = 1): Expr => ({ k: 'num', v: q(n, d) });
const bin = (op: Op, l: Expr, r: Expr, paren = false): Expr => ({ k: 'bin', op, l, r, paren });
const pow = (base: Expr, e: number): Expr => ({ k: 'pow', base, e });

const SUPERSCRIPT = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

function sup(e: number): string {
  return String(e)
    .split('')
    .map((c) => SUPERSCRIPT[Number(c)])
    .join('');
}

/** Renders an expression; `leading` is true when nothing precedes it (a leading minus needs no brackets). */
function render(e: Expr, leading = true): string {
  switch (e.k) {
    case 'num': {
      const s = formatQ(e.v);
      return e.v.n < 0 && !leading ? `(${s})` : s;
    }
    case 'pow': {
      const plain = e.base.k === 'num' && e.base.v.n >= 0 && e.base.v.d === 1;
      const bracketed = e.base.k === 'bin' && e.base.paren;
      const base = plain || bracketed ? render(e.base) : `(${render(e.base)})`;
      return `${base}${sup(e.e)}`;
    }
    case 'bin': {
      const inner = `${render(e.l, e.paren ? true : leading)} ${e.op} ${render(e.r, false)}`;
      return e.paren ? `(${inner})` : inner;
    }
  }
}

function evaluate(e: Expr): Q {
  switch (e.k) {
    case 'num':
      return e.v;
    case 'pow': {
      const b = evaluate(e.base);
      let v = q(1);
      for (let i = 0; i < e.e; i++) v = qmul(v, b);
      return v;
    }
    case 'bin': {
      const l = evaluate(e.l);
      const r = evaluate(e.r);
      switch (e.op) {
        case '+':
          return qadd(l, r);
        case '-':
          return qsub(l, r);
        case 'x':
          return qmul(l, r);
        case '÷':
          return qdiv(l, r);
      }
    }
  }
}

/** Evaluates strictly left to right, ignoring precedence and brackets: the classic slip. */
function leftToRight(e: Expr): Q | null {
  const flat: (Q | Op)[] = [];
  const walk = (x: Expr): boolean => {
    if (x.k === 'num') flat.push(x.v);
    else if (x.k === 'pow') flat.push(evaluate(x));
    else {
      if (!walk(x.l)) return false;
      flat.push(x.op);
      if (!walk(x.r)) return false;
    }
    return true;
  };
  walk(e);
  let acc = flat[0] as Q;
  for (let i = 1; i + 1 < flat.length; i += 2) {
    const op = flat[i] as Op;
    const r = flat[i + 1] as Q;
    if (op === '÷' && r.n === 0) return null;
    acc = op === '+' ? qadd(acc, r) : op === '-' ? qsub(acc, r) : op === 'x' ? qmul(acc, r) : qdiv(acc, r);
  }
  return acc;
}

function precedence(e: Expr): number {
  if (e.k === 'pow') return 3;
  if (e.k === 'bin') return e.op === 'x' || e.op === '÷' ? 2 : 1;
  return 0;
}

/** Reduces the single operation that comes first by the usual order of operations. */
function reduceOnce(e: Expr): Expr {
  // Find reducible nodes (all children are numbers), in left-to-right order.
  const candidates: Expr[] = [];
  const walk = (x: Expr) => {
    if (x.k === 'pow') {
      if (x.base.k === 'num') candidates.push(x);
      else walk(x.base);
    } else if (x.k === 'bin') {
      walk(x.l);
      if (x.l.k === 'num' && x.r.k === 'num') candidates.push(x);
      walk(x.r);
    }
  };
  walk(e);
  // Innermost brackets are already implied by the tree; among the ready operations take the
  // highest precedence, leftmost first.
  let best: Expr | undefined;
  for (const c of candidates) if (!best || precedence(c) > precedence(best)) best = c;
  const target = best;
  const replace = (x: Expr): Expr => {
    if (x === target) return { k: 'num', v: evaluate(x) };
    if (x.k === 'pow') return { ...x, base: replace(x.base) };
    if (x.k === 'bin') return { ...x, l: replace(x.l), r: replace(x.r) };
    return x;
  };
  return replace(e);
}

/** "3 x (4 + 5) = 3 x 9 = 27" */
function stepChain(e: Expr): string {
  const parts = [render(e)];
  let cur = e;
  while (cur.k !== 'num') {
    cur = reduceOnce(cur);
    parts.push(render(cur));
  }
  return parts.join(' = ');
}

// ---------------------------------------------------------------------------------------------
// Items

interface Problem {
  text: string;
  value: Q;
  /** Wrong answers in order of plausibility (values; filtered later). */
  preferred: Q[];
  others: Q[];
  /** Explanation, plain text with HTML already escaped where needed. */
  explain: string;
  /** Whether negative distractors make sense for this question. */
  negativesOk: boolean;
}

function toItem(rng: Rng, p: Problem, balancer: OptionSetBalancer): PackItem | null {
  const answer = formatQ(p.value);
  const accept = (s: string) => {
    if (!p.negativesOk && s.startsWith('-')) return false;
    return true;
  };
  // Never the answer's value (so no "2/4" for "1/2"), and no fractions much uglier than the answer.
  const maxDenominator = Math.max(24, p.value.d);
  const valueOf = (v: Q) => v.n / v.d;
  const candidates = (list: Q[]) =>
    list
      .filter((v) => !qeq(v, p.value) && v.d <= maxDenominator && accept(formatQ(v)))
      .map((v) => [valueOf(v), formatQ(v)] as const);
  // Small integer offsets on both sides, so either side can be filled.
  const offsets: Q[] = [];
  for (let d = 1; d <= 3; d++) offsets.push(qadd(p.value, q(d)), qsub(p.value, q(d)));
  // Off-by-one slips of the likely mistakes sit together, away from the answer: the answer may
  // then be the option standing apart as often as any other (the isolated give-away, issue 15 §3).
  for (const slip of p.preferred) offsets.push(qadd(slip, q(1)), qsub(slip, q(1)));
  // The likely mistakes first, then the other candidates. Of a few draws of four (a likely
  // mistake among them when there is one; some draws from one side of the answer only, so that
  // it can be the smallest or largest option, or stand apart), the balancer keeps the one that
  // leaves the subject fairest: the answer a middle value half the time, the value standing apart
  // a quarter of the time, and not the answer again of an option set already asked (issue 15 §3).
  const preferred = unique(candidates(p.preferred));
  const pool = unique([...preferred, ...candidates(p.others), ...candidates(offsets)])
    .filter(([, label]) => label !== answer)
    .slice(0, 14);
  const text = `${p.text} =`;
  const draw = (): string[] => {
    const side = pick(rng, ['any', 'any', 'below', 'above'] as const);
    const first = preferred.length > 0 ? [pick(rng, preferred)] : [];
    const rest = pool.filter(
      (c) =>
        !first.includes(c) &&
        (side === 'any' || (side === 'below' ? c[0] < valueOf(p.value) : c[0] > valueOf(p.value))),
    );
    return [
      ...first,
      ...shuffle(rng, rest),
      ...shuffle(
        rng,
        pool.filter((c) => !first.includes(c) && !rest.includes(c)),
      ),
    ]
      .slice(0, 4)
      .map(([, label]) => label);
  };
  const distractors =
    pool.length <= 4 ? pool.map(([, label]) => label) : balancer.pickDrawn(rng, text, answer, draw, 32);
  // Top up with small integer offsets if needed.
  for (let d = 1; distractors.length < 3 && d < 20; d++) {
    for (const v of [qadd(p.value, q(d)), qsub(p.value, q(d))]) {
      const s = formatQ(v);
      if (distractors.length < 4 && s !== answer && !distractors.includes(s) && accept(s)) distractors.push(s);
    }
  }
  if (distractors.length < 3) return null;
  return {
    text,
    answer,
    distractors: shuffle(rng, distractors),
    learn_more: `<p>${p.explain}</p>`,
  };
}

const I = (n: number) => q(n);
/** Integer candidates only (non-integers such as a half of an odd number are dropped). */
const ints = (...ns: number[]) => ns.filter((n) => Number.isInteger(n)).map(I);

// --- Level 1: one-digit facts ----------------------------------------------------------------

function level1Problems(): Problem[] {
  const out: Problem[] = [];
  const add = (a: number, b: number) => {
    const r = a + b;
    let explain: string;
    if (a === 0 || b === 0) explain = `${a} + ${b} = ${r}. Adding 0 changes nothing.`;
    else if (a === 10 || b === 10) explain = `${a} + ${b} = ${r}. Ten and ${a === 10 ? b : a} make ${r}.`;
    else if (r > 10 && a < 10 && b < 10) {
      const big = Math.max(a, b);
      const small = Math.min(a, b);
      explain = `${a} + ${b} = ${r}. Make a ten: ${big} + ${10 - big} = 10, and ${small - (10 - big)} more makes ${r}.`;
    } else if (Math.min(a, b) <= 3) {
      const big = Math.max(a, b);
      const small = Math.min(a, b);
      const counts = Array.from({ length: small }, (_, i) => big + i + 1).join(', ');
      explain = `${a} + ${b} = ${r}. Start at ${big} and count on ${small}: ${counts}.`;
    } else explain = `${a} + ${b} = ${r}.${a === b ? ` Double ${a} is ${r}.` : ''}`;
    out.push({
      text: `${a} + ${b}`,
      value: I(r),
      preferred: ints(r + 1, r - 1),
      others: ints(r + 2, r - 2, Math.abs(a - b), r + 10),
      explain,
      negativesOk: false,
    });
  };
  const sub = (a: number, b: number) => {
    const r = a - b;
    const explain =
      b === 0
        ? `${a} - 0 = ${a}. Taking away nothing leaves ${a}.`
        : r === 0
          ? `${a} - ${b} = 0. Taking a number from itself leaves nothing.`
          : `${a} - ${b} = ${r}, because ${r} + ${b} = ${a}.`;
    out.push({
      text: `${a} - ${b}`,
      value: I(r),
      preferred: ints(r + 1, r - 1),
      others: ints(r + 2, r - 2, a + b, b - r),
      explain,
      negativesOk: false,
    });
  };
  for (let a = 1; a <= 9; a++) for (let b = 1; b <= 9; b++) add(a, b);
  for (let a = 1; a <= 9; a++) {
    add(a, 0);
    add(0, a);
    add(10, a);
    add(a, 10);
    sub(a, 0);
  }
  for (let b = 1; b <= 9; b++) for (let a = b; a <= b + 9; a++) sub(a, b);
  return out;
}

// --- Level 2: multi-digit addition and subtraction --------------------------------------------

function placeSlipDifference(a: number, b: number): number {
  // "Subtract the smaller digit from the larger" in every column.
  const da = String(a).split('').reverse();
  const db = String(b).split('').reverse();
  let out = '';
  for (let i = 0; i < da.length; i++) out = String(Math.abs(Number(da[i]) - Number(db[i] ?? 0))) + out;
  return Number(out);
}

function level2Problem(rng: Rng): Problem {
  const kind = pick(rng, ['add2', 'add2', 'sub2', 'sub2', 'add3', 'sub3'] as const);
  let a: number;
  let b: number;
  if (kind === 'add2' || kind === 'sub2') {
    a = randInt(rng, 11, 99);
    b = randInt(rng, 11, 99);
  } else {
    a = randInt(rng, 101, 999);
    b = randInt(rng, 11, rng() < 0.5 ? 99 : 999);
  }
  const isAdd = kind.startsWith('add');
  if (!isAdd && b > a) [a, b] = [b, a];
  if (!isAdd && a === b) b = Math.max(1, b - randInt(rng, 1, 9));
  const r = isAdd ? a + b : a - b;
  const bt = b - (b % 10);
  const bo = b % 10;
  let explain: string;
  if (isAdd) {
    explain =
      bo === 0
        ? `${a} + ${b} = ${r}. Only the tens change: ${Math.floor(a / 10)} tens + ${b / 10} tens = ${Math.floor(r / 10)} tens, so ${r}.`
        : `${a} + ${b} = ${r}. Add ${bt} first: ${a} + ${bt} = ${a + bt}, then ${a + bt} + ${bo} = ${r}.`;
  } else {
    explain =
      bo === 0
        ? `${a} - ${b} = ${r}. Only the tens change: ${Math.floor(a / 10)} tens - ${b / 10} tens = ${Math.floor(r / 10)} tens, so ${r}.`
        : `${a} - ${b} = ${r}. Take away ${bt} first: ${a} - ${bt} = ${a - bt}, then ${a - bt} - ${bo} = ${r}.`;
  }
  const preferred = isAdd
    ? ints(r - 10, r + 10, r + 1, r - 1)
    : ints(r + 10, r - 10, placeSlipDifference(a, b), r + 1, r - 1);
  const others = r >= 100 ? ints(r + 100, r - 100, r + 2, r - 2) : ints(r + 2, r - 2, r + 11, r - 9);
  return { text: `${a} ${isAdd ? '+' : '-'} ${b}`, value: I(r), preferred, others, explain, negativesOk: false };
}

// --- Level 3: negative numbers and division ---------------------------------------------------

function signedAddSub(rng: Rng): Problem {
  let a = randInt(rng, -20, 20);
  let b = randInt(rng, -20, 20);
  const op = pick(rng, ['+', '-'] as const);
  if (a === 0) a = -randInt(rng, 1, 9);
  if (b === 0) b = randInt(rng, 1, 12);
  // Make sure a negative number shows up somewhere (operand or result).
  const r = op === '+' ? a + b : a - b;
  if (a > 0 && b > 0 && r >= 0) {
    if (op === '+') a = -a;
    else b = a + randInt(rng, 1, 15);
  }
  const rr = op === '+' ? a + b : a - b;
  const e = bin(op, num(a), num(b));
  const text = render(e);
  let explain: string;
  if (op === '-' && b < 0) {
    explain = `${text} = ${a} + ${-b} = ${rr}. Subtracting a negative number is the same as adding.`;
  } else if (op === '+' && b < 0) {
    explain = `${text} = ${a} - ${-b} = ${rr}. Adding a negative number is the same as subtracting.`;
  } else if (op === '+') {
    explain = `${text} = ${rr}. Start at ${a} on the number line and move ${b} to the right.`;
  } else {
    explain = `${text} = ${rr}. Start at ${a} on the number line and move ${b} to the left.`;
  }
  const ignoreSigns = op === '+' ? Math.abs(a) + Math.abs(b) : Math.abs(a - -b);
  return {
    text,
    value: I(rr),
    preferred: ints(-rr, rr + 1, rr - 1),
    others: ints(rr + 2, rr - 2, ignoreSigns, -ignoreSigns, op === '+' ? a - b : a + b),
    explain,
    negativesOk: true,
  };
}

function signedMulDiv(rng: Rng): Problem {
  const a = randInt(rng, 2, 12);
  const b = randInt(rng, 2, 12);
  const signs = pick(rng, [
    [-1, 1],
    [1, -1],
    [-1, -1],
  ] as const);
  const isDiv = rng() < 0.4;
  let text: string;
  let value: number;
  let explain: string;
  const sa = signs[0];
  const sb = signs[1];
  const rule =
    sa * sb > 0 ? 'Two negatives give a positive answer' : 'A negative and a positive give a negative answer';
  if (isDiv) {
    const dividend = sa * a * b;
    const divisor = sb * b;
    value = dividend / divisor;
    text = render(bin('÷', num(dividend), num(divisor)));
    explain = `${text} = ${value}. ${a * b} ÷ ${b} = ${a}, and ${rule.toLowerCase().replace('answer', 'result')}.`;
  } else {
    value = sa * a * sb * b;
    text = render(bin('x', num(sa * a), num(sb * b)));
    explain = `${text} = ${value}. ${a} x ${b} = ${a * b}, and ${rule.toLowerCase()}.`;
  }
  return {
    text,
    value: I(value),
    preferred: ints(-value),
    others: ints(value + (value > 0 ? -b : b), value + (value > 0 ? b : -b), -value + 1, value + 1, value - 1),
    explain,
    negativesOk: true,
  };
}

function divisionFact(rng: Rng): Problem {
  const divisor = randInt(rng, 2, 12);
  const quotient = rng() < 0.7 ? randInt(rng, 2, 12) : randInt(rng, 13, 25);
  const dividend = divisor * quotient;
  const text = `${dividend} ÷ ${divisor}`;
  const others = ints(quotient + 2, quotient - 2, quotient + 10);
  if (dividend % (divisor + 1) === 0) others.push(I(dividend / (divisor + 1)));
  if (divisor > 2 && dividend % (divisor - 1) === 0) others.push(I(dividend / (divisor - 1)));
  return {
    text,
    value: I(quotient),
    preferred: ints(quotient + 1, quotient - 1),
    others,
    explain: `${text} = ${quotient}, because ${divisor} x ${quotient} = ${dividend}.`,
    negativesOk: false,
  };
}

function level3Problem(rng: Rng): Problem {
  const r = rng();
  if (r < 0.45) return signedAddSub(rng);
  if (r < 0.65) return signedMulDiv(rng);
  return divisionFact(rng);
}

// --- Level 4: order of operations and powers --------------------------------------------------

function orderExplanation(e: Expr): string {
  const hasBrackets = render(e).includes('(');
  const lead = hasBrackets
    ? 'Work out the brackets first, then x and ÷, then + and -'
    : 'Do x and ÷ before + and -, working from left to right';
  return `${lead}: ${stepChain(e)}.`;
}

function orderProblem(rng: Rng): Problem | null {
  const a = randInt(rng, 2, 12);
  const b = randInt(rng, 2, 12);
  const c = randInt(rng, 2, 9);
  const form = randInt(rng, 0, 8);
  let e: Expr;
  switch (form) {
    case 0:
      e = bin('+', num(a), bin('x', num(b), num(c)));
      break;
    case 1:
      e = bin('+', bin('x', num(b), num(c)), num(a));
      break;
    case 2:
      e = bin('-', num(a + b * c + randInt(rng, 0, 10)), bin('x', num(b), num(c)));
      break;
    case 3:
      e = bin('x', bin('+', num(a), num(b), true), num(c));
      break;
    case 4:
      e = bin('x', num(c), bin('+', num(a), num(b), true));
      break;
    case 5: {
      const big = Math.max(a, b) + randInt(rng, 1, 6);
      e = bin('x', num(c), bin('-', num(big), num(Math.min(a, b)), true));
      break;
    }
    case 6:
      e = bin('+', num(a), bin('÷', num(b * c), num(c)));
      break;
    case 7:
      e = bin('÷', bin('+', num(a * c - b), num(b), true), num(c));
      if (a * c - b <= 0) return null;
      break;
    default: {
      const d = randInt(rng, 2, 9);
      e = bin('-', bin('x', num(a), num(b)), bin('x', num(c), num(d)));
      if (a * b - c * d < 0) return null;
    }
  }
  const value = evaluate(e);
  if (value.d !== 1) return null;
  const ltr = leftToRight(e);
  const preferred: Q[] = [];
  if (ltr && ltr.d === 1) preferred.push(ltr);
  const v = value.n;
  return {
    text: render(e),
    value,
    preferred,
    others: ints(v + 1, v - 1, v + c, v - c, v + 10),
    explain: orderExplanation(e),
    negativesOk: false,
  };
}

function powerProblem(rng: Rng): Problem {
  const choices: [number, number][] = [];
  for (let b = 2; b <= 20; b++) choices.push([b, 2]);
  for (let b = 2; b <= 10; b++) choices.push([b, 3]);
  for (let e = 4; e <= 10; e++) choices.push([2, e]);
  choices.push([3, 4], [3, 5], [4, 4], [5, 4], [10, 4], [10, 5], [10, 6], [1, 5]);
  const [base, exp] = pick(rng, choices);
  const value = base ** exp;
  const e = pow(num(base), exp);
  const text = render(e);
  let explain: string;
  if (base === 10) explain = `${text} is 1 followed by ${exp} zeros: ${value}.`;
  else if (base === 1) explain = `${text} = 1. 1 times itself any number of times is still 1.`;
  else if (base === 0) explain = `${text} = 0. 0 times anything is 0.`;
  else explain = `${text} means ${Array.from({ length: exp }, () => String(base)).join(' x ')}, which is ${value}.`;
  return {
    text,
    value: I(value),
    preferred: ints(base * exp, base ** (exp - 1), base ** (exp + 1)),
    others: ints(base + exp, (base + 1) ** exp, value + base, value - base, (base - 1) ** exp),
    explain,
    negativesOk: false,
  };
}

function powerWithOpsProblem(rng: Rng): Problem | null {
  const base = randInt(rng, 2, 9);
  const exp = base <= 4 ? pick(rng, [2, 3]) : 2;
  const a = randInt(rng, 2, 12);
  const b = randInt(rng, 2, 9);
  const form = randInt(rng, 0, 4);
  let e: Expr;
  switch (form) {
    case 0:
      e = bin('+', pow(num(base), exp), num(a));
      break;
    case 1:
      e = bin('-', pow(num(base), exp), num(Math.min(a, base ** exp)));
      break;
    case 2:
      e = bin('x', num(b), pow(num(base), exp));
      break;
    case 3:
      e = bin('+', pow(num(base), exp), bin('x', num(a), num(b)));
      break;
    default:
      e = pow(bin('+', num(Math.min(a, 6)), num(b - 1), true), 2);
  }
  const value = evaluate(e);
  const ltr = leftToRight(e);
  const preferred: Q[] = [];
  if (ltr && ltr.d === 1 && !qeq(ltr, value)) preferred.push(ltr);
  // Treating the power as multiplication by the exponent.
  const slip = (x: Expr): Expr =>
    x.k === 'pow' ? bin('x', slip(x.base), num(x.e), true) : x.k === 'bin' ? { ...x, l: slip(x.l), r: slip(x.r) } : x;
  preferred.push(evaluate(slip(e)));
  const v = value.n;
  return {
    text: render(e),
    value,
    preferred,
    others: ints(v + 1, v - 1, v + 10, v - 10, v + b),
    explain: `${form === 4 ? 'Brackets first, then the power' : 'Powers come first, then x and ÷, then + and -'}: ${stepChain(e)}.`,
    negativesOk: false,
  };
}

function level4Problem(rng: Rng): Problem | null {
  const r = rng();
  if (r < 0.55) return orderProblem(rng);
  if (r < 0.8) return powerProblem(rng);
  return powerWithOpsProblem(rng);
}

// --- Level 5: fractions, percentages, powers --------------------------------------------------

const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12];

function fracText(v: Q): string {
  return `${v.n}/${v.d}`;
}

function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

function fractionAddSub(rng: Rng): Problem | null {
  const d1 = pick(rng, DENOMINATORS);
  const d2 = rng() < 0.35 ? d1 : pick(rng, DENOMINATORS);
  const n1 = randInt(rng, 1, d1 - 1);
  const n2 = randInt(rng, 1, d2 - 1);
  // Written fractions are in lowest terms, and the common denominator stays small.
  if (gcd(n1, d1) !== 1 || gcd(n2, d2) !== 1 || lcm(d1, d2) > 12) return null;
  const f1 = q(n1, d1);
  const f2 = q(n2, d2);
  const isAdd = rng() < 0.55;
  const value = isAdd ? qadd(f1, f2) : qsub(f1, f2);
  if (value.n <= 0 || value.n > value.d) return null; // keep results in (0, 1]
  const text = `${fracText(f1)} ${isAdd ? '+' : '-'} ${fracText(f2)}`;
  const common = lcm(d1, d2);
  const c1 = (n1 * common) / d1;
  const c2 = (n2 * common) / d2;
  const raw = isAdd ? c1 + c2 : c1 - c2;
  const sign = isAdd ? '+' : '-';
  let explain =
    d1 === d2
      ? `${text}: the bottoms match, so ${isAdd ? 'add' : 'subtract'} the tops: ${raw}/${common}`
      : `${text}: write both in ${ordinalPlural(common)}: ${c1}/${common} ${sign} ${c2}/${common} = ${raw}/${common}`;
  explain += raw === value.n && common === value.d ? '.' : `, which simplifies to ${formatQ(value)}.`;
  const preferred: Q[] = [];
  // Adding (or subtracting) straight across, tops and bottoms: the classic slip.
  if (isAdd) preferred.push(q(n1 + n2, d1 + d2));
  else if (d1 !== d2 && n1 > n2) preferred.push(q(n1 - n2, Math.abs(d1 - d2)));
  // Forgetting to change to a common denominator.
  if (d1 !== d2 && (isAdd || n1 > n2)) preferred.push(q(isAdd ? n1 + n2 : n1 - n2, Math.max(d1, d2)));
  // One out in the top after converting.
  const others: Q[] = [q(raw + 1, common), q(raw - 1, common), isAdd ? qsub(f1, f2) : qadd(f1, f2)];
  return {
    text,
    value,
    preferred: preferred.filter((v) => v.n > 0),
    others: others.filter((v) => v.n > 0),
    explain,
    negativesOk: false,
  };
}

function ordinalPlural(n: number): string {
  const names: Record<number, string> = {
    2: 'halves',
    3: 'thirds',
    4: 'quarters',
    5: 'fifths',
    6: 'sixths',
    8: 'eighths',
    9: 'ninths',
    10: 'tenths',
    12: 'twelfths',
    15: 'fifteenths',
    20: 'twentieths',
    24: 'twenty-fourths',
    30: 'thirtieths',
    40: 'fortieths',
    60: 'sixtieths',
  };
  return names[n] ?? `${n}ths`;
}

function fractionMulDiv(rng: Rng): Problem | null {
  const d1 = pick(rng, DENOMINATORS);
  const d2 = pick(rng, DENOMINATORS);
  const n1 = randInt(rng, 1, d1 - 1);
  const n2 = randInt(rng, 1, d2 - 1);
  if (gcd(n1, d1) !== 1 || gcd(n2, d2) !== 1) return null;
  const f1 = q(n1, d1);
  const f2 = q(n2, d2);
  const isDiv = rng() < 0.3;
  const value = isDiv ? qdiv(f1, f2) : qmul(f1, f2);
  // Answers stay simple: a whole number or a proper fraction with a small denominator.
  if (value.d !== 1 && (value.n >= value.d || value.d > 24)) return null;
  const text = `${fracText(f1)} ${isDiv ? '÷' : 'x'} ${fracText(f2)}`;
  let explain: string;
  if (isDiv) {
    const tn = n1 * d2;
    const td = d1 * n2;
    const flipped = n2 === 1 ? String(d2) : `${d2}/${n2}`;
    explain = `${text}: dividing by ${fracText(f2)} is the same as multiplying by ${flipped}: ${fracText(f1)} x ${flipped} = ${tn}/${td}`;
    explain += tn === value.n && td === value.d ? '.' : `, which simplifies to ${formatQ(value)}.`;
  } else {
    const tn = n1 * n2;
    const td = d1 * d2;
    explain = `${text}: multiply the tops and the bottoms: ${n1} x ${n2} = ${tn}, ${d1} x ${d2} = ${td}, so ${tn}/${td}`;
    explain += tn === value.n && td === value.d ? '.' : `, which simplifies to ${formatQ(value)}.`;
  }
  const preferred: Q[] = isDiv ? [qmul(f1, f2), qdiv(f2, f1)] : [q(n1 * n2, d1 + d2), qdiv(f1, f2), qadd(f1, f2)];
  const others: Q[] = [q(value.n + 1, value.d), q(n1 * n2, Math.max(d1, d2))];
  if (value.n > 1) others.push(q(value.n - 1, value.d));
  return { text, value, preferred, others: others.filter((v) => v.n > 0), explain, negativesOk: false };
}

function percentOf(rng: Rng): Problem | null {
  const p = pick(rng, [1, 5, 10, 10, 20, 25, 25, 30, 40, 50, 50, 60, 75, 75, 90, 15]);
  const n = randInt(rng, 2, 80) * pick(rng, [5, 10, 20]);
  const value = (p * n) / 100;
  if (!Number.isInteger(value) || value === 0) return null;
  const text = `${p}% of ${n}`;
  const friendly: Record<number, string> = {
    50: `50% is a half, and ${n} ÷ 2 = ${value}.`,
    25: `25% is a quarter, and ${n} ÷ 4 = ${value}.`,
    75: `75% is three quarters: ${n} ÷ 4 = ${n / 4}, and 3 x ${n / 4} = ${value}.`,
    10: `10% is a tenth, and ${n} ÷ 10 = ${value}.`,
    20: `20% is a fifth, and ${n} ÷ 5 = ${value}.`,
    1: `1% is a hundredth, and ${n} ÷ 100 = ${value}.`,
  };
  const tenth = n / 10;
  const explain =
    `${text} = ${value}. ` +
    (friendly[p] ??
      (Number.isInteger(tenth) && p % 10 === 0
        ? `10% of ${n} is ${tenth}, so ${p}% is ${p / 10} x ${tenth} = ${value}.`
        : p === 5 && Number.isInteger(tenth)
          ? `10% of ${n} is ${tenth}, and 5% is half of that: ${value}.`
          : p === 15 && Number.isInteger(tenth)
            ? `10% of ${n} is ${tenth}, 5% is ${tenth / 2}, together ${value}.`
            : `${p}% means ${p} out of every 100: ${n} x ${p} ÷ 100 = ${value}.`));
  const others = ints(value * 10, value + n / 10, value - n / 10, value * 2, n - value);
  if (value % 2 === 0) others.push(I(value / 2));
  const preferred = ints(n - value, value + 5, value - 5);
  if ((n * p) % 1000 === 0) preferred.push(I((n * p) / 1000));
  return { text, value: I(value), preferred, others: others.filter((v) => v.d === 1), explain, negativesOk: false };
}

function fractionOf(rng: Rng): Problem | null {
  const d = pick(rng, [2, 3, 4, 5, 6, 8, 10]);
  const nn = randInt(rng, 1, d - 1);
  if (gcd(nn, d) !== 1) return null;
  const unit = randInt(rng, 2, 15);
  const amount = unit * d;
  const value = nn * unit;
  const text = `${nn}/${d} of ${amount}`;
  const explain =
    nn === 1
      ? `${text} = ${value}: split ${amount} into ${d} equal parts, ${amount} ÷ ${d} = ${value}.`
      : `${text} = ${value}: ${amount} ÷ ${d} = ${unit}, then ${nn} x ${unit} = ${value}.`;
  return {
    text,
    value: I(value),
    preferred: ints(unit, nn * amount, value + unit, value - unit),
    others: ints(value + 1, value - 1, amount - value, amount * d),
    explain,
    negativesOk: false,
  };
}

function negativeSquare(rng: Rng): Problem {
  const b = randInt(rng, 2, 12);
  const exp = b <= 5 && rng() < 0.4 ? 3 : 2;
  const e = pow(num(-b), exp);
  const value = evaluate(e);
  const text = render(e);
  const v = value.n;
  return {
    text,
    value,
    preferred: ints(-v, -b * exp, b * exp),
    others: ints(v + b, v - b, (b + 1) ** exp * (exp === 3 ? -1 : 1)),
    explain:
      exp === 2
        ? `${text} = (${-b}) x (${-b}) = ${v}. A negative times a negative is positive.`
        : `${text} = (${-b}) x (${-b}) x (${-b}) = ${v}. Two negatives make a positive, and the third makes it negative again.`,
    negativesOk: true,
  };
}

function level5Problem(rng: Rng): Problem | null {
  const r = rng();
  if (r < 0.22) return percentOf(rng);
  if (r < 0.36) return fractionOf(rng);
  if (r < 0.6) return fractionAddSub(rng);
  if (r < 0.74) return fractionMulDiv(rng);
  if (r < 0.8) return negativeSquare(rng);
  return powerWithOpsProblem(rng);
}

// ---------------------------------------------------------------------------------------------

/** The candidates with distinct labels, first of each kept. */
function unique(candidates: (readonly [number, string])[]): (readonly [number, string])[] {
  const seen = new Set<string>();
  return candidates.filter(([, label]) => !seen.has(label) && seen.add(label));
}

/**
 * One level; `balancer` is the subject's, so that no option set comes back in another level with
 * the same answer. A problem already asked is dropped before its options are chosen, so that the
 * balancer counts only the questions kept.
 */
function buildLevel(level: number, balancer: OptionSetBalancer): PackItem[] {
  const rng = makeRng(`${MACHINE_NAME}/level-${level}`);
  if (level === 1) {
    const items = level1Problems()
      .map((p) => toItem(rng, p, balancer))
      .filter((x): x is PackItem => x !== null);
    return items;
  }
  const gen = [level2Problem, level3Problem, level4Problem, level5Problem][level - 2];
  if (!gen) throw new Error(`no level ${level}`);
  const asked = new Set<string>();
  return collectDistinct(ITEMS_PER_LEVEL, () => {
    const p = gen(rng);
    if (!p || asked.has(p.text)) return null;
    asked.add(p.text);
    return toItem(rng, p, balancer);
  });
}

export function buildBasicMathPack(): Pack {
  const balancer = new OptionSetBalancer();
  return mathPack(MACHINE_NAME, 'Basic Math (Pre-Algebra)', (level) => buildLevel(level, balancer));
}
