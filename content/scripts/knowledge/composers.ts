/**
 * Composers (art-culture).
 *
 * Data: content/data/knowledge/composers.json, written by hand for Ricebowl (facts only, in our
 * own words): about 110 composers (country, period, birth year, fame tier) and about 370 works.
 * Difficulty is the hand-assigned fame tier (1 = household name ... 5 = specialist).
 *
 * Question forms (see creators.ts): "Who composed {work}?" (a custom prompt where a bare title is
 * shared, e.g. the Requiems of Mozart, Verdi and Fauré, or for film scores), "{composer} was a
 * composer from which country?" (left out for emigrants and border cases such as Liszt or
 * Mahler), "{composer} is usually placed in which period of music?" (composers who straddle two
 * periods, such as Beethoven, never get the other one as a distractor) and "Which of these was
 * composed by {composer}?". Harder levels offer composers of the same period and generation,
 * neighbouring countries and neighbouring periods.
 */
import type { Pack } from '../../src/pack.js';
import { countryInSentence } from './common.js';
import { buildCreatorsPack, escapeHtml, type Person, type CreatorConfig } from './creators.js';

export const MACHINE_NAME = 'composers';

function describe(p: Person): string {
  let s = 'a composer';
  if (p.group) s += ` of the ${escapeHtml(p.group)} period`;
  if (p.country) s += ` from ${escapeHtml(countryInSentence(p.country))}`;
  if (p.born !== null) s += `, born in ${p.born}`;
  return s;
}

/** Nickname-style titles read better with "the": "Who composed the Moonlight Sonata?" */
const NEEDS_THE =
  /(Symphony|Sonata|Concertos?|Quartet|Quintet|Prelude|Overture|Suites?|Variations|March(es)?|Waltz|Étude|Polonaise|Dances?|Caprices|Rhapsody No|Passion|Mass|Cantata|Fanfare|Canon|Rondo|Vespers|Fantasia|Liebestraum|Flight|Ride)\b/;

export function composerWorkText(title: string): string {
  const the = !/^(The|A|An) /.test(title) && NEEDS_THE.test(title) ? 'the ' : '';
  return `Who composed ${the}${title}?`;
}

export const COMPOSERS_CONFIG: CreatorConfig = {
  machineName: MACHINE_NAME,
  label: 'Composers',
  group: 'art-culture',
  table: 'composers',
  workText: (w) => composerWorkText(w.title),
  countryText: (p) => `${p.name} was a composer from which country?`,
  groupText: (p) => `${p.name} is usually placed in which period of music?`,
  whichText: (p) => `Which of these was composed by ${p.name}?`,
  describe,
  workVerb: () => 'was composed by',
  eraScale: 100,
  groupScale: 400,
  material: (people, works) => `${people} composers and ${works} of their works`,
};

export function buildComposersPack(): Pack {
  return buildCreatorsPack(COMPOSERS_CONFIG);
}
