/**
 * Helpers shared by the "world" family of generators (science, social sciences, geography):
 * one country table with a "how well known" score, level windows, neighbour ordering, the pack
 * metadata and the names of the generated image assets.
 *
 * The country data comes from world-countries (ODbL-1.0) and the population figures that order
 * countries from country-json (MIT), both loaded through ../world-capitals.ts so the two families
 * rank countries the same way. See ../../ATTRIBUTION.md.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pack, PackCategory, PackItem } from '../../src/pack.js';
import { SPONSOR_TEXT, hashSeed, makeRng, shuffle, type Rng } from '../lib.js';
import { loadPopulations, loadWorldCountries } from '../world-capitals.js';

/** content/assets, where icons, flags and maps live. */
export const ASSETS_DIR = fileURLToPath(new URL('../../assets/', import.meta.url));

export const GROUP_LABELS = {
  science: 'Science',
  'social-sciences': 'Social Sciences',
  geography: 'Geography',
} as const;

export type WorldGroup = keyof typeof GROUP_LABELS;

/** The category block of a pack in this family; the icon is always icons/<machine_name>.svg. */
export function category(
  machineName: string,
  label: string,
  group: WorldGroup,
  levels: number,
  notes?: string,
): PackCategory {
  return {
    machine_name: machineName,
    label,
    category_group: group,
    category_group_label: GROUP_LABELS[group],
    sponsor_text: SPONSOR_TEXT,
    icon_urls: [`icons/${machineName}.svg`],
    levels,
    ...(notes ? { notes } : {}),
  };
}

/** Assembles a pack, checking that every level has questions. */
export function makePack(meta: PackCategory, levels: PackItem[][]): Pack {
  if (levels.length !== meta.levels) throw new Error(`${meta.machine_name}: ${levels.length} levels built`);
  const out: Record<string, PackItem[]> = {};
  levels.forEach((items, i) => {
    if (items.length === 0) throw new Error(`${meta.machine_name}: level ${i + 1} is empty`);
    out[String(i + 1)] = items;
  });
  return { category: meta, levels: out };
}

/**
 * Splits a list ordered from easiest to hardest into `levels` windows of `size` consecutive
 * entries, evenly spaced from the easy end (level 1) to the hard end (the last level). When
 * size × levels exceeds the list, neighbouring windows overlap; each level is still harder on
 * average than the one before.
 */
export function levelWindows<T>(ordered: readonly T[], levels: number, size: number): T[][] {
  // One level per question (issue 15 §4): consecutive slices of `size` when the material fills
  // them, otherwise equal disjoint bands, never overlapping windows.
  if (ordered.length < levels * size) return levelBands(ordered, levels);
  return Array.from({ length: levels }, (_, level) => ordered.slice(level * size, (level + 1) * size));
}

/**
 * The levels of a pack whose questions are ordered from easiest to hardest: the windows of
 * levelWindows, each shuffled and written out with the level's own seeded generator.
 */
export function windowedLevels(
  machineName: string,
  ordered: readonly { make: (rng: Rng, level: number) => PackItem }[],
  levels: number,
  size: number,
): PackItem[][] {
  return levelWindows(ordered, levels, size).map((window, i) => {
    const rng = makeRng(`${machineName}/level-${i + 1}`);
    return shuffle(rng, window).map((q) => q.make(rng, i + 1));
  });
}

/** Splits an ordered list into `levels` disjoint bands of (nearly) equal size. */
export function levelBands<T>(ordered: readonly T[], levels: number): T[][] {
  const out: T[][] = [];
  for (let level = 0; level < levels; level++) {
    out.push(
      ordered.slice(Math.round((level * ordered.length) / levels), Math.round(((level + 1) * ordered.length) / levels)),
    );
  }
  return out;
}

/** Shuffles the distractor order so the answer's position carries no information. */
export function finish(rng: Rng, item: PackItem): PackItem {
  return { ...item, distractors: shuffle(rng, item.distractors) };
}

// ---------------------------------------------------------------------------------------------
// Countries

/** Names we show differently from the data's common name (kept in line with world-capitals). */
const NAME_OVERRIDES: Record<string, string> = {
  COD: 'Democratic Republic of the Congo',
  SHN: 'Saint Helena',
  SGS: 'South Georgia and the South Sandwich Islands',
};

/** Names that read better with "the" inside a sentence. */
const WITH_ARTICLE = new Set(['NLD', 'PHL', 'BHS', 'GMB', 'MDV', 'COM', 'IMN', 'BES', 'COD', 'VAT', 'CZE']);

export interface Country {
  cca2: string;
  cca3: string;
  ccn3: string;
  /** Name as shown in options. */
  name: string;
  /** Name inside a sentence, e.g. "the Netherlands". */
  display: string;
  region: string;
  subregion: string;
  independent: boolean;
  latlng: [number, number];
  area: number;
  population: number | null;
  borders: string[];
  /** ISO 4217 code -> name, as in the data. */
  currencies: Record<string, string>;
  /** English demonym, e.g. "French". */
  demonym: string;
  /** Higher is better known. */
  score: number;
}

function needsArticle(cca3: string, name: string): boolean {
  return (
    WITH_ARTICLE.has(cca3) ||
    name.startsWith('United ') ||
    name.startsWith('Republic ') ||
    / (Islands|Republic|Lands|Emirates)$/.test(name)
  );
}

let cachedCountries: Country[] | null = null;

/**
 * Every entry of world-countries, best known first. The score is the one world-capitals uses:
 * log10(population) + 0.3·log10(area) + 0.5 for sovereign states (population estimated from
 * the area where country-json has none).
 */
export function loadCountries(): Country[] {
  if (cachedCountries) return cachedCountries;
  const pops = loadPopulations();
  const out: Country[] = loadWorldCountries().map((c) => {
    const name = NAME_OVERRIDES[c.cca3] ?? c.name.common;
    const population = pops.get(c.cca2) ?? null;
    const area = Math.max(c.area, 1);
    const independent = c.independent === true;
    const score =
      Math.log10(Math.max(population ?? area * 100, 1000)) + 0.3 * Math.log10(area) + (independent ? 0.5 : 0);
    const currencies: Record<string, string> = {};
    for (const [code, cur] of Object.entries(c.currencies ?? {})) currencies[code] = cur.name;
    return {
      cca2: c.cca2,
      cca3: c.cca3,
      ccn3: c.ccn3,
      name,
      display: (needsArticle(c.cca3, name) ? 'the ' : '') + name,
      region: c.region,
      subregion: c.subregion ?? '',
      independent,
      latlng: [c.latlng[0], c.latlng[1]],
      area: c.area,
      population,
      borders: (c.borders ?? []).slice(),
      currencies,
      demonym: c.demonyms?.eng?.m ?? '',
      score,
    };
  });
  out.sort((a, b) => b.score - a.score || a.cca3.localeCompare(b.cca3));
  cachedCountries = out;
  return out;
}

export function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Other countries, nearest first: those sharing a land border, then the same subregion, then
 * the same region, each tier ordered by distance between the countries' centres.
 */
export function nearestCountries(target: Country, all: readonly Country[]): Country[] {
  const tier = (c: Country) =>
    target.borders.includes(c.cca3)
      ? 0
      : c.subregion && c.subregion === target.subregion
        ? 1
        : c.region === target.region
          ? 2
          : 3;
  return all
    .filter((c) => c.cca3 !== target.cca3)
    .map((c) => ({ c, t: tier(c), d: distanceKm(target.latlng, c.latlng) }))
    .sort((a, b) => a.t - b.t || a.d - b.d || a.c.cca3.localeCompare(b.c.cca3))
    .map((x) => x.c);
}

/**
 * Distractor candidates for a country question at a given level (1 = easiest): at low levels
 * countries from anywhere among the well known, at high levels the nearest neighbours.
 */
export function countryDistractorPool(
  target: Country,
  pool: readonly Country[],
  level: number,
  maxLevel: number,
): Country[] {
  const near = nearestCountries(target, pool);
  const hardness = maxLevel === 1 ? 1 : (level - 1) / (maxLevel - 1);
  // Hardest: the 6 nearest. Easiest: anything among the 40 best-known, ignoring geography.
  if (hardness >= 0.75) return near.slice(0, 6);
  if (hardness >= 0.5) return near.slice(0, 12);
  if (hardness >= 0.25) return near.slice(0, 30);
  return pool.filter((c) => c.cca3 !== target.cca3).slice(0, 40);
}

// ---------------------------------------------------------------------------------------------
// Generated image assets

/**
 * File name of a generated question image. The name is a hash, not the country code, so that a
 * player cannot read the answer from the image address.
 */
export function assetFileName(kind: string, key: string): string {
  return `${hashSeed(`ricebowl/${kind}/${key}`).toString(16).padStart(8, '0')}.svg`;
}

/**
 * Writes a folder of generated images, removing stale SVGs first so the folder holds exactly the
 * files the packs refer to.
 */
export function writeAssetFolder(folder: string, files: Map<string, string>): void {
  const dir = join(ASSETS_DIR, folder);
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (f.endsWith('.svg') && !files.has(f)) rmSync(join(dir, f));
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
}

/** Title-cases the first letter only. */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
