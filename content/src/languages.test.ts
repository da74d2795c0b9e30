/**
 * Tests of the language subjects (English, language learning, Chinese, Japanese): every pack and
 * level meets the quality rules of issue 7 §4, known facts are pinned, and the generators are
 * deterministic and match the committed packs. Only the committed packs and extracts
 * (content/data/languages) and npm devDependencies are used: no Debian package is needed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { finishPack } from '../scripts/finish.js';
import { serializePack } from '../scripts/lib.js';
import { generators } from '../scripts/registry-languages.js';
import {
  fold,
  loadReviewedVocab,
  loadVocab,
  meaningWords,
  readData,
  type KanaRecord,
  type VocabRecord,
  type VocabRow,
} from '../scripts/languages/common.js';
import { loadEnglishVocabRecords } from '../scripts/languages/english-vocabulary.js';
import { kanjiGlossGrader, loadKanjiRecords } from '../scripts/languages/kanji.js';
import type { GrammarRow } from '../scripts/languages/extract-grammar.js';
import type { PinyinRow } from '../scripts/languages/extract-chinese.js';
import { assetsDir, loadPacks, packsDir, type Pack, type PackItem } from './index.js';

/**
 * machine_name -> [group, levels, minimum questions per level]. Every question was also read by
 * hand (content/review/questions): what the review dropped is not asked, so the minimums leave
 * room for it.
 */
const SUBJECTS: Record<string, [string, number, number[]]> = {
  // In the hand-reviewed levels 1–2 an unfit word (content/review) or one without a synonym read in
  // its main sense (sense-checks.ts) is left out, not replaced; from level 3 on it is replaced.
  'english-vocabulary': ['english', 5, [160, 160, 200, 200, 200]],
  // Only words with three plausible wrong forms are asked (issue 15 §3), and no adjective that is
  // not normally compared.
  'english-grammar': ['english', 5, [90, 90, 90, 90, 90]],
  // A cognate whose meaning repeats the prompt ("la table means: table") is not asked (issue 15 §3):
  // the European packs keep 170 or more of the 220 words sampled per level.
  'spanish-vocabulary': ['language-learning', 5, [170, 170, 170, 170, 170]],
  'french-vocabulary': ['language-learning', 5, [170, 170, 170, 170, 170]],
  'german-vocabulary': ['language-learning', 5, [170, 170, 170, 170, 170]],
  'italian-vocabulary': ['language-learning', 5, [170, 170, 170, 170, 170]],
  'latin-vocabulary': ['language-learning', 5, [170, 170, 170, 170, 170]],
  'portuguese-vocabulary': ['language-learning', 5, [170, 170, 170, 170, 170]],
  // The review drops first dictionary glosses that are not the learner's meaning (刚: hard).
  'chinese-hsk-vocabulary': ['chinese', 5, [200, 200, 170, 170, 170]],
  'pinyin-tones': ['chinese', 5, [180, 180, 180, 180, 180]],
  // Kana: every character of the level in both directions (documented in hiragana.ts/katakana.ts).
  hiragana: ['japanese', 4, [50, 42, 48, 66]],
  katakana: ['japanese', 5, [50, 42, 48, 66, 50]],
  // The rarer kanji often have only an archaic or literary first meaning; the review dropped those.
  kanji: ['japanese', 5, [200, 200, 160, 130, 130]],
};

const GROUP_LABELS: Record<string, string> = {
  english: 'English',
  'language-learning': 'Language Learning',
  chinese: 'Chinese',
  japanese: 'Japanese',
};

const packs = new Map(loadPacks().map((p) => [p.category.machine_name, p]));

function pack(name: string): Pack {
  const p = packs.get(name);
  if (!p) throw new Error(`pack ${name} not found`);
  return p;
}

function items(name: string, level?: string): PackItem[] {
  const p = pack(name);
  return level ? (p.levels[level] ?? []) : Object.values(p.levels).flat();
}

function find(name: string, text: string): PackItem | undefined {
  return items(name).find((i) => i.text === text);
}

/** The word a question asks about ("el perro means:" -> "el perro"). */
function prompt(text: string): string {
  return text
    .replace(/ means:$/, '')
    .replace(/^How is (\S+) \(.*\) pronounced\?$/, '$1')
    .replace(/^Which (hiragana|katakana) is "(.+)"\?$/, '$2')
    .replace(/^How is the (hiragana|katakana) "(.+)" read\?$/, '$2')
    .replace(/^The [a-z ]+ of "(.+)" is:$/, '$1');
}

describe.each(Object.entries(SUBJECTS))('language pack %s', (name, [group, levels, minimum]) => {
  it('has complete category metadata and an existing 48x48 SVG icon', () => {
    const c = pack(name).category;
    expect(c.label).not.toBe('');
    expect(c.category_group).toBe(group);
    expect(c.category_group_label).toBe(GROUP_LABELS[group]);
    expect(c.sponsor_text).not.toBe('');
    expect(c.levels).toBe(levels);
    expect(c.icon_urls).toEqual([`icons/${name}.svg`]);
    const svg = readFileSync(join(assetsDir, `icons/${name}.svg`), 'utf8');
    expect(svg).toContain('viewBox="0 0 48 48"');
    expect(Object.keys(pack(name).levels)).toEqual(Array.from({ length: levels }, (_, i) => String(i + 1)));
  });

  it.each(Array.from({ length: levels }, (_, i) => String(i + 1)))(
    'level %s: counts, distinct texts, quality rules',
    (level) => {
      const list = items(name, level);
      expect(list.length).toBeGreaterThanOrEqual(minimum[Number(level) - 1] as number);
      expect(new Set(list.map((i) => i.text)).size).toBe(list.length);
      for (const item of list) {
        const options = [item.answer, ...item.distractors];
        expect(item.distractors.length, item.text).toBeGreaterThanOrEqual(3);
        expect(item.distractors.length, item.text).toBeLessThanOrEqual(5);
        expect(new Set(options).size, item.text).toBe(options.length);
        // Pinyin options differ by their tone marks only; elsewhere options differ beyond accents.
        if (name !== 'pinyin-tones')
          expect(new Set(options.map((o) => fold(o) || o)).size, item.text).toBe(options.length);
        const asked = prompt(item.text);
        for (const o of options) {
          expect(o.trim(), item.text).toBe(o);
          expect(o, item.text).not.toBe(asked);
          if (fold(asked) && name !== 'pinyin-tones') expect(fold(o), `${item.text} ${o}`).not.toBe(fold(asked));
          // No markup, dictionary abbreviations or labels in options and questions.
          expect(o, item.text).not.toMatch(/[<>[\]{}|]|\b(sth|sb|CL|Tw)\b|\b(abbr|lit|fig|coll|esp|usu)\.|\d/);
        }
        expect(item.text).not.toMatch(/[<>[\]{}]|\b(sth|sb)\b/);
        expect(item.learn_more, item.text).toMatch(/^<p>.*<\/p>$/);
        // learn_more keeps only safe inline HTML.
        const tags = (item.learn_more ?? '').match(/<\/?([a-z]+)/g) ?? [];
        for (const t of tags) expect(['<p', '</p', '<em', '</em', '<strong', '</strong'], item.text).toContain(t);
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// No distractor may be a right answer too.

const VOCAB: Record<string, string> = {
  'english-vocabulary': 'english-vocabulary.json',
  'spanish-vocabulary': 'spanish.json',
  'french-vocabulary': 'french.json',
  'german-vocabulary': 'german.json',
  'italian-vocabulary': 'italian.json',
  'latin-vocabulary': 'latin.json',
  'portuguese-vocabulary': 'portuguese.json',
  'chinese-hsk-vocabulary': 'hsk.json',
  kanji: 'kanji.json',
};

/** The records a generator asks from: English and kanji pick their answers at build time. */
function generatorRecords(name: string, extract: string): VocabRecord[] {
  if (name === 'english-vocabulary') return loadEnglishVocabRecords();
  if (name === 'kanji') return loadKanjiRecords(readData<{ rows: VocabRow[] }>(extract).rows, kanjiGlossGrader());
  return loadReviewedVocab(extract, name);
}

describe.each(Object.entries(VOCAB))('%s: answers and distractors match the extract', (name, extract) => {
  const records = new Map<string, VocabRecord>(generatorRecords(name, extract).map((r) => [r.word, r]));
  const byOption = new Map<string, VocabRecord[]>();
  for (const r of records.values()) {
    const m = r.meanings[0] as string;
    for (const o of [m, `to ${m}`]) byOption.set(o, [...(byOption.get(o) ?? []), r]);
  }

  it('the answer is the word’s first meaning; no distractor is one of its meanings or shares a meaning word', () => {
    for (const item of items(name)) {
      const r = records.get(prompt(item.text));
      expect(r, item.text).toBeDefined();
      if (!r) continue;
      expect(item.answer.replace(/^to /, ''), item.text).toBe((r.meanings[0] as string).replace(/^to /, ''));
      const words = new Set(r.meanings.flatMap(meaningWords));
      const meanings = new Set(r.meanings.map((m) => fold(m.replace(/^to /, ''))));
      for (const d of item.distractors) {
        expect(meanings.has(fold(d.replace(/^to /, ''))), `${item.text} ${d}`).toBe(false);
        for (const w of meaningWords(d)) expect(words.has(w), `${item.text} ${d} (${w})`).toBe(false);
        // Each distractor is the meaning of another word of the extract.
        expect(byOption.has(d), `${item.text} ${d}`).toBe(true);
      }
    }
  });
});

describe('difficulty grows with the level', () => {
  it.each(Object.entries(VOCAB))('%s: mean rank of the words rises level by level', (name, extract) => {
    const rank = new Map(generatorRecords(name, extract).map((r) => [r.word, r.rank]));
    const mean = (level: string) => {
      const list = items(name, level).map((i) => rank.get(prompt(i.text)) ?? NaN);
      return list.reduce((a, b) => a + b, 0) / list.length;
    };
    for (let l = 2; l <= 5; l++) expect(mean(String(l))).toBeGreaterThan(mean(String(l - 1)));
  });
});

describe('english-grammar', () => {
  const rows = readData<{ rows: GrammarRow[] }>('english-grammar.json').rows;
  const byText = new Map<string, GrammarRow>();
  const TEXT: Record<string, string> = {
    past: 'past tense',
    participle: 'past participle',
    plural: 'plural',
    comparative: 'comparative',
    superlative: 'superlative',
  };
  for (const r of rows) byText.set(`The ${TEXT[r[0]]} of "${r[1]}" is:`, r);

  it('answers are accepted forms and no distractor is an accepted form', () => {
    for (const item of items('english-grammar')) {
      const r = byText.get(item.text);
      expect(r, item.text).toBeDefined();
      expect(r?.[4], item.text).toContain(item.answer);
      for (const d of item.distractors) expect(r?.[4], `${item.text} ${d}`).not.toContain(d);
    }
  });

  it('knows its irregular forms', () => {
    const facts: [string, string][] = [
      ['The past tense of "go" is:', 'went'],
      ['The plural of "child" is:', 'children'],
      ['The comparative of "good" is:', 'better'],
    ];
    for (const [text, answer] of facts) expect(find('english-grammar', text)?.answer, text).toBe(answer);
    const dream = rows.find((r) => r[0] === 'past' && r[1] === 'dream');
    expect(dream?.[4]).toEqual(['dreamed', 'dreamt']);
    const far = rows.find((r) => r[0] === 'comparative' && r[1] === 'far');
    expect(far?.[4]).toEqual(['farther', 'further']);
    expect(far?.[5]).not.toContain('further');
  });

  it('every level mixes verbs, plurals and comparisons', () => {
    for (const level of ['1', '2', '3', '4', '5']) {
      const texts = items('english-grammar', level).map((i) => i.text);
      for (const kind of ['past tense', 'past participle', 'plural', 'comparative', 'superlative']) {
        expect(
          texts.some((t) => t.startsWith(`The ${kind} of`)),
          `${level} ${kind}`,
        ).toBe(true);
      }
    }
  });
});

describe('pinyin-tones', () => {
  const rows = readData<{ rows: PinyinRow[] }>('pinyin.json').rows;
  const plain = (p: string) =>
    p
      .replace(/[ǖǘǚǜ]/g, 'ü')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC');

  it('distractors are the same syllable in other tones, never a reading of the character', () => {
    const readingsOf = new Map<string, Set<string>>();
    for (const [char, reading, , , , others] of rows) {
      const set = readingsOf.get(char) ?? new Set<string>();
      set.add(reading);
      for (const o of others) set.add(o);
      readingsOf.set(char, set);
    }
    for (const item of items('pinyin-tones')) {
      const char = prompt(item.text);
      const readings = readingsOf.get(char);
      expect(readings?.has(item.answer), item.text).toBe(true);
      for (const d of item.distractors) {
        expect(plain(d), `${item.text} ${d}`).toBe(plain(item.answer));
        expect(readings?.has(d), `${item.text} ${d}`).toBe(false);
      }
    }
  });

  it('pins known readings', () => {
    expect(find('pinyin-tones', 'How is 妈 (mom) pronounced?')?.answer).toBe('mā');
    expect(rows.find((r) => r[0] === '我')?.[1]).toBe('wǒ');
    expect(rows.find((r) => r[0] === '水')?.[1]).toBe('shuǐ');
  });
});

describe('kana', () => {
  const rows = readData<{ rows: KanaRecord[] }>('kana.json').rows;

  it('pins known kana', () => {
    expect(find('hiragana', 'How is the hiragana "あ" read?')?.answer).toBe('a');
    expect(find('hiragana', 'How is the hiragana "し" read?')?.answer).toBe('shi');
    expect(find('hiragana', 'Which hiragana is "ka"?')?.answer).toBe('か');
    expect(find('katakana', 'How is the katakana "ア" read?')?.answer).toBe('a');
    expect(find('katakana', 'How is the katakana "ツ" read?')?.answer).toBe('tsu');
    expect(find('katakana', 'How is the katakana "ファ" read?')?.answer).toBe('fa');
    expect(find('hiragana', 'How is the hiragana "きゃ" read?')?.answer).toBe('kya');
  });

  it('kana -> romaji answers follow the table and no distractor spells the same sound', () => {
    const romaji = new Map(rows.map((r) => [r[2], r[3]]));
    for (const name of ['hiragana', 'katakana']) {
      for (const item of items(name)) {
        const reverse = /^Which (hiragana|katakana) is "(.+)"\?$/.exec(item.text);
        if (reverse) {
          expect(romaji.get(item.answer), item.text).toBe(reverse[2]);
          for (const d of item.distractors) {
            expect(romaji.get(d), `${item.text} ${d}`).not.toBe(reverse[2]);
            // じ/ぢ and ず/づ sound alike; を is said "o".
            expect(['ぢ', 'づ', 'ヂ', 'ヅ'], `${item.text} ${d}`).not.toContain(d);
            if (reverse[2] === 'o') expect(['を', 'ヲ']).not.toContain(d);
          }
        } else {
          // Every other kana question asks how a kana is read, and says so.
          expect(item.text).toMatch(/^How is the (hiragana|katakana) ".+" read\?$/);
          const kana = prompt(item.text);
          expect(item.answer, item.text).toBe(romaji.get(kana));
          if (['を', 'ヲ'].includes(kana)) expect(item.distractors).not.toContain('o');
          // di/du (ディ, ドゥ) only exist among the extended katakana of level 5.
          const level = rows.find((r) => r[2] === kana)?.[1] ?? 0;
          if (level < 5) for (const d of item.distractors) expect(['di', 'du'], `${item.text} ${d}`).not.toContain(d);
        }
      }
    }
  });
});

describe('known facts', () => {
  it.each([
    ['spanish-vocabulary', 'el perro means:', 'dog'],
    ['spanish-vocabulary', 'el gato means:', 'cat'],
    ['spanish-vocabulary', 'la casa means:', 'house'],
    ['french-vocabulary', 'le chien means:', 'dog'],
    ['french-vocabulary', 'la maison means:', 'house'],
    ['french-vocabulary', "l'année means:", 'year'],
    ['german-vocabulary', 'der Hund means:', 'dog'],
    ['italian-vocabulary', 'il cane means:', 'dog'],
    ['italian-vocabulary', 'la casa means:', 'house'],
    ['italian-vocabulary', 'la gente means:', 'people'],
    ['latin-vocabulary', 'canis means:', 'dog'],
    ['latin-vocabulary', 'aqua means:', 'water'],
    ['portuguese-vocabulary', 'o cão means:', 'dog'],
    ['portuguese-vocabulary', 'a casa means:', 'house'],
    ['german-vocabulary', 'das Haus means:', 'house'],
    ['chinese-hsk-vocabulary', '狗 (gǒu) means:', 'dog'],
    ['chinese-hsk-vocabulary', '水 (shuǐ) means:', 'water'],
    ['kanji', '猫 means:', 'cat'],
    ['kanji', '水 means:', 'water'],
    ['kanji', '犬 means:', 'dog'],
    ['english-vocabulary', 'big means:', 'large'],
    ['english-vocabulary', 'begin means:', 'start'],
  ])('%s: %s %s', (name, text, answer) => {
    expect(find(name, text)?.answer).toBe(answer);
  });

  it('vocabulary extracts agree with the dictionaries on a few words', () => {
    const spanish = new Map(loadVocab('spanish.json').map((r) => [r.word, r]));
    expect(spanish.get('el gato')?.meanings[0]).toBe('cat');
    const kanji = new Map(loadVocab('kanji.json').map((r) => [r.word, r]));
    expect(kanji.get('猫')?.meanings[0]).toBe('cat');
    expect(kanji.get('猫')?.note).toContain('ねこ');
  });
});

describe('generators', () => {
  it.each(generators.map((g) => [g.name, g] as const))(
    '%s is deterministic and matches the committed pack',
    (_n, g) => {
      const first = serializePack(finishPack(g()));
      const second = serializePack(finishPack(g()));
      expect(second).toBe(first);
      const name = (JSON.parse(first) as Pack).category.machine_name;
      expect(readFileSync(join(packsDir, `${name}.json`), 'utf8')).toBe(first);
      expect(Buffer.byteLength(first)).toBeLessThan(310 * 1024);
    },
  );
});
