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
import { passesGate } from '../../src/gate.js';
import { choose } from '../../src/giveaways.js';
import { OptionSetBalancer } from '../option-sets.js';
import { bands, category, escapeHtml, finishPack, makeRng, readData, shuffle } from './common.js';
import { scowlWords } from './sources.js';
import { loadWordNet } from './wordnet.js';
import type { GrammarRow } from './extract-grammar.js';

export const MACHINE_NAME = 'english-grammar';

const QUESTION: Record<string, (base: string) => string> = {
  past: (b) => `The past tense of "${b}" is:`,
  participle: (b) => `The past participle of "${b}" is:`,
  plural: (b) => `The plural of "${b}" is:`,
  comparative: (b) => `The comparative of "${b}" is:`,
  superlative: (b) => `The superlative of "${b}" is:`,
};

const NOTES =
  'English has only a few hundred irregular verbs, plurals and comparisons in common use, and the regular ones ' +
  'would teach nothing: each is asked once, at the level of its frequency, and adjectives not normally compared ' +
  'and rare plurals are left out after the question review, so the levels hold about 100 questions.';

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

const CONSONANT = '[b-df-hj-np-tv-z]';
/** One vowel before one final consonant: the final consonant doubles (big → bigger, swim → swimmed). */
const DOUBLES = new RegExp(`(^|${CONSONANT})[aeiou]${CONSONANT}$`);

/**
 * The wrong forms a learner could plausibly write, from the extract's candidates: the other
 * principal part or degree (a real word, plainly wrong here), a form the regular rule makes
 * (goed, childs, gooder), a doubly marked one (wented, childrens, more bigger), a spelling slip
 * of the regular rule (biger), for a participle the -en of taken added to the base (thinken),
 * and for an irregular comparison the periphrastic form (more good). Dropped: an accepted form;
 * the periphrastic form of a regular comparison (more huge, most supple: often both are used); a
 * plural candidate that is itself an English word (it may be an accepted plural: cactuses,
 * funguses) or the plural of a variant spelling (flunkeys); -ier/-ies/-ied on a word not ending
 * in y; a doubled consonant the rule never doubles (strongger); -en/-t endings and repeated
 * letters no rule makes (goen as a past tense, havt, haveeed). A word with fewer than three is
 * not asked.
 */
export function plausibleWrongForms(
  kind: string,
  base: string,
  accepted: readonly string[],
  candidates: readonly string[],
): string[] {
  const periphrastic = kind === 'comparative' ? `more ${base}` : kind === 'superlative' ? `most ${base}` : undefined;
  const taken = new Set(accepted.map((a) => a.toLowerCase()));
  const words = scowlWords(70);
  const wordNet = loadWordNet();
  const isWord = (w: string) => words.has(w) || wordNet.has(w);
  const stem = base.replace(/e$/, '');
  // good → better: the answer is not the base with an ending (nor more/most base).
  const irregular = !accepted.some((a) =>
    a
      .toLowerCase()
      .replace(/^(more|most) /, '')
      .startsWith(base.slice(0, -1)),
  );
  const ok = (c: string, i: number): boolean => {
    const w = c.toLowerCase();
    if (taken.has(w) || !passesGate(c)) return false;
    // The first candidate is the other principal part or degree: a real word, plainly wrong.
    if (i === 0 && words.has(w)) return true;
    if (kind === 'plural' && words.has(w)) return false;
    const last = w.split(' ').at(-1) as string;
    if (/(.)\1\1/.test(last) || (/eed$|ened$|een$/.test(last) && !/eed$|een$/.test(base))) return false;
    if (/i(er|est|es|ed)$/.test(last) && !/y$/.test(base) && !last.startsWith(base)) return false;
    if (/i(er|est|es|ed)$/.test(last) && last.startsWith(base) && !/y$/.test(base)) return false;
    if (new RegExp(`^${stem}(${CONSONANT})\\1`).test(last) && !DOUBLES.test(base)) return false;
    const end = base.slice(-1);
    if (last.startsWith(`${base}${end}`) && (!/[b-df-hj-np-tv-z]/.test(end) || !DOUBLES.test(base))) return false;
    // -en is the participle ending of taken and given, so "thinken" is a learner's participle; as
    // a past tense, or after a consonant the rule would double (winen), it is not.
    const enParticiple = kind === 'participle' && !DOUBLES.test(base);
    if (
      (last === `${base}en` && !enParticiple) ||
      ((kind === 'past' || kind === 'participle') && /t$/.test(last) && !words.has(w))
    )
      return false;
    // Latin and Greek plurals often have an accepted English one too (cactuses, formulas, indexes).
    if (kind === 'plural' && /(us|um|on|a|ex|ix|o)$/.test(base) && (last === `${base}s` || last === `${base}es`)) {
      return false;
    }
    if (kind === 'plural' && /(s|x|z|ch|sh)s$/.test(last)) return false;
    // "flunkeys" is the plural of "flunkey", a spelling of "flunky" too.
    if (
      kind === 'plural' &&
      /y$/.test(base) &&
      last === `${base.slice(0, -1)}eys` &&
      isWord(`${base.slice(0, -1)}ey`)
    ) {
      return false;
    }
    // "more huge", "most supple": many adjectives take both forms, so the periphrastic one is
    // wrong only where the comparison is irregular (more good, most bad).
    if (w === periphrastic) return irregular;
    return true;
  };
  const all = periphrastic && !candidates.includes(periphrastic) ? [...candidates, periphrastic] : candidates;
  return all.filter(ok);
}

export function buildEnglishGrammarPack(): Pack {
  const rows = readData<{ rows: GrammarRow[] }>('english-grammar.json').rows.filter(
    (r) => passesGate(r[1]) && passesGate(r[3]),
  );
  const perKind = new Map<string, GrammarRow[][]>();
  for (const kind of Object.keys(SHARE)) {
    const sorted = rows.filter((r) => r[0] === kind).sort((a, b) => a[2] - b[2] || a[1].localeCompare(b[1]));
    perKind.set(
      kind,
      bands(sorted, 5, SHARE[kind] as number, (r) => PINNED.includes(r[1])),
    );
  }
  const levels: Record<string, PackItem[]> = {};
  const pending: { item: PackItem; candidates: string[][] }[] = [];
  for (let level = 1; level <= 5; level++) {
    const items: PackItem[] = [];
    for (const kind of Object.keys(SHARE)) {
      for (const row of perKind.get(kind)?.[level - 1] ?? []) {
        const [kind, base, , answer, accepted, distractors] = row;
        // The closest wrong form (other principal part / other degree), then plausible wrong forms
        // (issue 15 §3: no non-words, no accepted variant marked wrong).
        const [closest, ...rest] = plausibleWrongForms(kind, base, accepted, distractors);
        if (closest === undefined || rest.length < 2) continue;
        const item = {
          text: (QUESTION[kind] as (b: string) => string)(base),
          answer,
          distractors: [],
          learn_more: learnMore(row),
        };
        items.push(item);
        // Three or four wrong forms: the closest and any two or three others.
        pending.push({
          item,
          candidates: [...choose(rest, 2), ...choose(rest, 3)].map((others) => [closest, ...others]),
        });
      }
    }
    levels[String(level)] = items;
  }
  // One balancer for the subject (see option-sets.ts): the past tense and the participle of a verb
  // often share their wrong forms, and the regular-looking forms (goed, knowed) share the
  // question's word, so which of the plausible forms are shown is chosen to keep both from
  // pointing at the answer. Questions with the fewest choices go first; the others even out.
  const balancer = new OptionSetBalancer();
  const rng = makeRng(`${MACHINE_NAME}/options`);
  for (const { item, candidates } of [...pending].sort((a, b) => a.candidates.length - b.candidates.length)) {
    item.distractors = shuffle(rng, balancer.pick(rng, item.text, item.answer, candidates));
  }
  return finishPack({ ...category(MACHINE_NAME, 'English Grammar', 'english', 5), notes: NOTES }, levels);
}
