/**
 * Inventions and Inventors (new-categories: a recently added subject, shown under New
 * Categories until it is moved to a permanent home).
 *
 * Data: content/data/knowledge/inventions.json, written by hand for Ricebowl (facts only, in our
 * own words): about 125 inventors (country, field, birth year, fame tier) and about 130
 * inventions. Where credit is shared or disputed (the light bulb, television, the jet engine,
 * movable type, the steam engine) the question names the exact achievement (Swan's bulb in
 * Newcastle, Baird's 1926 demonstration, Whittle's 1930 patent) and the rival is never offered
 * as a wrong answer. Difficulty is the hand-assigned fame tier (1 = household name ... 5 =
 * specialist).
 *
 * Question forms (see creators.ts): "Who invented the {invention}?" or the custom question,
 * "{inventor} was an inventor from which country?" (left out for emigrants), "{inventor} is best
 * known for inventions in which field?" (fields the inventor also worked in are never offered;
 * related fields sit close together so harder levels offer them) and "Which of these did
 * {inventor} invent?".
 */
import type { Pack } from '../../src/pack.js';
import { countryInSentence } from './common.js';
import { buildCreatorsPack, escapeHtml, type Person, type Work, type CreatorConfig } from './creators.js';

export const MACHINE_NAME = 'inventions-and-inventors';

const PROPER =
  /^(World Wide Web|Teflon|Kevlar|Coca-Cola|Tetris|Barbie|TCP|Morse|Braille|AC |CT |Tesla|Kodak|Analytical|Locomotion|Cinématographe|Bessemer|Aqua-Lung)/;

/** "the telephone", "dynamite", "the World Wide Web". */
export function inventionInSentence(w: Work): string {
  const name = PROPER.test(w.title) ? w.title : w.title.charAt(0).toLowerCase() + w.title.slice(1);
  return w.kind === 'm' ? name : `the ${name}`;
}

function plural(p: Person): boolean {
  return / brothers$/.test(p.name);
}

function subject(p: Person): string {
  return plural(p) ? `The ${p.name}` : p.name;
}

function describe(p: Person): string {
  let s = plural(p) ? 'inventors' : 'an inventor';
  if (p.group) s += ` in ${escapeHtml(p.group.toLowerCase())}`;
  if (p.country) s += ` from ${escapeHtml(countryInSentence(p.country))}`;
  if (p.born !== null) s += `, born ${p.born < 1000 ? 'about ' : 'in '}${p.born}`;
  return s;
}

export const INVENTIONS_CONFIG: CreatorConfig = {
  machineName: MACHINE_NAME,
  label: 'Inventions and Inventors',
  group: 'new-categories',
  table: 'inventions',
  workText: (w) => `Who invented ${inventionInSentence(w)}?`,
  countryText: (p) => `${subject(p)} ${plural(p) ? 'were inventors' : 'was an inventor'} from which country?`,
  groupText: (p) => `${subject(p)} ${plural(p) ? 'are' : 'is'} best known for inventions in which field?`,
  whichText: (p) => `Which of these did ${plural(p) ? `the ${p.name}` : p.name} invent?`,
  describe,
  workVerb: () => 'is credited to',
  groupScale: 250,
  eraScale: 200,
  material: (people, works) => `${people} inventors and ${works} of their inventions`,
};

export function buildInventionsAndInventorsPack(): Pack {
  return buildCreatorsPack(INVENTIONS_CONFIG);
}
