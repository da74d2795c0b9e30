/**
 * Food and Nutrition (focus-on-food).
 *
 * Data: content/data/knowledge/food-nutrition.json, written by hand for Ricebowl (general
 * nutrition facts as taught in schools and public health guidance, in our own words).
 *
 * Question forms
 *   - "Which nutrient are {foods} best known for?" -> nutrient. Each food lists every other
 *     nutrient it is a fair source of, and those are never offered, so the one right answer is
 *     the only option the food is rich in. Harder levels offer nutrients of the same kind
 *     (vitamin for vitamin, mineral for mineral).
 *   - "Which food group does {food} belong to?" -> Fruit / Vegetables / Grains / Protein foods /
 *     Dairy / Fats and oils, for foods whose group no common guide disputes (no potatoes,
 *     legumes, nuts, tomatoes or butter).
 *   - "Which vitamin is also called {name}?" and "{vitamin} is also known as what?".
 *   - Deficiency diseases ("A lack of which vitamin causes scurvy?") with options of the same
 *     kind (vitamins, minerals or macronutrients).
 *   - About 50 hand-written facts with hand-chosen wrong answers, listed from most to least
 *     tempting: the most tempting ones are used at the higher levels.
 *
 * Difficulty is a hand-assigned tier (1 = primary school ... 5 = specialist).
 *
 * Ceiling: the subject has about 210 distinct questions, not 1,000, so its five level windows
 * overlap almost entirely; what changes between levels is mostly the harder distractors. Nutrition
 * has only so many undisputed facts of this kind: more foods would mean more debatable answers.
 */
import type { Pack } from '../../src/pack.js';
import {
  buildKnowledgePack,
  category,
  escapeHtml,
  handWrittenNotes,
  loadTable,
  para,
  pickDistractors,
  type Candidate,
  type QuestionSpec,
} from './common.js';

export const MACHINE_NAME = 'food-and-nutrition';

interface FoodTable {
  nutrients: Record<string, string>;
  foods: [string, string, string[], number][];
  groups: [string, string, number][];
  vitamins: [string, string, number][];
  deficiencies: [string, string, string[], number, string][];
  facts: [string, string, string[], number, string][];
}

export function loadFoodTable(): FoodTable {
  return loadTable<FoodTable>('food-nutrition');
}

const MASS = new Set(['Couscous', 'Asparagus']);

/** Lower-cases the first letter unless the name starts with a proper noun. */
function lower(food: string): string {
  return /^(Brussels|Brazil)/.test(food) ? food : food.charAt(0).toLowerCase() + food.slice(1);
}

function isPlural(food: string): boolean {
  return food.endsWith('s') && !MASS.has(food);
}

export function nutrientText(food: string): string {
  return `Which nutrient ${isPlural(food) ? 'are' : 'is'} ${lower(food)} best known for?`;
}

export function groupText(food: string): string {
  return `Which food group ${isPlural(food) ? 'do' : 'does'} ${lower(food)} belong to?`;
}

/** Vitamins offered for vitamin questions: no two names for the same vitamin. */
const VITAMIN_POOL = [
  'Vitamin A',
  'Vitamin B1',
  'Vitamin B2',
  'Vitamin B3',
  'Vitamin B6',
  'Vitamin B12',
  'Folate',
  'Vitamin C',
  'Vitamin D',
  'Vitamin E',
  'Vitamin K',
];

/** Wrong answers listed from most to least tempting, scored so the first ones come at high levels. */
export function orderedCandidates(list: readonly string[]): Candidate[] {
  return list.map((value, i) => {
    const sim = list.length > 1 ? 1 - i / (list.length - 1) : 0.5;
    return { value, sim, tier: 1 + Math.round(4 * sim) };
  });
}

export function buildFoodAndNutritionPack(): Pack {
  const t = loadFoodTable();
  const classOf = (n: string) => t.nutrients[n] ?? (VITAMIN_POOL.includes(n) ? 'vitamin' : undefined);
  const specs: QuestionSpec[] = [];

  for (const [food, nutrient, also, tier] of t.foods) {
    if (!t.nutrients[nutrient]) throw new Error(`food-nutrition: unknown nutrient ${nutrient}`);
    for (const a of also) if (!t.nutrients[a]) throw new Error(`food-nutrition: unknown nutrient ${a} for ${food}`);
    const banned = new Set([nutrient, ...also]);
    const candidates: Candidate[] = Object.entries(t.nutrients)
      .filter(([n]) => !banned.has(n))
      .map(([n, cls]) => ({
        value: n,
        sim: cls === t.nutrients[nutrient] ? 1 : 0,
        tier: cls === t.nutrients[nutrient] ? 4 : 2,
      }));
    if (candidates.length < 3) throw new Error(`food-nutrition: too few wrong answers for ${food}`);
    const others = also.length
      ? ` It is also a fair source of ${escapeHtml(also.slice(0, 3).join(', ').toLowerCase())}.`
      : '';
    specs.push({
      id: `nutrient:${food}`,
      text: nutrientText(food),
      answer: nutrient,
      difficulty: tier,
      distractors: (rng, level, levels) => pickDistractors(rng, candidates, level, levels),
      learn_more: para(
        `<strong>${escapeHtml(food)}</strong>: best known for ${escapeHtml(nutrient.toLowerCase())}.${others}`,
      ),
    });
  }

  const groupNames = [...new Set(t.groups.map(([, g]) => g))];
  for (const [food, group, tier] of t.groups) {
    const candidates: Candidate[] = groupNames.filter((g) => g !== group).map((g) => ({ value: g, sim: 0.5, tier: 3 }));
    specs.push({
      id: `group:${food}`,
      text: groupText(food),
      answer: group,
      difficulty: tier + 0.5,
      distractors: (rng, level, levels) => pickDistractors(rng, candidates, level, levels),
      learn_more: para(`<strong>${escapeHtml(food)}</strong> belongs to the ${escapeHtml(group.toLowerCase())} group.`),
    });
  }

  for (const [vitamin, name, tier] of t.vitamins) {
    const names = t.vitamins.filter(([v]) => v !== vitamin);
    const learn = para(`<strong>${escapeHtml(vitamin)}</strong> is also called ${escapeHtml(name)}.`);
    specs.push({
      id: `vitamin:${vitamin}`,
      text: `Which vitamin is also called ${name}?`,
      answer: vitamin,
      difficulty: tier,
      distractors: (rng, level, levels) =>
        pickDistractors(
          rng,
          names.map(([v, , tr]) => ({ value: v, sim: 0.5, tier: tr })),
          level,
          levels,
        ),
      learn_more: learn,
    });
    specs.push({
      id: `name:${vitamin}`,
      text: `${vitamin} is also known as what?`,
      answer: name.charAt(0).toUpperCase() + name.slice(1),
      difficulty: tier + 0.5,
      distractors: (rng, level, levels) =>
        pickDistractors(
          rng,
          names.map(([, n, tr]) => ({ value: n.charAt(0).toUpperCase() + n.slice(1), sim: 0.5, tier: tr })),
          level,
          levels,
        ),
      learn_more: learn,
    });
  }

  for (const [question, answer, banned, tier, note] of t.deficiencies) {
    const kind = /vitamin/i.test(question) ? 'vitamin' : /mineral/i.test(question) ? 'mineral' : 'macro';
    const pool =
      kind === 'vitamin'
        ? VITAMIN_POOL
        : Object.entries(t.nutrients)
            .filter(([, c]) => c === kind)
            .map(([n]) => n);
    if (classOf(answer) !== kind) throw new Error(`food-nutrition: ${answer} is not a ${kind}`);
    const candidates: Candidate[] = pool
      .filter((n) => n !== answer && !banned.includes(n))
      .map((n) => ({ value: n, sim: 0.5, tier: 3 }));
    specs.push({
      id: `deficiency:${question}`,
      text: question,
      answer,
      difficulty: tier,
      distractors: (rng, level, levels) => pickDistractors(rng, candidates, level, levels),
      learn_more: para(`<strong>${escapeHtml(answer)}</strong>. ${escapeHtml(note)}`),
    });
  }

  for (const [question, answer, wrong, tier, note] of t.facts) {
    const candidates = orderedCandidates(wrong);
    specs.push({
      id: `fact:${question}`,
      text: question,
      answer,
      difficulty: tier,
      distractors: (rng, level, levels) => pickDistractors(rng, candidates, level, levels),
      learn_more: para(`<strong>${escapeHtml(answer)}</strong>. ${escapeHtml(note)}`),
    });
  }

  const material =
    `${t.foods.length} foods, ${t.vitamins.length} vitamins, ${t.deficiencies.length} deficiencies ` +
    `and ${t.facts.length} other facts about nutrients`;
  return buildKnowledgePack(
    category(MACHINE_NAME, 'Food and Nutrition', 'focus-on-food', 5, handWrittenNotes(material)),
    specs,
  );
}
