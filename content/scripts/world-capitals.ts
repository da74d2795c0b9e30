/**
 * World Capitals: "What is the capital of {Country}?" (answer: the capital) and, for sovereign
 * states, "{Capital} is the capital of which country?" (answer: the country).
 *
 * Data: world-countries (ODbL-1.0) for names, capitals, region, subregion, area, position and
 * sovereignty; country-json (MIT) for population. See ../ATTRIBUTION.md.
 *
 * How difficulty is decided
 * -------------------------
 * Each country gets a "how well known" score from the data:
 *     log10(population) + 0.3 * log10(area in km²) + (0.5 if independent)
 * (population missing from country-json is estimated as area x 100 people/km²). Big, populous
 * sovereign states come first; small islands and dependent territories come last.
 *
 * With only ~240 entries that have a capital, five disjoint levels of 200 questions each are
 * impossible, so we use two question forms (country -> capital for every entry, capital ->
 * country for sovereign states whose capital is not a giveaway), order all questions by their
 * country's score and cut them into five disjoint bands, from the best-known end (level 1) to the
 * least-known end (level 5): each question is asked in one level only (issue 15 §4), so a level
 * holds about 80 questions.
 *
 * Distractors are capitals (or, for the reverse form, countries) from the same subregion first,
 * then the same region, then the nearest by distance; a few of the closest eight are chosen at
 * random with a seeded PRNG. Entries sharing the capital's name are never offered.
 */
import { createRequire } from 'node:module';
import type { Country } from 'world-countries';
import type { Pack, PackItem } from '../src/pack.js';
import { echoesQuestion } from '../src/giveaways.js';
import { SPONSOR_TEXT, chooseDistractors, escapeHtml, makeRng, shuffle } from './lib.js';

export const MACHINE_NAME = 'world-capitals';

/** Questions per level wanted by the content report's target (the data gives fewer; see above). */
export const QUESTIONS_PER_LEVEL = 200;

const require = createRequire(import.meta.url);

/**
 * Entries left out on purpose: the capital (or the entry's status) is disputed, or the data's
 * capital is not a name players would recognise.
 */
export const EXCLUDED: Record<string, string> = {
  ISR: 'capital disputed internationally',
  PSE: 'capital disputed internationally',
  ESH: 'territory status disputed',
  HKG: '"City of Victoria" is not in everyday use',
  TKL: 'no official capital: the seat of government rotates between the atolls',
};

/**
 * Countries whose capital is split between cities or contested (issue 15 §2: one right answer):
 * the question names which capital it asks for, and the other seats are never offered as wrong
 * options for that country ("What is the official capital of Sri Lanka?" has no "Colombo").
 * Israel and Palestine are left out altogether (EXCLUDED).
 */
export const SPLIT_CAPITALS: Record<string, { capital: string; kind: string; others: string[] }> = {
  LKA: { capital: 'Sri Jayawardenepura Kotte', kind: 'official capital', others: ['Colombo'] },
  BOL: { capital: 'Sucre', kind: 'constitutional capital', others: ['La Paz'] },
  ZAF: { capital: 'Pretoria', kind: 'administrative capital', others: ['Cape Town', 'Bloemfontein'] },
  NLD: { capital: 'Amsterdam', kind: 'constitutional capital', others: ['The Hague'] },
  BEN: { capital: 'Porto-Novo', kind: 'official capital', others: ['Cotonou'] },
  CIV: { capital: 'Yamoussoukro', kind: 'official capital', others: ['Abidjan'] },
  SWZ: { capital: 'Mbabane', kind: 'administrative capital', others: ['Lobamba'] },
  MYS: { capital: 'Kuala Lumpur', kind: 'official capital', others: ['Putrajaya'] },
  TZA: { capital: 'Dodoma', kind: 'official capital', others: ['Dar es Salaam'] },
  BDI: { capital: 'Gitega', kind: 'political capital', others: ['Bujumbura'] },
  YEM: { capital: "Sana'a", kind: 'constitutional capital', others: ['Aden'] },
};

/** "capital", or the kind of capital asked for a split one ("official capital"). */
function capitalKind(r: { cca3: string }): string {
  return SPLIT_CAPITALS[r.cca3]?.kind ?? 'capital';
}

/** Our own short notes, shown after the data sentence in learn_more. */
const NOTES: Record<string, string> = {
  ZAF: 'South Africa has three capitals: Pretoria (government), Cape Town (parliament) and Bloemfontein (courts).',
  BES: 'Kralendijk is on Bonaire; the main towns of the other islands are Oranjestad (Sint Eustatius) and The Bottom (Saba).',
  BOL: 'Sucre is the constitutional capital; the government sits in La Paz.',
  NLD: 'The government and parliament sit in The Hague.',
  SWZ: 'Lobamba is the royal and legislative capital; Mbabane is the administrative capital.',
  BEN: 'Cotonou is the largest city and the seat of government.',
  CIV: 'Abidjan is the largest city and the economic centre.',
  MYS: 'Many government offices have moved to nearby Putrajaya, the administrative capital.',
  TZA: 'Dar es Salaam is the largest city and still holds many government offices.',
  BDI: 'Gitega replaced Bujumbura as the political capital in 2019; Bujumbura remains the economic capital.',
  YEM: 'Since the civil war the internationally recognised government has sat in Aden.',
  LKA: 'Colombo, the largest city, was the capital until 1982 and still holds many government offices.',
  NGA: 'Abuja replaced Lagos as the capital in 1991.',
  MMR: 'Naypyidaw took over from Yangon as the capital in 2006.',
  KAZ: 'Astana was called Nur-Sultan from 2019 to 2022.',
  AUS: 'Sydney and Melbourne are bigger, but Canberra is the capital.',
  CAN: 'Toronto is the largest city.',
  TUR: 'Istanbul is the largest city.',
  BRA: 'Brasília was built as a new capital and replaced Rio de Janeiro in 1960.',
  PAK: 'Karachi is the largest city.',
  CHE: 'Bern is the federal city, where the government sits.',
  SGP: 'Singapore is a city-state: the city and the country are one.',
  VAT: 'Vatican City is a city-state surrounded by Rome.',
  MCO: 'Monaco is a city-state on the Mediterranean coast.',
};

/** Names we show differently from the data's common name. */
const NAME_OVERRIDES: Record<string, string> = {
  COD: 'Democratic Republic of the Congo',
};

/** Names that read better with "the" in a sentence. */
const WITH_ARTICLE = new Set(['NLD', 'PHL', 'BHS', 'GMB', 'MDV', 'COM', 'IMN', 'BES', 'COD']);

export interface CountryRecord {
  cca3: string;
  /** Name as shown in options (data common name, or an override). */
  name: string;
  /** Name as used inside a sentence, e.g. "the United Kingdom". */
  display: string;
  /** Capitals as in the data; the first is the primary one. */
  capitals: string[];
  region: string;
  subregion: string;
  independent: boolean;
  latlng: [number, number];
  population: number | null;
  area: number;
  score: number;
}

export function loadWorldCountries(): Country[] {
  return require('world-countries') as Country[];
}

interface PopulationRow {
  country: string;
  population: number | null;
}
interface AbbreviationRow {
  country: string;
  abbreviation: string | null;
}

/** Population by ISO alpha-2 code, from country-json (joined via its name -> code table). */
export function loadPopulations(): Map<string, number> {
  const pops = require('country-json/src/country-by-population.json') as PopulationRow[];
  const abbrs = require('country-json/src/country-by-abbreviation.json') as AbbreviationRow[];
  const code = new Map<string, string>();
  for (const row of abbrs) if (row.abbreviation) code.set(row.country, row.abbreviation);
  // Names in the population table that the abbreviation table spells differently or lacks.
  code.set('Cabo Verde', 'CV');
  code.set('East Timor', 'TL');
  code.set('United Kingdom', 'GB');
  const out = new Map<string, number>();
  for (const row of pops) {
    const cca2 = code.get(row.country);
    if (cca2 && typeof row.population === 'number' && row.population > 0) out.set(cca2, row.population);
  }
  return out;
}

function articleFor(c: Country): boolean {
  const n = c.name.common;
  return (
    WITH_ARTICLE.has(c.cca3) ||
    n.startsWith('United ') ||
    n.startsWith('Republic ') ||
    / (Islands|Republic|Lands|Emirates)$/.test(n)
  );
}

/** The extract the pack is built from: one record per entry that has a capital. */
export function extractCountries(): CountryRecord[] {
  const pops = loadPopulations();
  const records: CountryRecord[] = [];
  for (const c of loadWorldCountries()) {
    if (c.capital.length === 0 || !c.capital[0] || EXCLUDED[c.cca3]) continue;
    const split = SPLIT_CAPITALS[c.cca3];
    const name = NAME_OVERRIDES[c.cca3] ?? c.name.common;
    const population = pops.get(c.cca2) ?? null;
    const area = Math.max(c.area, 1);
    const estimate = population ?? area * 100;
    const independent = c.independent === true;
    const score = Math.log10(Math.max(estimate, 1000)) + 0.3 * Math.log10(area) + (independent ? 0.5 : 0);
    records.push({
      cca3: c.cca3,
      name,
      display: (articleFor(c) ? 'the ' : '') + name,
      // A split capital: the asked one first, then the other seats (never offered as wrong).
      capitals: split ? [...new Set([split.capital, ...split.others, ...c.capital])] : c.capital.slice(),
      region: c.region,
      subregion: c.subregion,
      independent,
      latlng: [c.latlng[0], c.latlng[1]],
      population,
      area: c.area,
      score,
    });
  }
  // Best known first; ties broken by code so the order never depends on the data's order.
  records.sort((a, b) => b.score - a.score || a.cca3.localeCompare(b.cca3));
  return records;
}

function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Other records, nearest first: same subregion, then same region, then by distance. */
function neighbours(target: CountryRecord, all: CountryRecord[]): CountryRecord[] {
  const tier = (r: CountryRecord) =>
    r.subregion && r.subregion === target.subregion ? 0 : r.region === target.region ? 1 : 2;
  return all
    .filter((r) => r.cca3 !== target.cca3)
    .map((r) => ({ r, t: tier(r), d: distanceKm(target.latlng, r.latlng) }))
    .sort((a, b) => a.t - b.t || a.d - b.d || a.r.cca3.localeCompare(b.r.cca3))
    .map((x) => x.r);
}

function whereIs(r: CountryRecord): string {
  if (!r.subregion) return '';
  if (r.subregion === 'Australia and New Zealand' || r.subregion === r.name) return `, in ${r.region}`;
  if (r.subregion === 'Caribbean') return ', in the Caribbean';
  return `, in ${r.subregion}`;
}

function learnMore(r: CountryRecord): string {
  const [primary, ...others] = r.capitals;
  let html = `<p><strong>${escapeHtml(primary ?? '')}</strong> is the ${capitalKind(r)} of ${escapeHtml(r.display)}${escapeHtml(whereIs(r))}.`;
  const note = NOTES[r.cca3];
  if (note) html += ` ${escapeHtml(note)}`;
  else if (others.length > 0)
    html += ` ${escapeHtml(r.name)} also has ${escapeHtml(others.join(' and '))} as capitals.`;
  else if (primary === r.name) html += ' The capital has the same name as the country.';
  return `${html}</p>`;
}

/** Normalised for the "is the name a giveaway" check. */
function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function forwardText(r: CountryRecord): string {
  return `What is the ${capitalKind(r)} of ${r.display}?`;
}

export function reverseText(capital: string, kind = 'capital'): string {
  return `${capital} is the ${kind} of which country?`;
}

interface Question {
  record: CountryRecord;
  item: (rng: () => number) => PackItem;
}

/** All questions, best-known country first. */
function orderedQuestions(records: CountryRecord[]): Question[] {
  const capitalOwners = new Map<string, number>();
  for (const r of records) for (const c of r.capitals) capitalOwners.set(c, (capitalOwners.get(c) ?? 0) + 1);
  const sovereign = records.filter((r) => r.independent);
  const out: Question[] = [];
  for (const r of records) {
    const answer = r.capitals[0] as string;
    // "What is the capital of Mexico?" → "Mexico City": the only option naming the country gives
    // itself away (issue 15 §3), so such a capital is not asked, either way round.
    if (echoesQuestion(forwardText(r), answer)) continue;
    out.push({
      record: r,
      item: (rng) => {
        const pool = neighbours(r, records)
          .flatMap((o) => o.capitals.slice(0, 1))
          .filter((c) => !r.capitals.includes(c));
        const near = [...new Set(pool)].slice(0, 8);
        return {
          text: forwardText(r),
          answer,
          distractors: chooseDistractors(rng, answer, near, [], 4),
          learn_more: learnMore(r),
        };
      },
    });
    const giveaway = fold(answer).includes(fold(r.name)) || fold(r.name).includes(fold(answer));
    const reverse = reverseText(answer, capitalKind(r));
    if (r.independent && !giveaway && !echoesQuestion(reverse, r.name) && capitalOwners.get(answer) === 1) {
      out.push({
        record: r,
        item: (rng) => {
          const near = neighbours(r, sovereign)
            .filter((o) => !o.capitals.includes(answer))
            .map((o) => o.name)
            .slice(0, 8);
          return {
            text: reverse,
            answer: r.name,
            distractors: chooseDistractors(rng, r.name, near, [], 4),
            learn_more: learnMore(r),
          };
        },
      });
    }
  }
  return out;
}

export function buildWorldCapitalsPack(): Pack {
  const records = extractCountries();
  const questions = orderedQuestions(records);
  const total = questions.length;
  if (total < 5 * 20) throw new Error(`only ${total} capital questions`);
  const levels: Record<string, PackItem[]> = {};
  for (let level = 1; level <= 5; level++) {
    const rng = makeRng(`${MACHINE_NAME}/level-${level}`);
    // Five disjoint bands by fame: each question is asked in one level only (issue 15 §4).
    const window = questions.slice(Math.round(((level - 1) * total) / 5), Math.round((level * total) / 5));
    // Shuffle the distractor order too, so the answer's position carries no information.
    levels[String(level)] = window.map((question) => {
      const item = question.item(rng);
      return { ...item, distractors: shuffle(rng, item.distractors) };
    });
  }
  return {
    category: {
      machine_name: MACHINE_NAME,
      label: 'World Capitals',
      category_group: 'geography',
      category_group_label: 'Geography',
      sponsor_text: SPONSOR_TEXT,
      icon_urls: [`icons/${MACHINE_NAME}.svg`],
      levels: 5,
      notes:
        'Every country and territory with a capital, asked both ways where the answer does not name the country ' +
        '(no "Mexico City" for Mexico): about 400 questions in five bands by fame.',
    },
    levels,
  };
}
