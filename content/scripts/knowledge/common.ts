/**
 * Shared machinery for the knowledge family (art and culture, history, food, changemakers, the
 * Sustainable Development Goals, inventions and scientists).
 *
 * Every subject is built the same way:
 *
 * 1. A hand-written fact table in content/data/knowledge/<subject>.json (our own words, one fact a
 *    line) is read with {@link loadTable}. Each fact carries a hand-assigned fame tier, 1 (a
 *    household name, met at school) to 5 (known to enthusiasts), which is the difficulty signal.
 * 2. The subject's generator turns the facts into {@link QuestionSpec}s: one per question form per
 *    fact, each with a difficulty (the fact's tier plus an offset for harder forms) and a list of
 *    candidate distractors of the same kind, each scored by how similar it is to the right answer
 *    (same movement, same era, neighbouring country, ...) and by its own fame tier. Candidates that
 *    would also be a correct answer are never put in the list.
 * 3. {@link buildKnowledgePack} orders the specs by difficulty and gives each level a window of
 *    them (windows slide from the easy end to the hard end; where there are fewer than five
 *    windows' worth of questions, neighbouring windows overlap). Inside a level, distractors are
 *    picked by {@link pickDistractors}: at level 1 famous and dissimilar, at level 5 the most
 *    similar candidates, so the same question is harder at a higher level.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Pack, PackItem } from '../../src/pack.js';
import { ITEMS_PER_LEVEL, SPONSOR_TEXT, escapeHtml, hashSeed, makeRng, shuffle, type Rng } from '../lib.js';
import { choose } from '../../src/giveaways.js';
import { OptionSetBalancer } from '../option-sets.js';

export { escapeHtml };

/** Questions per level, where the subject has enough material. */
export const QUESTIONS_PER_LEVEL = 200;

/** content/data/knowledge/ */
export const dataDir = new URL('../../data/knowledge/', import.meta.url);

/** Reads content/data/knowledge/<name>.json. */
export function loadTable<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`${name}.json`, dataDir), 'utf8')) as T;
}

export interface Candidate {
  value: string;
  /** How similar to the right answer, 0 (unrelated) to 1 (as close as it gets). */
  sim: number;
  /** Fame tier of the candidate itself, 1 (best known) to 5. */
  tier: number;
}

export interface QuestionSpec {
  /** Stable id, used for tie-breaking and seeds. */
  id: string;
  text: string;
  answer: string;
  /** Lower is easier. Usually the fact's tier, plus an offset for a harder question form. */
  difficulty: number;
  /** Makes the distractors for a level (1 = easiest). */
  distractors: (rng: Rng, level: number, levels: number) => string[];
  learn_more: string;
}

/**
 * Picks `count` distractors from the candidates for a level. The level sets a target t from 0
 * (level 1) to 1 (the top level); candidates whose similarity is near t and whose fame tier is
 * near the level win, with a little seeded noise so the same question varies between levels.
 * At level 1 that means well-known, clearly different options; at level 5, close look-alikes.
 */
export function pickDistractors(
  rng: Rng,
  candidates: readonly Candidate[],
  level: number,
  levels: number,
  count = 3,
): string[] {
  return rankCandidates(rng, candidates, level, levels).slice(0, count);
}

/** Every distinct candidate value, the best-suited to the level first (see pickDistractors). */
export function rankCandidates(rng: Rng, candidates: readonly Candidate[], level: number, levels: number): string[] {
  const t = levels > 1 ? (level - 1) / (levels - 1) : 0.5;
  const scored = shuffle(rng, candidates).map((c) => ({
    c,
    key: 2 * Math.abs(c.sim - t) + 0.6 * Math.abs((c.tier - 1) / 4 - t) + 0.5 * rng(),
  }));
  scored.sort((a, b) => a.key - b.key);
  return uniq(scored.map(({ c }) => c.value));
}

/** "44 BC" for negative years, "1066" otherwise. */
export function yearLabel(year: number): string {
  return year < 0 ? `${-year} BC` : String(year);
}

/** Highest year offered as a distractor (no options in the future). */
export const LAST_YEAR = 2025;

/**
 * Years near the right one. The spread shrinks with the level: at level 1 the wrong years are
 * decades away, at level 5 within a few years. `forbidden` years (also correct, e.g. the same
 * battle dated differently) are never offered; BC answers get BC distractors.
 */
export function yearDistractors(
  rng: Rng,
  year: number,
  level: number,
  levels: number,
  forbidden: ReadonlySet<number> = new Set(),
): string[] {
  const t = levels > 1 ? (level - 1) / (levels - 1) : 0.5;
  // Gaps between neighbouring options: about 10-30 years at level 1, 1-2 at the top level.
  const hi = Math.max(2, Math.round(30 - t * 28));
  const lo = Math.max(1, Math.round(hi / 3));
  const valid = (y: number) => y !== year && !forbidden.has(y) && y <= LAST_YEAR && y !== 0 && year < 0 === y < 0;
  const years = ladder(rng, year, lo, hi, valid);
  return years.map(yearLabel);
}

/**
 * Four values on a ladder with random gaps from lo to hi, the right one at a random rung: so the
 * right answer is no more often a middle value, an end or the isolated one than any other
 * option (issue 15 §3). Returns the three wrong values, or fewer if `valid` rejects every try.
 */
export function ladder(rng: Rng, value: number, lo: number, hi: number, valid: (v: number) => boolean): number[] {
  for (let attempt = 0; attempt < 200; attempt++) {
    const rung = Math.floor(rng() * 4);
    const steps = [0];
    for (let i = 0; i < 3; i++) steps.push((steps[i] as number) + lo + Math.floor(rng() * (hi - lo + 1)));
    const base = steps[rung] as number;
    const values = steps.filter((_, i) => i !== rung).map((s) => value + s - base);
    if (values.every(valid) && new Set(values).size === 3) return values;
  }
  return [];
}

/** Ordinal century label: 15 -> "15th century", -4 -> "4th century BC". */
export function centuryLabel(century: number): string {
  const n = Math.abs(century);
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 > 3 ? 'th' : suffix} century${century < 0 ? ' BC' : ''}`;
}

/** Century of a year: 1066 -> 11, 1900 -> 19, -44 -> -1. */
export function centuryOf(year: number): number {
  return year > 0 ? Math.floor((year - 1) / 100) + 1 : -(Math.floor((-year - 1) / 100) + 1);
}

/**
 * Century distractors: neighbouring centuries at high levels, further ones at low levels.
 * `plausible` narrows them when the question names something that existed only in some centuries
 * (a realm): a century outside it would be ruled out by the question alone. Where no ladder fits
 * inside (a realm of one or two centuries), the distractors fall back to any centuries.
 */
export function centuryDistractors(
  rng: Rng,
  century: number,
  level: number,
  levels: number,
  plausible?: (century: number) => boolean,
): string[] {
  // Neighbouring centuries at the top levels, two or three apart at level 1; on a ladder (see ladder()).
  const hi = level <= Math.ceil(levels / 3) ? 3 : level < levels ? 2 : 1;
  const lo = hi === 3 ? 2 : 1;
  const valid = (c: number) => c !== century && c !== 0 && c <= 21 && century < 0 === c < 0;
  // Centuries BC count down towards year 1: the ladder runs on the signed number, which keeps the order.
  const inside = plausible ? ladder(rng, century, lo, hi, (c) => valid(c) && plausible(c)) : [];
  return (inside.length ? inside : ladder(rng, century, lo, hi, valid)).map(centuryLabel);
}

// ---------------------------------------------------------------------------------------------
// Countries: region and approximate position from country-json (MIT), used only to judge which
// countries are neighbours (and so make harder distractors).

interface RegionRow {
  country: string;
  location: string;
}
interface ContinentRow {
  country: string;
  continent: string;
}
interface BoxRow {
  country: string;
  north: number | null;
  south: number | null;
  east: number | null;
  west: number | null;
}

export interface CountryGeo {
  name: string;
  region: string;
  continent: string;
  lat: number;
  lng: number;
}

const require = createRequire(import.meta.url);

/** Our names for countries that country-json spells differently. */
const COUNTRY_ALIASES: Record<string, string> = {
  'Czech Republic': 'Czechia',
  'The Democratic Republic of Congo': 'Democratic Republic of the Congo',
  'Holy See (Vatican City State)': 'Vatican City',
  'Ivory Coast': "Côte d'Ivoire",
};

/** Approximate centres (our own rounding) where country-json has no bounding box. */
const FALLBACK_CENTRES: Record<string, [number, number]> = {
  Russia: [60, 60],
  Kazakhstan: [48, 67],
  Libya: [27, 17],
  Myanmar: [21, 96],
  'Sri Lanka': [7.9, 80.7],
  Congo: [-0.7, 15],
  'The Democratic Republic of Congo': [-2.9, 23.6],
  'Holy See (Vatican City State)': [41.9, 12.45],
  'Fiji Islands': [-17.7, 178],
};

let geoCache: Map<string, CountryGeo> | null = null;

/** Every country country-json knows, by our name for it. */
export function countryGeo(): Map<string, CountryGeo> {
  if (geoCache) return geoCache;
  const regions = require('country-json/src/country-by-region-in-world.json') as RegionRow[];
  const continents = require('country-json/src/country-by-continent.json') as ContinentRow[];
  const boxes = require('country-json/src/country-by-geo-coordinates.json') as BoxRow[];
  const continentOf = new Map(continents.map((r) => [r.country, r.continent]));
  const boxOf = new Map(boxes.map((r) => [r.country, r]));
  const out = new Map<string, CountryGeo>();
  for (const r of regions) {
    const box = boxOf.get(r.country);
    let centre = FALLBACK_CENTRES[r.country];
    if (box && box.north !== null && box.south !== null && box.east !== null && box.west !== null) {
      centre = [(box.north + box.south) / 2, (box.east + box.west) / 2];
    }
    if (!centre) continue;
    const name = COUNTRY_ALIASES[r.country] ?? r.country;
    out.set(name, {
      name,
      region: r.location,
      continent: continentOf.get(r.country) ?? '',
      lat: centre[0],
      lng: centre[1],
    });
  }
  geoCache = out;
  return out;
}

function distanceKm(a: CountryGeo, b: CountryGeo): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const COUNTRY_THE = new Set([
  'United States',
  'United Kingdom',
  'United Arab Emirates',
  'Netherlands',
  'Philippines',
  'Democratic Republic of the Congo',
  'Czech Republic',
  'Bahamas',
  'Maldives',
  'Gambia',
]);

/** A country's name inside a sentence: "the Netherlands", "France". */
export function countryInSentence(name: string): string {
  return COUNTRY_THE.has(name) ? `the ${name}` : name;
}

/** Throws unless every name is a country we can place. */
export function checkCountries(names: Iterable<string>, where: string): void {
  const geo = countryGeo();
  for (const n of names) if (!geo.has(n)) throw new Error(`${where}: unknown country "${n}"`);
}

/**
 * How alike two countries are as answers: 1 for the same region and close by, falling with
 * distance; 0.5 boost for the same region, 0.25 for the same continent.
 */
export function countrySimilarity(a: string, b: string): number {
  const geo = countryGeo();
  const ga = geo.get(a);
  const gb = geo.get(b);
  if (!ga || !gb) throw new Error(`unknown country "${!ga ? a : b}"`);
  const near = Math.max(0, 1 - distanceKm(ga, gb) / 8000);
  const same = ga.region === gb.region ? 0.5 : ga.continent === gb.continent ? 0.25 : 0;
  return Math.min(1, 0.5 * near + same);
}

/**
 * Country candidates for a country answer, from `pool` (a fame tier per country), leaving out
 * the answer and anything in `exclude`.
 */
export function countryCandidates(
  answer: string,
  pool: ReadonlyMap<string, number>,
  exclude: ReadonlySet<string> = new Set(),
): Candidate[] {
  const out: Candidate[] = [];
  for (const [name, tier] of pool) {
    if (name === answer || exclude.has(name)) continue;
    out.push({ value: name, sim: countrySimilarity(answer, name), tier });
  }
  return out;
}

/** Each country's best-known tier among `items` (the lowest), in first-seen order: the pool for countryCandidates. */
export function countryTiers(items: readonly { country: string | null; tier: number }[]): Map<string, number> {
  const pool = new Map<string, number>();
  for (const { country, tier } of items) if (country) pool.set(country, Math.min(pool.get(country) ?? 5, tier));
  return pool;
}

/** The best-known item of each country (lowest tier, then name), in first-seen order of the countries. */
export function bestKnownPerCountry<T extends { name: string; country: string; tier: number }>(
  items: readonly T[],
): Map<string, T> {
  const byCountry = new Map<string, T[]>();
  for (const item of items) byCountry.set(item.country, [...(byCountry.get(item.country) ?? []), item]);
  return new Map(
    [...byCountry].map(([country, own]) => [
      country,
      [...own].sort((a, b) => a.tier - b.tier || a.name.localeCompare(b.name))[0] as T,
    ]),
  );
}

/** An item of a table about places: a named thing of one country, with a fame tier. */
export interface PlacedItem {
  name: string;
  country: string;
  tier: number;
}

/**
 * The question whose answer is the item's country (difficulty = its tier): the distractors are the
 * other countries of `pool` (countryTiers), near ones at high levels, never the `related` ones (that
 * share a dish, that a landmark stands on the border of). With `fair`, the option sets are chosen
 * over the whole subject (see knowledgeBalancer).
 */
export function countryQuestion(
  item: PlacedItem,
  pool: ReadonlyMap<string, number>,
  related: readonly string[],
  text: string,
  learn_more: string,
  fair?: OptionSetBalancer,
): QuestionSpec {
  const candidates = countryCandidates(item.country, pool, new Set(related));
  return {
    id: `country:${item.name}`,
    text,
    answer: item.country,
    difficulty: item.tier,
    distractors: (rng, level, levels) =>
      fair
        ? pickRanked(fair, rng, text, item.country, candidates, level, levels)
        : pickDistractors(rng, candidates, level, levels),
    learn_more,
  };
}

/**
 * "Which of these … is in {country}?": one question a country, answered by its best-known item
 * (difficulty = its tier + 1). The distractors are items of other countries that `canOffer` allows
 * beside the answer, those of near countries at high levels (chosen with `fair`, if given, as in
 * countryQuestion).
 */
export function bestKnownQuestions<T extends PlacedItem>(
  items: readonly T[],
  canOffer: (other: T, country: string, answer: T) => boolean,
  text: (country: string) => string,
  learn: (item: T) => string,
  fair?: OptionSetBalancer,
): QuestionSpec[] {
  return [...bestKnownPerCountry(items)].map(([country, best]) => {
    const candidates: Candidate[] = items
      .filter((o) => o.country !== country && canOffer(o, country, best))
      .map((o) => ({ value: o.name, sim: countrySimilarity(country, o.country), tier: o.tier }));
    const prompt = text(countryInSentence(country));
    return {
      id: `which:${country}`,
      text: prompt,
      answer: best.name,
      difficulty: best.tier + 1,
      distractors: (rng, level, levels) =>
        fair
          ? pickRanked(fair, rng, prompt, best.name, candidates, level, levels)
          : pickDistractors(rng, candidates, level, levels),
      learn_more: learn(best),
    };
  });
}

/** Throws when two items of a table share a name. */
export function checkUniqueNames(items: readonly { name: string }[], where: string): void {
  const names = new Set<string>();
  for (const { name } of items) {
    if (names.has(name)) throw new Error(`${where}: duplicate ${name}`);
    names.add(name);
  }
}

// ---------------------------------------------------------------------------------------------
// Pack assembly

export interface KnowledgeCategory {
  machine_name: string;
  label: string;
  category_group: string;
  category_group_label: string;
  levels: number;
  notes?: string;
}

const CLEAN_TEXT = /^[^<>{}\n\t]+$/;

/** Throws if the item breaks a quality rule (issue 7 §4). */
export function checkItem(item: PackItem, where: string): void {
  const options = [item.answer, ...item.distractors];
  if (item.distractors.length < 3) throw new Error(`${where}: only ${item.distractors.length} distractors`);
  const folded = options.map((o) => o.trim().toLowerCase());
  if (new Set(folded).size !== options.length)
    throw new Error(`${where}: options not distinct: ${options.join(' | ')}`);
  for (const s of [item.text, ...options]) {
    if (!CLEAN_TEXT.test(s) || s !== s.trim() || s.includes('  ')) throw new Error(`${where}: unclean text "${s}"`);
  }
  if (folded.includes(item.text.trim().toLowerCase())) throw new Error(`${where}: an option equals the prompt`);
  const answer = item.answer.trim().toLowerCase();
  const whole = new RegExp(
    `(^|[^\\p{L}\\p{N}])${answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`,
    'u',
  );
  if (answer.length >= 4 && !/^\d/.test(answer) && whole.test(item.text.toLowerCase())) {
    throw new Error(`${where}: the question gives the answer away ("${item.answer}")`);
  }
  if (!item.learn_more || !/^<p>.*<\/p>$/.test(item.learn_more)) throw new Error(`${where}: learn_more missing`);
}

/** Orders specs by difficulty (ties broken by a hash of the id, so the order is stable). */
export function orderSpecs(specs: QuestionSpec[]): QuestionSpec[] {
  const texts = new Map<string, QuestionSpec>();
  for (const s of specs) {
    const prev = texts.get(s.text);
    if (prev) throw new Error(`duplicate question text "${s.text}" (${prev.id}, ${s.id})`);
    texts.set(s.text, s);
  }
  return specs
    .map((s) => ({ s, h: hashSeed(s.id) }))
    .sort((a, b) => a.s.difficulty - b.s.difficulty || a.h - b.h || a.s.id.localeCompare(b.s.id))
    .map((x) => x.s);
}

/** Upper bound for questions per level when a subject has more material than five windows of 200. */
export const MAX_QUESTIONS_PER_LEVEL = ITEMS_PER_LEVEL;

/**
 * Builds the pack. The specs are ordered by difficulty and level N gets a window of consecutive
 * specs. With little material (fewer than levels x perLevel specs) the windows have perLevel
 * specs and are spread evenly from the easy end to the hard end, so neighbouring levels overlap;
 * with fewer specs than perLevel every level holds them all (and only the distractors get
 * harder). With more material the levels split it without gaps, up to MAX_QUESTIONS_PER_LEVEL
 * each; what is left over at the hard end (the least-known facts) is not used.
 */
export function buildKnowledgePack(
  category: KnowledgeCategory,
  specs: QuestionSpec[],
  perLevel: number = QUESTIONS_PER_LEVEL,
): Pack {
  const ordered = orderSpecs(specs);
  const total = ordered.length;
  const n = category.levels;
  const size = Math.min(total, Math.max(perLevel, Math.min(MAX_QUESTIONS_PER_LEVEL, Math.ceil(total / n))));
  const levels: Record<string, PackItem[]> = {};
  for (let level = 1; level <= n; level++) {
    const rng = makeRng(`${category.machine_name}/level-${level}`);
    // One level per question (issue 15 §4): slices of `size` when the material fills them,
    // otherwise equal disjoint bands rather than overlapping windows.
    const window =
      total >= n * size
        ? ordered.slice((level - 1) * size, level * size)
        : ordered.slice(Math.round(((level - 1) * total) / n), Math.round((level * total) / n));
    levels[String(level)] = window.map((spec) => {
      const distractors = shuffle(rng, spec.distractors(rng, level, n));
      const item: PackItem = { text: spec.text, answer: spec.answer, distractors, learn_more: spec.learn_more };
      checkItem(item, `${category.machine_name} level ${level} ${spec.id}`);
      return item;
    });
  }
  return {
    category: {
      machine_name: category.machine_name,
      label: category.label,
      category_group: category.category_group,
      category_group_label: category.category_group_label,
      sponsor_text: SPONSOR_TEXT,
      icon_urls: [`icons/${category.machine_name}.svg`],
      levels: category.levels,
      ...(category.notes ? { notes: category.notes } : {}),
    },
    levels,
  };
}

/** Wraps sentences (already escaped HTML) as the learn_more paragraph. */
export function para(html: string): string {
  return `<p>${html}</p>`;
}

/** Lower-cased and without accents, for "does this name contain that one" checks. */
export function foldAccents(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Distinct values, in first-seen order. */
export function uniq<T>(xs: Iterable<T>): T[] {
  return [...new Set(xs)];
}

/** Groups for the category metadata. */
export const GROUPS = {
  'art-culture': 'Art & Culture',
  history: 'History',
  'focus-on-food': 'Focus on Food',
  'ambassadors-for-change': 'Ambassadors for Change',
  'sustainable-development-goals': 'Sustainable Development Goals',
  'new-categories': 'New Categories',
} as const;

export type GroupId = keyof typeof GROUPS;

export function category(
  machine_name: string,
  label: string,
  group: GroupId,
  levels = 5,
  notes?: string,
): KnowledgeCategory {
  return {
    machine_name,
    label,
    category_group: group,
    category_group_label: GROUPS[group],
    levels,
    ...(notes ? { notes } : {}),
  };
}

/**
 * Why a subject written by hand has levels under 200 questions (content/REPORT.md asks): its
 * material, counted from its data table, is asked once per fact and grows only by checked facts.
 */
export function handWrittenNotes(material: string): string {
  return (
    `Written by hand for Ricebowl from facts we checked: ${material}. Each question is asked in one level only, ` +
    'so the levels hold fewer than 200 questions; the subject grows as facts are added, never by repeating one.'
  );
}

/** Similarity of two numbers on a scale: 1 when equal, 0 at `scale` apart or more. */
export function closeness(a: number, b: number, scale: number): number {
  return Math.max(0, 1 - Math.abs(a - b) / scale);
}

/**
 * The option-set balancer of a knowledge subject: the level's best-suited sets are preferred
 * (a later set must gain ORDER_COST per place) and a set already asked costs REUSE_COST, since
 * pickDistractors alone would give every question with the same answer and candidates the same set.
 */
export function knowledgeBalancer(): OptionSetBalancer {
  return new OptionSetBalancer({ order: 0.02, reuse: 0.3 });
}

/**
 * Distractors from ranked candidates: of the sets of `count` among the seven candidates best suited
 * to the level (rankCandidates), the fairest, those of better-ranked candidates offered first.
 */
export function pickRanked(
  balancer: OptionSetBalancer,
  rng: Rng,
  text: string,
  answer: string,
  candidates: readonly Candidate[],
  level: number,
  levels: number,
  count = 3,
): string[] {
  const pool = rankCandidates(rng, candidates, level, levels).slice(0, Math.max(count, 7));
  const rankSum = (set: readonly { rank: number }[]) => set.reduce((s, c) => s + c.rank, 0);
  const sets = choose(
    pool.map((value, rank) => ({ value, rank })),
    Math.min(count, pool.length),
  )
    .sort((a, b) => rankSum(a) - rankSum(b))
    .map((set) => set.map((c) => c.value));
  return balancer.choose(text, answer, sets);
}

/** Distractors from `draws` independent draws of a generator (year or century ladders), the fairest. */
export function drawFair(
  balancer: OptionSetBalancer,
  text: string,
  answer: string,
  draws: number,
  generate: () => string[],
): string[] {
  return balancer.choose(
    text,
    answer,
    Array.from({ length: draws }, () => generate()),
  );
}
