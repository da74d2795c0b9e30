/**
 * Continents: "Which continent is Kenya in?" and "Nairobi is a capital city on which
 * continent?", options are continent names.
 *
 * Data: world-countries (ODbL-1.0) regions and subregions (UN M49 geoscheme), mapped to the
 * seven-continent model: the Caribbean and Central America count as North America; Australia,
 * New Zealand, Melanesia, Micronesia and Polynesia as Oceania. Countries that span two continents
 * or are classed differently by different atlases are left out (see EXCLUDED).
 *
 * Difficulty: ordered by the fame score of ./common.ts. There are only six possible answers, so
 * the subject has a ceiling of three levels (windows of QUESTIONS_PER_LEVEL). Every question
 * offers five of the six inhabited continents, so the options cannot make a level harder; the
 * less known countries and capitals do.
 */
import type { Pack, PackItem } from '../../src/pack.js';
import { choose } from '../../src/giveaways.js';
import { escapeHtml, type Rng } from '../lib.js';
import { EXCLUDED as CAPITAL_EXCLUDED, loadWorldCountries } from '../world-capitals.js';
import { OptionSetBalancer } from '../option-sets.js';
import { capitalise, category, finish, loadCountries, makePack, windowedLevels, type Country } from './common.js';

export const MACHINE_NAME = 'continents';
export const LEVELS = 3;
export const QUESTIONS_PER_LEVEL = 200;

export const CONTINENTS = ['Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'];

/** The continents offered as options: every one that has countries. */
const OFFERED = CONTINENTS.filter((c) => c !== 'Antarctica');

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

/**
 * The four other continents offered (five of the six inhabited ones): the one left out is chosen
 * by OptionSetBalancer, so that questions sharing an option set have different answers and the
 * two-word Americas stand out as the answer no more often than by chance. Antarctica, with no
 * country or capital, would be an option every player rules out, so it is never offered.
 */
function distractors(rng: Rng, balancer: OptionSetBalancer, text: string, continent: string): string[] {
  const others = OFFERED.filter((c) => c !== continent);
  return balancer.pick(rng, text, continent, choose(others, others.length - 1));
}

function where(c: Country): string {
  return c.subregion && c.subregion !== c.region ? ` (${c.subregion})` : '';
}

/** All questions, best-known country first: the country form, then the capital form. */
export function orderedQuestions(): Question[] {
  const balancer = new OptionSetBalancer();
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
      make: (rng) =>
        finish(rng, {
          text: `Which continent is ${country.display} in?`,
          answer: continent,
          distractors: distractors(rng, balancer, `Which continent is ${country.display} in?`, continent),
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
      make: (rng) =>
        finish(rng, {
          text: `${capital} is a capital city on which continent?`,
          answer: continent,
          distractors: distractors(rng, balancer, `${capital} is a capital city on which continent?`, continent),
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
      'Only six answers are possible (no country lies in Antarctica), so the subject stops at level 3; levels are windows of ' +
        `${QUESTIONS_PER_LEVEL} questions (country and capital forms) ordered by fame.`,
    ),
    levels,
  );
}
