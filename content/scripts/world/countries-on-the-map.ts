/**
 * Countries on the Map: a locator map with one country highlighted is the question's image.
 *
 *   "Which country is highlighted on the map?"   (sovereign states)
 *   "Which territory is highlighted on the map?" (dependent territories drawn by the map data)
 *
 * Maps are rendered at build time by ./map-render.ts from world-atlas (Natural Earth 1:50m,
 * public domain) with d3-geo, one small SVG per question in content/assets/maps/ under a hashed
 * name. Names, regions, borders and the fame score come from world-countries (ODbL-1.0) and
 * country-json (MIT) via ./common.ts; map shapes are matched to them by ISO 3166-1 numeric code.
 *
 * Difficulty: ordered by the fame score; each level is a window of MAPS_PER_LEVEL consecutive
 * countries (about 215 exist, so neighbouring windows overlap). Distractors at level 1 are
 * well-known countries from anywhere; from level 3 on they are the nearest countries, which the
 * map shows in grey around the highlighted one.
 */
import type { Pack, PackItem } from '../../src/pack.js';
import { chooseDistractors, escapeHtml, makeRng, shuffle, type Rng } from '../lib.js';
import {
  assetFileName,
  category,
  countryDistractorPool,
  finish,
  levelWindows,
  loadCountries,
  makePack,
  writeAssetFolder,
  type Country,
} from './common.js';
import { loadMapShapes, renderMap, type MapShape } from './map-render.js';

export const MACHINE_NAME = 'countries-on-the-map';
export const MAPS_PER_LEVEL = 100;
export const LEVELS = 5;

/** Entries left out on purpose. */
export const EXCLUDED: Record<string, string> = {
  ISR: 'borders disputed (the data draws the Golan Heights inside Israel)',
  PSE: 'borders disputed',
  SYR: 'the data draws the Golan Heights outside Syria',
  ESH: 'status disputed',
  SRB: 'the data draws Kosovo apart, which not every country recognises',
  TWN: 'status disputed',
  ATA: 'a continent, not a country',
  ATF: 'no permanent population',
  HMD: 'no permanent population',
  SGS: 'no permanent population',
  IOT: 'no permanent population',
};

export interface MapQuestion {
  country: Country;
  shape: MapShape;
  url: string;
  svg: string;
  ringed: boolean;
  /** Countries with land inside the ring: never offered as wrong answers. */
  nearRing: string[];
}

let cached: MapQuestion[] | null = null;

/** One map per country that the map data draws, best-known country first. */
export function loadMapQuestions(): MapQuestion[] {
  if (cached) return cached;
  const shapes = loadMapShapes();
  const byCcn3 = new Map(shapes.filter((s) => s.ccn3).map((s) => [s.ccn3, s]));
  const out: MapQuestion[] = [];
  for (const country of loadCountries()) {
    const shape = byCcn3.get(country.ccn3);
    if (!shape || EXCLUDED[country.cca3]) continue;
    const { svg, ringed, nearRing } = renderMap(shape);
    const url = `maps/${assetFileName('map', country.cca3)}`;
    out.push({ country, shape, url, svg, ringed, nearRing });
  }
  cached = out;
  return out;
}

function where(c: Country): string {
  if (!c.subregion) return c.region;
  if (c.subregion === 'Caribbean') return 'the Caribbean';
  if (c.subregion === 'Australia and New Zealand') return 'Oceania';
  return c.subregion;
}

function makeItem(rng: Rng, q: MapQuestion, all: MapQuestion[], level: number): PackItem {
  const c = q.country;
  const same = all.filter((x) => x.country.independent === c.independent).map((x) => x.country);
  const pool = countryDistractorPool(c, same, level, LEVELS).map((x) => x.name);
  // A ring around a tiny country also encloses a bit of its neighbours: never offer those.
  const inRing = new Set(all.filter((x) => q.nearRing.includes(x.country.ccn3)).map((x) => x.country.name));
  const distractors = chooseDistractors(
    rng,
    c.name,
    pool,
    same.map((x) => x.name),
    4,
    (n) => !inRing.has(n),
  );
  const kind = c.independent ? 'country' : 'territory';
  const ring = q.ringed ? ' (circled, as it is too small to see at this scale)' : '';
  return finish(rng, {
    text: `Which ${kind} is highlighted on the map?`,
    answer: c.name,
    distractors,
    learn_more: `<p>The ${kind} highlighted${escapeHtml(ring)} is <strong>${escapeHtml(c.display)}</strong>, in ${escapeHtml(where(c))}.</p>`,
    resources: [{ url: q.url, alt: `A map of part of the world with one ${kind} highlighted in red` }],
  });
}

export function buildCountriesOnTheMapPack(): Pack {
  const questions = loadMapQuestions();
  const levels = levelWindows(questions, LEVELS, MAPS_PER_LEVEL).map((window, i) => {
    const rng = makeRng(`${MACHINE_NAME}/level-${i + 1}`);
    return shuffle(rng, window).map((q) => makeItem(rng, q, questions, i + 1));
  });
  writeAssetFolder('maps', new Map(questions.map((q) => [q.url.slice('maps/'.length), q.svg])));
  return makePack(
    category(
      MACHINE_NAME,
      'Countries on the Map',
      'geography',
      LEVELS,
      `The map data draws ${questions.length} countries and territories we can ask about, ` +
        `so each level is a window of ${MAPS_PER_LEVEL} of them by fame; neighbouring windows overlap.`,
    ),
    levels,
  );
}
