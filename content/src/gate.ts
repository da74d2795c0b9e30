/**
 * The content gate (issue 15 §1): no profanity, slurs, sexual or gratuitously violent terms in a
 * question, its answer or its wrong answers, in any pack or import.
 *
 * Built on obscenity's English preset, which matches whole words, inflections, compounds,
 * look-alike characters and leetspeak, plus the committed extra terms and allowed words of
 * gate-terms.ts. Two departures from the preset, both for a quiz's own vocabulary:
 * - "sex" alone is allowed (the UN's targets count people "by income, sex, age"; Simone de
 *   Beauvoir wrote "The Second Sex"); "sexy" stays blocked;
 * - "anus" is blocked as a word of its own, not inside Latin words ("arcanus", "sanus").
 * A hit must begin and end with a letter in the original text, so "455" is not "ass" in
 * leetspeak and "(umbrella)" is not "cum".
 */
import {
  DataSet,
  RegExpMatcher,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  parseRawPattern,
} from 'obscenity';
import { ALLOWED_TERMS, EXTRA_TERMS } from './gate-terms.js';
import type { PackItem } from './pack.js';

interface TermMetadata {
  originalWord?: string;
}

let matcher: { match: RegExpMatcher; data: DataSet<TermMetadata> } | undefined;

function build(): { match: RegExpMatcher; data: DataSet<TermMetadata> } {
  const data = new DataSet<TermMetadata>()
    .addAll(englishDataset)
    .removePhrasesIf((p) => p.metadata?.originalWord === 'sex' || p.metadata?.originalWord === 'anus')
    .addPhrase((p) => p.setMetadata({ originalWord: 'anus' }).addPattern(pattern`|anus`))
    .addPhrase((p) => {
      // The preset's "fu" on its own is a syllable of the kana and pinyin subjects.
      let phrase = p.setMetadata({ originalWord: 'allowed' }).addWhitelistedTerm('fu');
      for (const term of ALLOWED_TERMS) phrase = phrase.addWhitelistedTerm(term);
      return phrase;
    });
  for (const term of EXTRA_TERMS) {
    data.addPhrase((p) => {
      let phrase = p.setMetadata({ originalWord: term.word });
      for (const raw of term.patterns) phrase = phrase.addPattern(parseRawPattern(raw));
      return phrase;
    });
  }
  return { match: new RegExpMatcher({ ...data.build(), ...englishRecommendedTransformers }), data };
}

/** One blocked term found in a text. */
export interface GateHit {
  /** The listed word it stands for, e.g. "fuck" for "motherfuckers". */
  term: string;
  /** The matched text as written. */
  found: string;
}

const LETTER = /\p{L}/u;
const CLEAN: readonly GateHit[] = Object.freeze([]);
/** Verdicts by text: the packs repeat their options often, and a scan of every pack is ~100k texts. */
const seen = new Map<string, readonly GateHit[]>();
const SEEN_MAX = 200_000;

/** Every blocked term in `text`, or [] when it is clean. */
export function gateHits(text: string): readonly GateHit[] {
  const known = seen.get(text);
  if (known) return known;
  matcher ??= build();
  const hits = matcher.match.hasMatch(text) ? findHits(text, matcher) : CLEAN;
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(text, hits);
  return hits;
}

function findHits(text: string, { match, data }: NonNullable<typeof matcher>): GateHit[] {
  const hits: GateHit[] = [];
  for (const m of match.getAllMatches(text, true)) {
    const found = text.slice(m.startIndex, m.endIndex + 1);
    const first = found.slice(0, 1);
    const last = [...found].at(-1) ?? '';
    if (!LETTER.test(first) || !LETTER.test(last)) continue;
    const term = data.getPayloadWithPhraseMetadata(m).phraseMetadata?.originalWord ?? found;
    if (!hits.some((h) => h.term === term && h.found === found)) hits.push({ term, found });
  }
  return hits;
}

/** True when `text` holds no blocked term. */
export function passesGate(text: string): boolean {
  return gateHits(text).length === 0;
}

/** The gate's verdict on a question: one line per blocked term in its text or options. */
export function gateProblems(item: PackItem): string[] {
  const problems: string[] = [];
  const fields: [string, string][] = [
    ['the question', item.text],
    ['the right answer', item.answer],
    ...item.distractors.map((d): [string, string] => [`the wrong answer "${d}"`, d]),
  ];
  for (const [what, text] of fields) {
    for (const hit of gateHits(text)) {
      problems.push(
        `${what} contains the blocked term "${hit.found}"${hit.found.toLowerCase() === hit.term ? '' : ` (${hit.term})`}`,
      );
    }
  }
  return problems;
}
