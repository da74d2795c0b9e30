/**
 * The 17 SDGs (sustainable-development-goals).
 *
 * Data: content/data/knowledge/sdgs.json, written by hand for Ricebowl: the 17 goals with their
 * official short names, a theme in our own words, and a short summary in our own words of each
 * of the 169 targets (numbered as in the UN framework), plus ten facts about the 2030 Agenda.
 * Each target lists other goals that hold a closely similar target (sexual and reproductive
 * health is in both Goal 3 and Goal 5; disaster resilience in Goals 1, 11 and 13), and those
 * goals are never offered as wrong answers.
 *
 * Question forms
 *   - "What is the name of Sustainable Development Goal {n}?" -> name (difficulty 1);
 *   - "{name} is which Sustainable Development Goal?" -> "Goal n" (difficulty 1.5; neighbouring
 *     numbers at higher levels);
 *   - "Which Sustainable Development Goal is about {theme}?" -> "Goal n: name" (difficulty 1.2);
 *   - "Which Sustainable Development Goal includes this target: {summary}?" -> "Goal n: name"
 *     (difficulty = the target's tier + 1: the outcome targets x.1, x.2 ... are easier than the
 *     means-of-implementation targets x.a, x.b ...); wrong goals are from the same group
 *     (people, planet, prosperity, peace, partnership) at higher levels;
 *   - ten facts about the 2030 Agenda with hand-chosen wrong answers.
 *
 * Ceiling: the whole framework yields about 230 distinct questions, so the subject has three
 * levels (goals and well-known targets; outcome targets; means-of-implementation targets) of 120
 * questions each, the windows overlapping a little, instead of five levels of 200. More levels
 * would only repeat the same questions.
 */
import type { Pack } from '../../src/pack.js';
import {
  buildKnowledgePack,
  category,
  closeness,
  escapeHtml,
  loadTable,
  para,
  type Candidate,
  type QuestionSpec,
  knowledgeBalancer,
  pickRanked,
} from './common.js';

import { orderedCandidates } from './food-and-nutrition.js';

export const MACHINE_NAME = 'the-17-sdgs';

/** Levels and questions per level (see the ceiling note above). */
export const SDG_LEVELS = 3;
export const SDG_QUESTIONS_PER_LEVEL = 120;

interface SdgTable {
  goals: [number, string, string, string][];
  targets: [string, string, number[], number][];
  facts: [string, string, string[], number, string][];
}

export function loadSdgs(): SdgTable {
  return loadTable<SdgTable>('sdgs');
}

export function goalLabel(n: number, name: string): string {
  return `Goal ${n}: ${name}`;
}

export function buildThe17SdgsPack(): Pack {
  const t = loadSdgs();
  if (t.goals.length !== 17) throw new Error('sdgs: expected 17 goals');
  if (t.targets.length !== 169) throw new Error('sdgs: expected 169 targets');
  const goal = new Map(t.goals.map(([n, name, theme, group]) => [n, { n, name, theme, group }]));
  const specs: QuestionSpec[] = [];
  // Option sets chosen over the whole subject: no goal name stands out by its length (the short
  // "Life on Land" among long ones), and no set comes back with the same answer.
  const fair = knowledgeBalancer();
  const learnGoal = (n: number) => {
    const g = goal.get(n);
    if (!g) throw new Error(`sdgs: no goal ${n}`);
    return para(`<strong>${escapeHtml(goalLabel(n, g.name))}</strong> is about ${escapeHtml(g.theme)}.`);
  };
  const goalCandidates = (n: number, banned: number[] = []): Candidate[] => {
    const g = goal.get(n);
    return t.goals
      .filter(([m]) => m !== n && !banned.includes(m))
      .map(([m, name, , group]) => ({
        value: goalLabel(m, name),
        sim: group === g?.group ? 1 : 0.2,
        tier: group === g?.group ? 4 : 2,
      }));
  };

  for (const [n, name] of t.goals) {
    const nameText = `What is the name of Sustainable Development Goal ${n}?`;
    specs.push({
      id: `name:${n}`,
      text: nameText,
      answer: name,
      difficulty: 1,
      distractors: (rng, level, levels) =>
        pickRanked(
          fair,
          rng,
          nameText,
          name,
          goalCandidates(n).map((c) => ({ ...c, value: c.value.replace(/^Goal \d+: /, '') })),
          level,
          levels,
        ),
      learn_more: learnGoal(n),
    });
    const numberText = `${name} is which Sustainable Development Goal?`;
    specs.push({
      id: `number:${n}`,
      text: numberText,
      answer: `Goal ${n}`,
      difficulty: 1.5,
      distractors: (rng, level, levels) =>
        pickRanked(
          fair,
          rng,
          numberText,
          `Goal ${n}`,
          t.goals
            .filter(([m]) => m !== n)
            .map(([m]) => ({
              value: `Goal ${m}`,
              sim: closeness(m, n, 8),
              tier: 1 + Math.round(4 * closeness(m, n, 8)),
            })),
          level,
          levels,
        ),
      learn_more: learnGoal(n),
    });
  }

  for (const [n, , theme] of t.goals) {
    const text = `Which Sustainable Development Goal is about ${theme}?`;
    const answer = goalLabel(n, goal.get(n)?.name ?? '');
    specs.push({
      id: `theme:${n}`,
      text,
      answer,
      difficulty: 1.2,
      distractors: (rng, level, levels) => pickRanked(fair, rng, text, answer, goalCandidates(n), level, levels),
      learn_more: learnGoal(n),
    });
  }

  for (const [id, summary, also, tier] of t.targets) {
    const n = Number(id.split('.')[0]);
    const g = goal.get(n);
    if (!g) throw new Error(`sdgs: target ${id} has no goal`);
    const candidates = goalCandidates(n, also);
    const text = `Which Sustainable Development Goal includes this target: ${summary.charAt(0).toLowerCase()}${summary.slice(1)}?`;
    specs.push({
      id: `target:${id}`,
      text,
      answer: goalLabel(n, g.name),
      difficulty: tier + 1,
      distractors: (rng, level, levels) => pickRanked(fair, rng, text, goalLabel(n, g.name), candidates, level, levels),
      learn_more: para(
        `Target <strong>${escapeHtml(id)}</strong> belongs to ${escapeHtml(goalLabel(n, g.name))}, which is about ${escapeHtml(g.theme)}.`,
      ),
    });
  }

  for (const [question, answer, wrong, tier, note] of t.facts) {
    const candidates = orderedCandidates(wrong);
    specs.push({
      id: `fact:${question}`,
      text: question,
      answer,
      difficulty: tier,
      distractors: (rng, level, levels) => pickRanked(fair, rng, question, answer, candidates, level, levels),
      learn_more: para(`<strong>${escapeHtml(answer)}</strong>. ${escapeHtml(note)}`),
    });
  }

  const pack = buildKnowledgePack(
    category(MACHINE_NAME, 'The 17 SDGs', 'sustainable-development-goals', SDG_LEVELS),
    specs,
    SDG_QUESTIONS_PER_LEVEL,
  );
  const notes =
    'The 17 goals and their 169 targets yield about 230 distinct questions: three levels of 120 (goals and well-known targets, outcome targets, implementation targets); more levels would only repeat them.';
  return { ...pack, category: { ...pack.category, notes } };
}
