/**
 * Flags of the World: the flag is the question's image, the options are country names.
 *
 *   "Which country's flag is this?"   (sovereign states)
 *   "Which territory's flag is this?" (dependent territories with a flag of their own)
 *
 * Data: flag SVGs from flag-icons (MIT), optimised with svgo and copied to
 * content/assets/flags/ under hashed names (the file name must not give the answer away);
 * country names, regions and the fame score from world-countries (ODbL-1.0) and country-json
 * (MIT) via ./common.ts.
 *
 * Difficulty: flags are ordered by the country's fame score (population and area, sovereign
 * states first). About 225 flags exist, too few for five disjoint levels of 200, so each level
 * is a window of FLAGS_PER_LEVEL consecutive flags, the windows evenly spaced from the best-known
 * end to the least-known end. Distractors get harder with the level: well-known countries from
 * anywhere at level 1, the same region at level 2, then flags with the most similar colours in
 * the same region (red-white-blue tricolours among each other, and so on).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { optimize } from 'svgo';
import type { Pack, PackItem } from '../../src/pack.js';
import { chooseDistractors, escapeHtml, makeRng, shuffle, type Rng } from '../lib.js';
import {
  assetFileName,
  category,
  finish,
  levelWindows,
  loadCountries,
  makePack,
  nearestCountries,
  writeAssetFolder,
  type Country,
} from './common.js';

export const MACHINE_NAME = 'flags-of-the-world';
export const FLAGS_PER_LEVEL = 100;
export const LEVELS = 5;

const require = createRequire(import.meta.url);
const FLAG_DIR = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

/**
 * Entries left out: the flag shown by flag-icons is not the entry's official flag (French
 * overseas departments and collectivities, and Norwegian, US, Australian and Dutch dependencies
 * fly their sovereign's flag), or the entry's status is disputed.
 */
export const EXCLUDED: Record<string, string> = {
  ESH: 'status disputed',
  GLP: 'the official flag is the French tricolour',
  MTQ: 'the official flag is the French tricolour',
  GUF: 'the official flag is the French tricolour',
  REU: 'the official flag is the French tricolour',
  MYT: 'the official flag is the French tricolour',
  SPM: 'the official flag is the French tricolour',
  BLM: 'the official flag is the French tricolour',
  MAF: 'the official flag is the French tricolour',
  WLF: 'the official flag is the French tricolour',
  NCL: 'flies two flags, the French tricolour and the Kanak flag',
  ATF: 'no permanent population',
  BVT: 'flies the flag of Norway',
  SJM: 'flies the flag of Norway',
  UMI: 'flies the flag of the United States',
  HMD: 'flies the flag of Australia',
  BES: 'flies the flag of the Netherlands (each island also has its own)',
  ATA: 'not a country; no official flag',
  SGS: 'no permanent population',
  IOT: 'no permanent population',
  SHN: 'flag-icons shows the Saint Helena flag for a territory of three island groups',
};

/** Pairs of flags that are (nearly) impossible to tell apart: never offered together. */
export const LOOK_ALIKES: [string, string][] = [
  ['TCD', 'ROU'],
  ['IDN', 'MCO'],
];

export interface FlagRecord {
  country: Country;
  /** Optimised SVG text as written to the assets folder. */
  svg: string;
  /** URL relative to the assets folder, e.g. "flags/1a2b3c4d.svg". */
  url: string;
  /** Basic colour names used in the flag, sorted. */
  colours: string[];
}

/** Nearest basic colour name of a CSS hex colour. */
export function colourName(hex: string): string {
  let h = hex.replace('#', '').toLowerCase();
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const r = parseInt(h.slice(0, 2), 16) / 255;
  const g = parseInt(h.slice(2, 4), 16) / 255;
  const b = parseInt(h.slice(4, 6), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const s = max === min ? 0 : l > 0.5 ? (max - min) / (2 - max - min) : (max - min) / (max + min);
  if (l > 0.88 || (s < 0.18 && l > 0.7)) return 'white';
  if (l < 0.14 || (s < 0.18 && l < 0.3)) return 'black';
  if (s < 0.18) return 'grey';
  let hue = 0;
  if (max === r) hue = ((g - b) / (max - min)) % 6;
  else if (max === g) hue = (b - r) / (max - min) + 2;
  else hue = (r - g) / (max - min) + 4;
  hue = (hue * 60 + 360) % 360;
  if (hue < 15 || hue >= 330) return 'red';
  if (hue < 40) return l < 0.35 ? 'brown' : 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 170) return 'green';
  if (hue < 260) return 'blue';
  return 'purple';
}

/** Colours (basic names) that the flag's fills use. */
export function flagColours(svg: string): string[] {
  const names = new Set<string>();
  for (const m of svg.matchAll(/fill(?:=|:)"?(#[0-9a-fA-F]{3,6})\b/g)) names.add(colourName(m[1] as string));
  return [...names].sort();
}

function optimiseFlag(source: string): string {
  const out = optimize(source, {
    multipass: true,
    floatPrecision: 0,
    plugins: [
      { name: 'preset-default', params: { overrides: { cleanupIds: { remove: true, minify: true } } } },
      'removeDimensions',
    ],
  }).data;
  // Drop the root id (it names the country) and give the image a sensible intrinsic size.
  return out.replace(/^<svg([^>]*?) id="[^"]*"/, '<svg$1').replace(/^<svg /, '<svg width="320" height="240" ') + '\n';
}

const cache = new Map<string, FlagRecord[]>();

/** Every flag used by the pack, best-known country first. */
export function loadFlags(): FlagRecord[] {
  const hit = cache.get('all');
  if (hit) return hit;
  const out: FlagRecord[] = [];
  const seenSvg = new Map<string, string>();
  for (const country of loadCountries()) {
    if (EXCLUDED[country.cca3]) continue;
    const source = readFileSync(join(FLAG_DIR, `${country.cca2.toLowerCase()}.svg`), 'utf8');
    const svg = optimiseFlag(source);
    const twin = seenSvg.get(svg);
    if (twin) throw new Error(`${country.cca3} has the same flag as ${twin}: add it to EXCLUDED`);
    seenSvg.set(svg, country.cca3);
    out.push({
      country,
      svg,
      url: `flags/${assetFileName('flag', country.cca2)}`,
      colours: flagColours(svg),
    });
  }
  cache.set('all', out);
  return out;
}

function jaccard(a: readonly string[], b: readonly string[]): number {
  const inter = a.filter((x) => b.includes(x)).length;
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 0 : inter / union;
}

function lookAlike(a: string, b: string): boolean {
  return LOOK_ALIKES.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** Candidate distractors (country names) for a flag at a level. */
function distractorPool(target: FlagRecord, same: FlagRecord[], level: number): string[] {
  const others = same.filter(
    (f) => f.country.cca3 !== target.country.cca3 && !lookAlike(f.country.cca3, target.country.cca3),
  );
  const byCca3 = new Map(others.map((f) => [f.country.cca3, f]));
  if (level === 1) return others.slice(0, 50).map((f) => f.country.name);
  const near = nearestCountries(
    target.country,
    others.map((f) => f.country),
  );
  if (level === 2) return near.slice(0, 16).map((c) => c.name);
  // Levels 3-5: closeness = colour similarity, plus a bonus for being nearby.
  const nearRank = new Map(near.map((c, i) => [c.cca3, i]));
  const scored = near.map((c) => {
    const f = byCca3.get(c.cca3) as FlagRecord;
    const rank = nearRank.get(c.cca3) ?? 999;
    const geo = rank < 8 ? 0.5 : rank < 25 ? 0.25 : 0;
    return { name: c.name, score: jaccard(f.colours, target.colours) + (level === 5 ? 0.6 : 1) * geo };
  });
  scored.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  return scored.slice(0, level === 3 ? 12 : level === 4 ? 8 : 6).map((s) => s.name);
}

function describeColours(colours: readonly string[]): string {
  if (colours.length === 0) return 'A flag';
  if (colours.length === 1) return `A ${colours[0]} flag`;
  return `A flag in ${colours.slice(0, -1).join(', ')} and ${colours[colours.length - 1]}`;
}

function where(c: Country): string {
  if (!c.subregion || c.subregion === c.name) return c.region ? `, in ${c.region}` : '';
  if (c.subregion === 'Caribbean') return ', in the Caribbean';
  if (c.subregion === 'Australia and New Zealand') return ', in Oceania';
  return `, in ${c.subregion}`;
}

function makeItem(rng: Rng, flag: FlagRecord, all: FlagRecord[], level: number): PackItem {
  const c = flag.country;
  // Sovereign flags are confused with sovereign flags, territory flags with territory flags.
  const same = all.filter((f) => f.country.independent === c.independent);
  const pool = distractorPool(flag, same, level);
  const distractors = chooseDistractors(
    rng,
    c.name,
    pool,
    same.map((f) => f.country.name),
    4,
  );
  const kind = c.independent ? 'country' : 'territory';
  return finish(rng, {
    text: c.independent ? "Which country's flag is this?" : "Which territory's flag is this?",
    answer: c.name,
    distractors,
    learn_more: `<p>This is the flag of <strong>${escapeHtml(c.display)}</strong>, a ${kind}${escapeHtml(where(c))}.</p>`,
    resources: [{ url: flag.url, alt: `${describeColours(flag.colours)} (name the ${kind})` }],
  });
}

export function buildFlagsPack(): Pack {
  const flags = loadFlags();
  const windows = levelWindows(flags, LEVELS, FLAGS_PER_LEVEL);
  const levels = windows.map((window, i) => {
    const rng = makeRng(`${MACHINE_NAME}/level-${i + 1}`);
    return shuffle(rng, window).map((flag) => makeItem(rng, flag, flags, i + 1));
  });
  writeAssetFolder('flags', new Map(flags.map((f) => [f.url.slice('flags/'.length), f.svg])));
  return makePack(
    category(
      MACHINE_NAME,
      'Flags of the World',
      'geography',
      LEVELS,
      `${flags.length} flags exist with an official design of their own (sovereign states and territories), ` +
        `so each level is a window of ${FLAGS_PER_LEVEL} flags by fame; neighbouring windows overlap.`,
    ),
    levels,
  );
}
