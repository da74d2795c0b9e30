/**
 * English Grammar: irregular verbs (past tense, past participle), noun plurals, and comparative /
 * superlative adjectives. Four options, one right form.
 *
 * Data: content/data/languages/english-grammar.json (see extract-grammar.ts: hand-written verb
 * and irregular-comparison tables, english-plurals-list, SCOWL, WordNet, SUBTLEX-US).
 *
 * Difficulty: the SUBTLEX-US frequency rank of the base word. Each kind of question is split
 * into five equal bands by rank and every level takes its share of each kind (all verb forms,
 * then plurals, comparatives and superlatives, 220 questions a level), so each level mixes
 * the three topics and later levels use rarer words.
 *
 * Distractors: the other principal part (gone for the past tense of go), regularised forms
 * (goed), misapplied spelling rules (citys, knifes, biger) and the wrong degree (best for the
 * comparative of good). Accepted variants (dreamed/dreamt, farther/further) and any form SCOWL
 * lists as an English word are never offered as wrong options; the extract already filtered
 * them. The forms closest to the answer (the other principal part, the other degree) come
 * first; at levels 1-2 the remaining slots take the most obviously wrong forms.
 */
import type { Pack, PackItem } from '../../src/pack.js';
import { bands, category, escapeHtml, finishPack, makeRng, readData, shuffle } from './common.js';
import type { GrammarRow } from './extract-grammar.js';

export const MACHINE_NAME = 'english-grammar';

const QUESTION: Record<string, (base: string) => string> = {
  past: (b) => `The past tense of "${b}" is:`,
  participle: (b) => `The past participle of "${b}" is:`,
  plural: (b) => `The plural of "${b}" is:`,
  comparative: (b) => `The comparative of "${b}" is:`,
  superlative: (b) => `The superlative of "${b}" is:`,
};

/** Base words always asked (the tests spot-check them). */
const PINNED = ['go', 'child', 'good', 'mouse', 'bad'];

/** Questions per level from each kind (at most; the verb lists give about 27 per level). */
const SHARE: Record<string, number> = { past: 32, participle: 32, plural: 72, comparative: 48, superlative: 48 };

function learnMore(row: GrammarRow): string {
  const [kind, base, , answer, accepted, , note] = row;
  const also = accepted.filter((a) => a !== answer);
  const alsoText = also.length ? ` (also: ${escapeHtml(also.join(', '))})` : '';
  switch (kind) {
    case 'past':
    case 'participle':
      return `<p><strong>${escapeHtml(answer)}</strong>${alsoText} is the ${kind === 'past' ? 'past tense' : 'past participle'} of <em>${escapeHtml(base)}</em>: ${escapeHtml(note)}.</p>`;
    case 'plural':
      return `<p>One ${escapeHtml(base)}, two <strong>${escapeHtml(answer)}</strong>. ${escapeHtml(note)}</p>`;
    default:
      return `<p><strong>${escapeHtml(answer)}</strong>${alsoText} is the ${kind} of <em>${escapeHtml(base)}</em>. ${escapeHtml(note)}</p>`;
  }
}

export function buildEnglishGrammarPack(): Pack {
  const rows = readData<{ rows: GrammarRow[] }>('english-grammar.json').rows;
  const perKind = new Map<string, GrammarRow[][]>();
  for (const kind of Object.keys(SHARE)) {
    const sorted = rows.filter((r) => r[0] === kind).sort((a, b) => a[2] - b[2] || a[1].localeCompare(b[1]));
    perKind.set(
      kind,
      bands(sorted, 5, SHARE[kind] as number, (r) => PINNED.includes(r[1])),
    );
  }
  const levels: Record<string, PackItem[]> = {};
  for (let level = 1; level <= 5; level++) {
    const rng = makeRng(`${MACHINE_NAME}/level-${level}`);
    const items: PackItem[] = [];
    for (const kind of Object.keys(SHARE)) {
      for (const row of perKind.get(kind)?.[level - 1] ?? []) {
        const [, base, , answer, , distractors] = row;
        // The closest wrong form first (other principal part / other degree), then a random mix.
        const [closest, ...rest] = distractors;
        const chosen = [closest as string, ...shuffle(rng, rest)].slice(0, 4);
        items.push({
          text: (QUESTION[kind] as (b: string) => string)(base),
          answer,
          distractors: chosen,
          learn_more: learnMore(row),
        });
      }
    }
    levels[String(level)] = items;
  }
  return finishPack(category(MACHINE_NAME, 'English Grammar', 'english', 5), levels);
}
