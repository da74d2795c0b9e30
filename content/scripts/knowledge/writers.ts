/**
 * Writers (art-culture).
 *
 * Data: content/data/knowledge/writers.json, written by hand for Ricebowl (facts only, in our own
 * words): about 300 writers (country, main language, birth year, fame tier) and about 650
 * books, plays, poems and stories. Difficulty is the hand-assigned fame tier (1 = read at school
 * almost everywhere ... 5 = specialist).
 *
 * Question forms (see creators.ts): "Who wrote {title}?" (the play / the poem / the short story;
 * a custom prompt where a bare title is shared or needs context), "{writer} was a writer from
 * which country?" (left out for writers born in one country and known as from another),
 * "In which language did {writer} mainly write?" (other languages the writer also used are never
 * offered; not asked for writers in English, who are the majority and would make it a
 * giveaway) and "Which of these was written by {writer}?". Harder levels offer writers of the
 * same language and generation, neighbouring countries and related languages (the table places
 * languages on a line so that related ones sit close together).
 *
 * The table yields more questions than five levels of 220: the levels split the easiest 1,100
 * without gaps and the rest (the least-known facts) is not used.
 */
import type { Pack } from '../../src/pack.js';
import { countryInSentence, yearLabel } from './common.js';
import { buildCreatorsPack, escapeHtml, type Person, type Work, type CreatorConfig } from './creators.js';

export const MACHINE_NAME = 'writers';

function describe(p: Person): string {
  let s = 'a writer';
  if (p.group) s += ` in ${escapeHtml(p.group)}`;
  if (p.country) s += ` from ${escapeHtml(countryInSentence(p.country))}`;
  if (p.born !== null) s += `, born ${p.born < 1000 ? 'about ' : 'in '}${yearLabel(p.born)}`;
  return s;
}

const KIND: Record<string, string> = { b: '', p: 'the play ', m: 'the poem ', s: 'the short story ' };

export const WRITERS_CONFIG: CreatorConfig = {
  machineName: MACHINE_NAME,
  label: 'Writers',
  group: 'art-culture',
  table: 'writers',
  workText: (w: Work) => `Who wrote ${KIND[w.kind] ?? ''}${w.title}?`,
  countryText: (p) => `${p.name} was a writer from which country?`,
  groupText: (p) => `In which language did ${p.name} mainly write?`,
  // Most writers in the table wrote in English; asking about them would be a giveaway.
  skipGroup: (p) => p.group === 'English',
  whichText: (p) => `Which of these was written by ${p.name}?`,
  describe,
  workVerb: () => 'was written by',
  eraScale: 150,
  groupScale: 500,
};

export function buildWritersPack(): Pack {
  return buildCreatorsPack(WRITERS_CONFIG);
}
