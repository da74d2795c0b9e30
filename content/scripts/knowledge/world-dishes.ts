/**
 * World Dishes (focus-on-food).
 *
 * Data: content/data/knowledge/dishes.json, written by hand for Ricebowl (facts only, in our own
 * words): about 190 dishes with their country of origin, a hand-assigned fame tier (1 = eaten
 * around the world ... 5 = specialist), the main ingredient where one stands out, and a short
 * description. Dishes that several countries claim (hummus, baklava, borscht, pavlova, ceviche,
 * jollof rice, falafel, biryani, laksa, empanadas, ...) are left out; where a dish is shared
 * closely with a neighbour or has a known foreign root (tempura and Portugal, döner and Germany,
 * kimchi and North Korea) that country is listed and never offered as a wrong answer.
 *
 * Question forms
 *   - "Which country is the home of {dish}?" -> country (difficulty = tier); wrong countries are
 *     neighbours at high levels (country-json regions and distances);
 *   - "Which of these dishes comes from {country}?" -> the country's best-known dish
 *     (difficulty = its tier + 1); wrong dishes come from other, nearby countries at high levels;
 *   - "What is the main ingredient of {dish}?" -> ingredient (difficulty = tier + 0.5); other
 *     main ingredients of the same dish are never offered, and neither is other seafood for a
 *     seafood dish or another meat for a meat dish.
 */
import type { Pack } from '../../src/pack.js';
import {
  bestKnownQuestions,
  buildKnowledgePack,
  category,
  checkCountries,
  checkUniqueNames,
  countryQuestion,
  countryInSentence,
  countryTiers,
  escapeHtml,
  foldAccents,
  handWrittenNotes,
  loadTable,
  para,
  type Candidate,
  type QuestionSpec,
  knowledgeBalancer,
  pickRanked,
} from './common.js';

export const MACHINE_NAME = 'world-dishes';

type DishRow = [string, string, number, string | null, string[], string[], string];

export interface Dish {
  name: string;
  country: string;
  tier: number;
  main: string | null;
  alsoMain: string[];
  shared: string[];
  description: string;
}

export function loadDishes(): Dish[] {
  return loadTable<{ dishes: DishRow[] }>('dishes').dishes.map(
    ([name, country, tier, main, alsoMain, shared, description]) => ({
      name,
      country,
      tier,
      main,
      alsoMain,
      shared,
      description,
    }),
  );
}

/** Country names and adjectives that would give the answer away inside a dish's name. */
const GIVEAWAY: Record<string, string[]> = {
  Thailand: ['thai'],
  Sweden: ['swedish'],
  Ireland: ['irish'],
  Greece: ['greek'],
  Spain: ['spanish', 'espanol'],
  Italy: ['italian'],
  France: ['french'],
  Germany: ['german'],
  Japan: ['japanese'],
  China: ['chinese'],
  India: ['indian'],
  Mexico: ['mexican'],
  Hungary: ['hungarian'],
  Russia: ['russian'],
  Poland: ['polish'],
  Portugal: ['portuguese'],
  Belgium: ['belgian'],
  Switzerland: ['swiss'],
  Austria: ['austrian'],
  Turkey: ['turkish'],
};

export function givesAway(dish: Dish): boolean {
  const name = foldAccents(dish.name);
  return name.includes(foldAccents(dish.country)) || (GIVEAWAY[dish.country] ?? []).some((w) => name.includes(w));
}

const SEAFOOD = new Set(['fish', 'cod', 'octopus', 'mussels', 'clams', 'shrimp']);
const MEAT = new Set(['beef', 'pork', 'lamb', 'veal', 'chicken', 'duck', 'sausages', 'liver']);

function learn(d: Dish): string {
  return para(
    `<strong>${escapeHtml(d.name)}</strong> comes from ${escapeHtml(countryInSentence(d.country))}: ${escapeHtml(d.description)}.`,
  );
}

export function buildWorldDishesPack(): Pack {
  const dishes = loadDishes();
  checkCountries(
    dishes.map((d) => d.country),
    'dishes',
  );
  checkUniqueNames(dishes, 'dishes');
  const pool = countryTiers(dishes);

  // Option sets chosen over the whole subject: none comes back with the same answer (a few
  // ingredients, a dozen Italian dishes), and no option's shape tells the answer.
  const fair = knowledgeBalancer();
  const specs: QuestionSpec[] = [];
  for (const d of dishes) {
    if (!givesAway(d))
      specs.push(countryQuestion(d, pool, d.shared, `Which country is the home of ${d.name}?`, learn(d), fair));
  }
  specs.push(
    ...bestKnownQuestions(
      dishes,
      // Neither a dish shared with the country nor one of a country that shares the answer.
      (o, country, answer) => !o.shared.includes(country) && !answer.shared.includes(o.country),
      (country) => `Which of these dishes comes from ${country}?`,
      learn,
      fair,
    ),
  );

  const ingredients = [...new Set(dishes.flatMap((d) => (d.main ? [d.main] : [])))];
  // A fish dish may hold other seafood and a meat dish other meats: never offer one for another.
  const family = (i: string) => (SEAFOOD.has(i) ? 'seafood' : MEAT.has(i) ? 'meat' : i);
  for (const d of dishes) {
    // No "main ingredient of Peking duck" or "of clam chowder".
    if (!d.main || foldAccents(d.name).includes(foldAccents(d.main).replace(/e?s$/, ''))) continue;
    const banned = new Set([d.main, ...d.alsoMain]);
    const families = new Set([...banned].map(family));
    const candidates: Candidate[] = ingredients
      .filter((i) => !banned.has(i) && !families.has(family(i)))
      .map((i) => ({ value: i.charAt(0).toUpperCase() + i.slice(1), sim: 0.5, tier: 3 }));
    const text = `What is the main ingredient of ${d.name}?`;
    const answer = d.main.charAt(0).toUpperCase() + d.main.slice(1);
    specs.push({
      id: `main:${d.name}`,
      text,
      answer,
      difficulty: d.tier + 0.5,
      distractors: (rng, level, levels) => pickRanked(fair, rng, text, answer, candidates, level, levels),
      learn_more: learn(d),
    });
  }

  return buildKnowledgePack(
    category(
      MACHINE_NAME,
      'World Dishes',
      'focus-on-food',
      5,
      handWrittenNotes(`${dishes.length} dishes whose country of origin nobody disputes`),
    ),
    specs,
  );
}
