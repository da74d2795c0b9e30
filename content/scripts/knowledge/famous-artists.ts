/**
 * Famous Artists (art-culture).
 *
 * Data: content/data/knowledge/artists.json, written by hand for Ricebowl (facts only, in our own
 * words): about 150 artists (country, movement, birth year, fame tier) and about 390 works.
 * Difficulty is the hand-assigned fame tier (1 = household name ... 5 = specialist).
 *
 * Question forms (see creators.ts): "Who painted {work}?" (sculpted / created; a custom prompt
 * where a bare title is shared, e.g. The Last Supper), "{artist} was an artist from which
 * country?" (only where the country is not debatable), "{artist} is best known as part of which
 * movement?" (only clear cases; movements that would also be fair are never offered) and
 * "Which of these is a work by {artist}?". Harder levels offer artists of the same movement and
 * era, neighbouring countries and movements close in time.
 */
import type { Pack } from '../../src/pack.js';
import { countryInSentence } from './common.js';
import { article, buildCreatorsPack, escapeHtml, type Person, type Work, type CreatorConfig } from './creators.js';

export const MACHINE_NAME = 'famous-artists';

function describe(p: Person): string {
  const what = p.group ? `${p.group} artist` : 'artist';
  let s = `${article(what)} ${escapeHtml(what)}`;
  if (p.country) s += ` from ${escapeHtml(countryInSentence(p.country))}`;
  if (p.born !== null) s += `, born in ${p.born}`;
  return s;
}

export const ARTISTS_CONFIG: CreatorConfig = {
  machineName: MACHINE_NAME,
  label: 'Famous Artists',
  group: 'art-culture',
  table: 'artists',
  workText: (w: Work) => `Who ${w.kind === 'p' ? 'painted' : w.kind === 's' ? 'sculpted' : 'created'} ${w.title}?`,
  countryText: (p) => `${p.name} was an artist from which country?`,
  groupText: (p) => `${p.name} is best known as part of which movement?`,
  whichText: (p) => `Which of these is a work by ${p.name}?`,
  describe,
  workVerb: () => 'is by',
  material: (people, works) => `${people} artists and ${works} of their works`,
};

export function buildFamousArtistsPack(): Pack {
  return buildCreatorsPack(ARTISTS_CONFIG);
}
