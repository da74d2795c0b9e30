/**
 * Dates in History (history).
 *
 * Data: content/data/knowledge/dates.json, written by hand for Ricebowl (facts only, in our own
 * words): about 230 events, each with the question asking for its year, a short label, the year
 * (negative = BC) and a hand-assigned fame tier (1 = everyone knows it ... 5 = specialist). Only
 * events with one clear, generally agreed year are in the table (a treaty is asked for the year
 * it was signed, not the year it came into force).
 *
 * Question forms
 *   - "In which year did ...?" -> year (difficulty = tier). Wrong years are near the right one and
 *     get closer with the level: ±12-60 years at level 1, down to ±1-4 years at level 5.
 *   - "Which of these happened in {year}?" -> the event's label (difficulty = tier + 1), only for
 *     years with a single event in the table; wrong answers are events of other years, years
 *     further away at level 1 and neighbouring years at level 5.
 */
import type { Pack } from '../../src/pack.js';
import {
  buildKnowledgePack,
  category,
  closeness,
  escapeHtml,
  handWrittenNotes,
  loadTable,
  para,
  pickDistractors,
  yearDistractors,
  yearLabel,
  type Candidate,
  type QuestionSpec,
} from './common.js';

export const MACHINE_NAME = 'dates-in-history';

export interface HistoryEvent {
  question: string;
  label: string;
  year: number;
  tier: number;
}

export function loadEvents(): HistoryEvent[] {
  return loadTable<{ events: [string, string, number, number][] }>('dates').events.map(
    ([question, label, year, tier]) => ({ question, label, year, tier }),
  );
}

export function buildDatesInHistoryPack(): Pack {
  const events = loadEvents();
  const learn = (e: HistoryEvent) => para(`<strong>${yearLabel(e.year)}</strong>: ${escapeHtml(e.label)}.`);
  const specs: QuestionSpec[] = [];
  for (const e of events) {
    specs.push({
      id: `year:${e.question}`,
      text: e.question,
      answer: yearLabel(e.year),
      difficulty: e.tier,
      distractors: (rng, level, levels) => yearDistractors(rng, e.year, level, levels),
      learn_more: learn(e),
    });
  }
  const perYear = new Map<number, number>();
  for (const e of events) perYear.set(e.year, (perYear.get(e.year) ?? 0) + 1);
  for (const e of events) {
    if (perYear.get(e.year) !== 1) continue;
    const candidates: Candidate[] = events
      .filter((o) => o.year !== e.year)
      .map((o) => ({ value: o.label, sim: closeness(o.year, e.year, 150), tier: o.tier }));
    specs.push({
      id: `event:${e.question}`,
      text: `Which of these happened in ${yearLabel(e.year)}?`,
      answer: e.label,
      difficulty: e.tier + 1,
      distractors: (rng, level, levels) => pickDistractors(rng, candidates, level, levels),
      learn_more: learn(e),
    });
  }
  return buildKnowledgePack(
    category(MACHINE_NAME, 'Dates in History', 'history', 5, handWrittenNotes(`${events.length} dated events`)),
    specs,
  );
}
