/**
 * Continents: "Which continent is Kenya in?" and "Nairobi is a capital city on which
 * continent?", options are continent names.
 *
 * Data: world-countries (ODbL-1.0) regions and subregions (UN M49 geoscheme), mapped to the
 * seven-continent model: the Caribbean and Central America count as North America; Australia,
 * New Zealand, Melanesia, Micronesia and Polynesia as Oceania. Countries that span two continents
 * or are classed differently by different atlases are left out (see EXCLUDED).
 *
 * Difficulty: ordered by the fame score of ./common.ts. There are only seven possible answers, so
 * the subject has a ceiling of three levels (windows of QUESTIONS_PER_LEVEL); at higher levels
 * the distractors are the neighbouring continents (Europe and Asia for Cyprus-like cases, North
 * and South America, Asia and Oceania) rather than any continent.
 */
import type { Pack, PackItem } from '../../src/pack.js';
import { chooseDistractors, escapeHtml, type Rng } from '../lib.js';
import { EXCLUDED as CAPITAL_EXCLUDED, loadWorldCountries } from '../world-capitals.js';
import { capitalise, category, finish, loadCountries, makePack, windowedLevels, type Country } from './common.js';

export const MACHINE_NAME = 'continents';
export const LEVELS = 3;
export const QUESTIONS_PER_LEVEL = 200;

export const CONTINENTS = ['Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'];

/** Continents that players commonly confuse with each one: the harder distractors. */
const ADJACENT: Record<string, string[]> = {
  Africa: ['Asia', 'Europe'],
  Asia: ['Europe', 'Oceania', 'Africa'],
  Europe: ['Asia', 'Africa'],
  'North America': ['South America', 'Europe'],
  'South America': ['North America', 'Africa'],
  Oceania: ['Asia', 'South America'],
};

/** Entries left out: transcontinental, or placed on different continents by different atlases. */
export const EXCLUDED: Record<string, string> = {
  RUS: 'spans Europe and Asia',
  TUR: 'spans Europe and Asia',
  KAZ: 'spans Europe and Asia',
  AZE: 'counted in Europe or Asia depending on the atlas',
  GEO: 'counted in Europe or Asia depending on the atlas',
  ARM: 'counted in Europe or Asia depending on the atlas',
  CYP: 'geographically in Asia, politically in Europe',
  EGY: 'spans Africa and Asia (Sinai)',
  IDN: 'spans Asia and Oceania (Western New Guinea)',
  TLS: 'counted in Asia or Oceania depending on the atlas',
  TTO: 'on the South American shelf but usually counted in North America',
  CXR: 'counted in Asia or Oceania depending on the atlas',
  CCK: 'counted in Asia or Oceania depending on the atlas',
  IOT: 'counted in Africa or Asia depending on the atlas',
  ESH: 'status disputed',
  UMI: 'islands scattered over two oceans',
  PSE: 'status disputed',
};

/** The continent of a country, or null where the region does not give one (Antarctic). */
export function continentOf(c: Pick<Country, 'region' | 'subregion'>): string | null {
  switch (c.region) {
    case 'Africa':
    case 'Asia':
    case 'Europe':
    case 'Oceania':
      return c.region;
    case 'Americas':
      return c.subregion === 'South America' ? 'South America' : 'North America';
    default:
      return null;
  }
}

interface Question {
  country: Country;
  continent: string;
  make: (rng: Rng, level: number) => PackItem;
}

function distractors(rng: Rng, continent: string, level: number): string[] {
  const others = CONTINENTS.filter((c) => c !== continent);
  const preferred = level >= 2 ? (ADJACENT[continent] ?? []) : [];
  return chooseDistractors(rng, continent, preferred, others, 4);
}

function where(c: Country): string {
  return c.subregion && c.subregion !== c.region ? ` (${c.subregion})` : '';
}

/** All questions, best-known country first: the country form, then the capital form. */
export function orderedQuestions(): Question[] {
  const capitals = new Map(loadWorldCountries().map((c) => [c.cca3, c.capital[0] ?? '']));
  const capitalCount = new Map<string, number>();
  for (const cap of capitals.values()) capitalCount.set(cap, (capitalCount.get(cap) ?? 0) + 1);
  const out: Question[] = [];
  for (const country of loadCountries()) {
    const continent = continentOf(country);
    if (!continent || EXCLUDED[country.cca3]) continue;
    const kind = country.independent ? 'country' : 'territory';
    const learn = `<p><strong>${escapeHtml(capitalise(country.display))}</strong> is a ${kind} in ${escapeHtml(continent)}${escapeHtml(where(country))}.</p>`;
    out.push({
      country,
      continent,
      make: (rng, level) =>
        finish(rng, {
          text: `Which continent is ${country.display} in?`,
          answer: continent,
          distractors: distractors(rng, continent, level),
          learn_more: learn,
        }),
    });
    const capital = capitals.get(country.cca3) ?? '';
    // Skip capitals named like their country (the first form already asks it), shared names and
    // capitals that world-capitals leaves out as disputed.
    if (!capital || capital === country.name || capitalCount.get(capital) !== 1 || CAPITAL_EXCLUDED[country.cca3]) {
      continue;
    }
    out.push({
      country,
      continent,
      make: (rng, level) =>
        finish(rng, {
          text: `${capital} is a capital city on which continent?`,
          answer: continent,
          distractors: distractors(rng, continent, level),
          learn_more: `<p><strong>${escapeHtml(capital)}</strong> is the capital of ${escapeHtml(country.display)}, a ${kind} in ${escapeHtml(continent)}.</p>`,
        }),
    });
  }
  return out;
}

export function buildContinentsPack(): Pack {
  const questions = orderedQuestions();
  const levels = windowedLevels(MACHINE_NAME, questions, LEVELS, QUESTIONS_PER_LEVEL);
  return makePack(
    category(
      MACHINE_NAME,
      'Continents',
      'geography',
      LEVELS,
      'Only seven answers are possible, so the subject stops at level 3; levels are windows of ' +
        `${QUESTIONS_PER_LEVEL} questions (country and capital forms) ordered by fame.`,
    ),
    levels,
  );
}
