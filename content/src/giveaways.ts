/**
 * Give-aways (issue 15 §3): ways to find the right option without knowing the answer, measured
 * per subject over what players see. The server shows the answer and 3 of the stored wrong
 * answers, chosen at random, so every metric averages over each question's possible shown sets
 * (all 3-option choices of its wrong answers, weighted equally), once per distinct question
 * (the same text and answer in two levels counts once).
 *
 * - overlap: the right option is the only one sharing a word with the question;
 * - shape: the right option is the only one of a different format (letters, capitals, digits,
 *   punctuation, number of words) or script;
 * - length: the right option is the only one much longer or much shorter than the rest;
 * - median: with four numeric options (numbers, years, centuries), the right one is one of the two
 *   middle values;
 * - isolated: with four numeric options, the right one is the one farthest from its neighbours;
 * - recurring: the question's whole option set is also another question's, with the same answer.
 *
 * The first five are conditional rates: among the shown sets where exactly one option stands out
 * in that way (or, for median and isolated, where all four options are numbers), how often that
 * option is the right one. Blind guessing would make it 25 % (50 % for median, two of four).
 * Recurring: among questions whose stored option set (answer and wrong answers, unordered) is
 * also another question's, the share of those other questions with the same right answer;
 * blind guessing would make it one over the number of options (20 % for five stored options).
 * A rate is only judged once at least MIN_SUPPORT questions show the pattern.
 */
import type { Pack, PackItem } from './pack.js';

export type GiveawayMetric = 'overlap' | 'shape' | 'length' | 'median' | 'isolated' | 'recurring';

export const GIVEAWAY_METRICS: readonly GiveawayMetric[] = [
  'overlap',
  'shape',
  'length',
  'median',
  'isolated',
  'recurring',
];

/** What blind guessing would give, in percent (recurring: for four options; it depends on the count). */
export const CHANCE: Record<GiveawayMetric, number> = {
  overlap: 25,
  shape: 25,
  length: 25,
  median: 50,
  isolated: 25,
  recurring: 25,
};

/** Allowed distance from chance, in percentage points. */
export const TOLERANCE = 10;

/** Questions (in shown-set weight) a conditional rate needs before it is judged. */
export const MIN_SUPPORT = 20;

export interface MetricResult {
  /** Percent, or null when fewer than MIN_SUPPORT questions show the pattern. */
  rate: number | null;
  /** What blind guessing would give, in percent. */
  chance: number;
  /** Questions (weighted by shown sets) the rate is measured over. */
  support: number;
}

export type GiveawayReport = Record<GiveawayMetric, MetricResult>;

const STOP = new Set(
  (
    'the and for with from that this these those which what who whom whose when where how was were are is its his her their our your into onto than then there them they has have had does did not but all any one two three four five six seven eight nine ten means mean meaning called name named known best most more less word words country city ' +
    'english plural past tense participle comparative superlative'
  ).split(' '),
);

function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Content words of a text: letter runs of 3+ characters (any run of CJK), stop words left out. */
export function contentWords(s: string): string[] {
  return (fold(s).match(/\p{L}+/gu) ?? []).filter(
    (w) => (w.length >= 3 || /[^\p{Script=Latin}]/u.test(w)) && !STOP.has(w),
  );
}

/**
 * The same word, or the same stem with a short ending: hotel/hotels, Japan/Japanese,
 * Mexico/Mexican (a final vowel may change). Not cognates that merely look alike (familia/family).
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 4 || long.length - short.length > 4) return false;
  return long.startsWith(short) || (/[aeiou]$/.test(short) && long.startsWith(short.slice(0, -1)) && short.length >= 5);
}

function sharesWord(question: string[], option: string): boolean {
  return contentWords(option).some((w) => question.some((q) => sameWord(q, w)));
}

/** True when the option shares a word with the question ("la table means:" and "table"): the overlap give-away. */
export function echoesQuestion(question: string, option: string): boolean {
  return sharesWord(contentWords(question), option);
}

/** Letters as A/a by case, digits as 9, runs collapsed, and the scripts used: "Mexican peso" → "Aa a". */
export function shapeOf(s: string): string {
  const format = s
    .replace(/\p{Lu}/gu, 'A')
    .replace(/\p{Ll}|\p{Lo}|\p{Lm}/gu, 'a')
    .replace(/\d/g, '9')
    .replace(/(.)\1+/g, '$1');
  const scripts = ['Latin', 'Han', 'Hiragana', 'Katakana', 'Cyrillic', 'Greek', 'Arabic', 'Hangul']
    .filter((sc) => new RegExp(`\\p{Script=${sc}}`, 'u').test(s))
    .join('+');
  return `${scripts}|${format}`;
}

/** The numeric value of a number, year or century option ("1066", "44 BC", "5th century"), or null. */
export function numericValue(s: string): number | null {
  const fraction = /^(-?\d+)\/(\d+)$/.exec(s.trim());
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const m =
    /^(?:c\.\s*)?(-?\d{1,3}(?:,\d{3})+|-?\d+(?:\.\d+)?)(?:st|nd|rd|th)?(s)?(?:\s+(century|centuries|millennium))?(?:\s+(BC|BCE|AD|CE))?$/i.exec(
      s.trim(),
    );
  if (!m) return null;
  let value = Number((m[1] as string).replace(/,/g, ''));
  if (m[3]) value = value * 100 - 50;
  if (m[4] && /^BC/i.test(m[4])) value = -value;
  return Number.isFinite(value) ? value : null;
}

/** Index of the only value farthest from its nearest neighbour, or -1 when several tie. */
export function isolatedOption(values: readonly number[]): number {
  const gaps = values.map((v) => Math.min(...values.filter((w) => w !== v).map((w) => Math.abs(w - v))));
  const widest = Math.max(...gaps);
  return onlyOne(gaps.map((g) => g === widest));
}

/** Every choice of `k` items of `list`. */
export function choose<T>(list: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (list.length < k) return [];
  const [first, ...rest] = list as [T, ...T[]];
  return [...choose(rest, k - 1).map((c) => [first, ...c]), ...choose(rest, k)];
}

/** Index of the only option with property `p` (true), or -1 when none or several have it. */
function onlyOne(flags: boolean[]): number {
  const idx = flags.flatMap((f, i) => (f ? [i] : []));
  return idx.length === 1 ? (idx[0] as number) : -1;
}

/** The only option whose shape differs from the other three (which share one), or -1. */
export function oddShape(options: string[]): number {
  const shapes = options.map(shapeOf);
  if (new Set(shapes).size !== 2) return -1;
  return onlyOne(shapes.map((s) => shapes.filter((t) => t === s).length === 1));
}

/** The only option at least 1.5 times (and 4 characters) longer or shorter than all others, or -1. */
export function oddLength(options: string[]): number {
  const len = options.map((o) => [...o].length);
  const isolated = len.map((l, i) => {
    const others = len.filter((_, j) => j !== i);
    const longer = others.every((o) => l >= o * 1.5 && l - o >= 4);
    const shorter = others.every((o) => o >= l * 1.5 && o - l >= 4);
    return longer || shorter;
  });
  return onlyOne(isolated);
}

/** A distinct question: same text and answer counts once however many levels ask it. */
function distinctItems(pack: Pack): PackItem[] {
  const seen = new Set<string>();
  const out: PackItem[] = [];
  for (const items of Object.values(pack.levels)) {
    for (const item of items) {
      const key = `${item.text}\u0000${item.answer}\u0000${(item.resources ?? []).map((r) => r.url).join(' ')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

/** The give-away metrics of one subject. */
export function measureGiveaways(pack: Pack): GiveawayReport {
  const hits: Record<GiveawayMetric, { yes: number; of: number }> = {
    overlap: { yes: 0, of: 0 },
    shape: { yes: 0, of: 0 },
    length: { yes: 0, of: 0 },
    median: { yes: 0, of: 0 },
    isolated: { yes: 0, of: 0 },
    recurring: { yes: 0, of: 0 },
  };
  const items = distinctItems(pack);
  const answersBySet = new Map<string, string[]>();
  const setKey = (item: PackItem) => [item.answer, ...item.distractors].sort().join('\u0000');
  for (const item of items) answersBySet.set(setKey(item), [...(answersBySet.get(setKey(item)) ?? []), item.answer]);
  let recurringChance = 0;

  for (const item of items) {
    const answers = answersBySet.get(setKey(item)) ?? [];
    if (answers.length > 1) {
      hits.recurring.of += 1;
      hits.recurring.yes += (answers.filter((a) => a === item.answer).length - 1) / (answers.length - 1);
      recurringChance += 1 / (item.distractors.length + 1);
    }
    const question = contentWords(item.text);
    const shown = choose(item.distractors, Math.min(3, item.distractors.length));
    const weight = 1 / shown.length;
    for (const wrong of shown) {
      const options = [item.answer, ...wrong];
      const count = (metric: GiveawayMetric, index: number) => {
        if (index < 0) return;
        hits[metric].of += weight;
        if (index === 0) hits[metric].yes += weight;
      };
      count('overlap', onlyOne(options.map((o) => sharesWord(question, o))));
      count('shape', oddShape(options));
      count('length', oddLength(options));
      const values = options.map(numericValue);
      if (values.every((v): v is number => v !== null) && new Set(values).size === values.length) {
        const sorted = [...values].sort((a, b) => a - b);
        const rank = sorted.indexOf(values[0] as number);
        hits.median.of += weight;
        if (rank > 0 && rank < sorted.length - 1) hits.median.yes += weight;
        count('isolated', isolatedOption(values));
      }
    }
  }
  const result = {} as GiveawayReport;
  for (const metric of GIVEAWAY_METRICS) {
    const { yes, of } = hits[metric];
    const chance = metric === 'recurring' && of > 0 ? (100 * recurringChance) / of : CHANCE[metric];
    result[metric] = { rate: of >= MIN_SUPPORT ? (100 * yes) / of : null, chance, support: Math.round(of) };
  }
  return result;
}

/** Metrics of a subject outside chance ± TOLERANCE, as readable lines. */
export function giveawayProblems(pack: Pack, report: GiveawayReport = measureGiveaways(pack)): string[] {
  return GIVEAWAY_METRICS.flatMap((metric) => {
    const { rate, chance, support } = report[metric];
    if (rate === null || Math.abs(rate - chance) <= TOLERANCE) return [];
    return [
      `${pack.category.machine_name}: ${metric} ${rate.toFixed(1)} % (chance ${chance.toFixed(0)} ± ${TOLERANCE}, over ${support} questions)`,
    ];
  });
}
