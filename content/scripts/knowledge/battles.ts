/**
 * Battles (history).
 *
 * Data: content/data/knowledge/battles.json, written by hand for Ricebowl (facts only, in our own
 * words): about 140 battles, sieges and landings with year (negative = BC), last year for those
 * that ran into a later year, the war they belong to (left empty where no single war fits), a
 * hand-assigned fame tier (1 = taught everywhere ... 5 = specialist) and a short note.
 *
 * Question forms
 *   - "In which year did the {battle} take place?" (or "begin?") -> year (difficulty = tier).
 *     Wrong years are near the right one, closer at higher levels (±12-60 years at level 1,
 *     ±1-4 at level 5); the years a long battle lasted are never offered.
 *   - "In which century did the {battle} take place?" -> century (difficulty = tier - 0.5, an
 *     easier way to ask the same fact); wrong centuries are neighbours at higher levels.
 *   - "The {battle} was part of which war?" -> war (difficulty = tier + 0.5). Wrong wars are
 *     other wars, closer in time and region at higher levels; closely linked wars (e.g. the French
 *     Revolutionary and Napoleonic Wars) are never offered for each other.
 *   - "Which of these battles was part of the {war}?" -> the war's best-known battle
 *     (difficulty = its tier + 1); wrong answers are battles of other, unlinked wars only.
 */
import type { Pack } from '../../src/pack.js';
import {
  buildKnowledgePack,
  category,
  centuryDistractors,
  centuryLabel,
  centuryOf,
  closeness,
  escapeHtml,
  handWrittenNotes,
  loadTable,
  para,
  yearDistractors,
  yearLabel,
  type Candidate,
  type QuestionSpec,
  knowledgeBalancer,
  pickRanked,
  drawFair,
} from './common.js';

export const MACHINE_NAME = 'battles';

type BattleRow = [string, number, number | null, string | null, number, string];

interface BattleTable {
  related: [string, string][];
  wars: Record<string, [number, string]>;
  battles: BattleRow[];
}

export interface Battle {
  name: string;
  year: number;
  end: number | null;
  war: string | null;
  tier: number;
  note: string;
}

export function loadBattles(): {
  battles: Battle[];
  wars: Record<string, [number, string]>;
  related: [string, string][];
} {
  const t = loadTable<BattleTable>('battles');
  const battles = t.battles.map(([name, year, end, war, tier, note]) => ({ name, year, end, war, tier, note }));
  return { battles, wars: t.wars, related: t.related };
}

function plural(name: string): boolean {
  return /^(Battles|Normandy landings)/.test(name);
}

/** War name inside a sentence: "the Crusades", "Caesar's Civil War". */
export function warInSentence(war: string): string {
  return /^[A-Z][a-z]+'s /.test(war) ? war : `the ${war}`;
}

export function yearText(b: Battle): string {
  return b.end ? `In which year did the ${b.name} begin?` : `In which year did the ${b.name} take place?`;
}

function when(b: Battle): string {
  return b.end ? `${yearLabel(b.year)}–${yearLabel(b.end)}` : yearLabel(b.year);
}

function learn(b: Battle): string {
  const war = b.war ? `, ${escapeHtml(b.war)}` : '';
  return para(`<strong>${escapeHtml(b.name)}</strong>, ${when(b)}${war}. ${escapeHtml(b.note)}`);
}

/** Draws of year or century ladders offered to the balancer per question. */
const DRAWS = 8;

export function buildBattlesPack(): Pack {
  const { battles, wars, related } = loadBattles();
  const linked = (a: string, b: string) =>
    a === b || related.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  for (const b of battles) if (b.war && !wars[b.war]) throw new Error(`battles: unknown war ${b.war}`);
  const specs: QuestionSpec[] = [];
  // Option sets chosen over the whole subject so that none comes back with the same answer (the
  // twenty-odd 20th-century battles) and no option stands out by its shape (see knowledgeBalancer).
  const fair = knowledgeBalancer();

  for (const b of battles) {
    const forbidden = new Set<number>();
    if (b.end) for (let y = b.year; y <= b.end; y++) forbidden.add(y);
    specs.push({
      id: `year:${b.name}`,
      text: yearText(b),
      answer: yearLabel(b.year),
      difficulty: b.tier,
      distractors: (rng, level, levels) =>
        drawFair(fair, yearText(b), yearLabel(b.year), DRAWS, () =>
          yearDistractors(rng, b.year, level, levels, forbidden),
        ),
      learn_more: learn(b),
    });
  }

  for (const b of battles) {
    const century = centuryOf(b.year);
    const text = b.end ? `In which century did the ${b.name} begin?` : `In which century did the ${b.name} take place?`;
    specs.push({
      id: `century:${b.name}`,
      text,
      answer: centuryLabel(century),
      difficulty: b.tier - 0.5,
      distractors: (rng, level, levels) =>
        drawFair(fair, text, centuryLabel(century), DRAWS, () => centuryDistractors(rng, century, level, levels)),
      learn_more: learn(b),
    });
  }

  for (const b of battles) {
    if (!b.war) continue;
    const [year, region] = wars[b.war] as [number, string];
    const candidates: Candidate[] = Object.entries(wars)
      .filter(([w]) => !linked(w, b.war as string))
      .map(([w, [y, r]]) => {
        const sim = 0.7 * closeness(y, year, 400) + (r === region ? 0.3 : 0);
        return { value: w, sim, tier: 1 + Math.round(4 * sim) };
      });
    const text = `The ${b.name} ${plural(b.name) ? 'were' : 'was'} part of which war?`;
    specs.push({
      id: `war:${b.name}`,
      text,
      answer: b.war,
      difficulty: b.tier + 0.5,
      distractors: (rng, level, levels) => pickRanked(fair, rng, text, b.war as string, candidates, level, levels),
      learn_more: learn(b),
    });
  }

  for (const war of Object.keys(wars)) {
    const own = battles.filter((b) => b.war === war).sort((a, b) => a.tier - b.tier || a.year - b.year);
    const best = own[0];
    if (!best) continue;
    const [year] = wars[war] as [number, string];
    const candidates: Candidate[] = battles
      .filter((b) => b.war && !linked(b.war, war))
      .map((b) => ({ value: b.name, sim: closeness(b.year, year, 300), tier: b.tier }));
    const text = `Which of these battles was part of ${warInSentence(war)}?`;
    specs.push({
      id: `which:${war}`,
      text,
      answer: best.name,
      difficulty: best.tier + 1,
      distractors: (rng, level, levels) => pickRanked(fair, rng, text, best.name, candidates, level, levels),
      learn_more: learn(best),
    });
  }

  return buildKnowledgePack(
    category(
      MACHINE_NAME,
      'Battles',
      'history',
      5,
      handWrittenNotes(`${battles.length} battles of ${Object.keys(wars).length} wars`),
    ),
    specs,
  );
}
