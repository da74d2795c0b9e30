import type { Pack } from '../src/pack.js';
import { buildChineseHskVocabularyPack } from './languages/hsk-vocabulary.js';
import { buildEnglishGrammarPack } from './languages/english-grammar.js';
import { buildEnglishVocabularyPack } from './languages/english-vocabulary.js';
import { buildFrenchVocabularyPack } from './languages/french-vocabulary.js';
import { buildGermanVocabularyPack } from './languages/german-vocabulary.js';
import { buildHiraganaPack } from './languages/hiragana.js';
import { buildItalianVocabularyPack } from './languages/italian-vocabulary.js';
import { buildKanjiPack } from './languages/kanji.js';
import { buildKatakanaPack } from './languages/katakana.js';
import { buildLatinVocabularyPack } from './languages/latin-vocabulary.js';
import { buildPinyinTonesPack } from './languages/pinyin-tones.js';
import { buildPortugueseVocabularyPack } from './languages/portuguese-vocabulary.js';
import { buildSpanishVocabularyPack } from './languages/spanish-vocabulary.js';

/**
 * Subjects of English, language learning, Chinese and Japanese. Each generator reads only the
 * committed extracts in content/data/languages/ (rebuilt by content/scripts/languages/extract.ts);
 * pinyin-tones also reads the CC-CEDICT words of chinese-lexicon, to keep tones a character takes
 * inside words out of its wrong options.
 */
export const generators: (() => Pack)[] = [
  buildEnglishVocabularyPack,
  buildEnglishGrammarPack,
  buildSpanishVocabularyPack,
  buildFrenchVocabularyPack,
  buildGermanVocabularyPack,
  buildItalianVocabularyPack,
  buildLatinVocabularyPack,
  buildPortugueseVocabularyPack,
  buildChineseHskVocabularyPack,
  buildPinyinTonesPack,
  buildHiraganaPack,
  buildKatakanaPack,
  buildKanjiPack,
];
