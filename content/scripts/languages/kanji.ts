/**
 * Kanji: "<kanji> means:" with four English options.
 *
 * Data: content/data/languages/kanji.json (extract-japanese.ts): the JLPT N5-N1 kanji lists of
 * the `kanji` npm package with KANJIDIC2 meanings, readings, grade and frequency (CC BY-SA 4.0)
 * and kanjium look-alikes (CC BY-SA 4.0).
 *
 * Levels: 1 = JLPT N5 and N4, 2 = N3, 3 = N2, 4 = the more frequent half of N1 (KANJIDIC
 * newspaper frequency), 5 = the rest of N1. Up to 220 kanji per level, spread over the level.
 * Distractors: meanings of other kanji of the same level and part of speech that share no
 * meaning word or WordNet synset with any meaning of the question's kanji. From level 3 on the
 * meanings of look-alike kanji (kanjium: 未/末, 土/士 …) are offered first, then kanji of the
 * same semantic field.
 * Main meanings: KANJIDIC lists a kanji's senses in no order of use, so where its first sense is
 * rare the hand-kept fixes in content/review/kanji.json put the main one first (匹: counter for
 * small animals, not "equal").
 * Ordinary glosses: the answer is the first meaning of common English words, never an archaic
 * form ("doth" for 致), a name ("decameron") or a rare word (sense-checks.ts, glossGrader); a kanji
 * without one is not asked. Wrong options are glosses that are plain WordNet lemmas ("cause", not
 * "skids" or "above-stated"), and never a near-synonym of a meaning of the question's kanji.
 */

/** Puts the kanji's first ordinary gloss first and says so in its note; undefined: none. */
function withOrdinaryGloss(r: VocabRecord, grade: (g: string) => number): VocabRecord | undefined {
  const best = r.meanings.find((m) => grade(m) > 0);
  if (!best) return undefined;
  if (best === r.meanings[0]) return r;
  const meanings = [best, ...r.meanings.filter((m) => m !== best)];
  const also = meanings.slice(1, 5).join(', ');
  const note = r.note?.replace(
    /means <em>.*?<\/em>( \(also [^)]*\))?/,
    `means <em>${escapeHtml(best)}</em> (also ${escapeHtml(also)})`,
  );
  return { ...r, meanings, ...(note ? { note } : {}) };
}
import type { Pack } from '../../src/pack.js';
import {
  buildVocabLevels,
  category,
  escapeHtml,
  finishPack,
  passesGateRecord,
  readData,
  type VocabRecord,
  type VocabRow,
  fromRow,
} from './common.js';
import { applyReview, loadReview } from './review.js';
import { glossGrader, nearSynonymCheck } from './sense-checks.js';
import { scowlWords } from './sources.js';
import { loadWordNet } from './wordnet.js';

export const MACHINE_NAME = 'kanji';

/** The extract's kanji with ordinary glosses first and the hand review applied (the tests use them too). */
export function loadKanjiRecords(rows: VocabRow[], grade: (gloss: string) => number): VocabRecord[] {
  const ordinary = rows.map(fromRow).map((r) => withOrdinaryGloss(r, grade) ?? { ...r, dropped: true });
  return applyReview(ordinary, loadReview(MACHINE_NAME))
    .filter(passesGateRecord)
    .sort((a, b) => a.rank - b.rank || a.word.localeCompare(b.word));
}

/** Grades KANJIDIC glosses (sense-checks.ts, glossGrader). */
export function kanjiGlossGrader(): (gloss: string) => number {
  return glossGrader(loadWordNet(), scowlWords(50));
}

export function buildKanjiPack(): Pack {
  const data = readData<{ rows: VocabRow[]; lookalikes: Record<string, string[]> }>('kanji.json');
  const grade = kanjiGlossGrader();
  const records = loadKanjiRecords(data.rows, grade);
  const n1 = records.filter((r) => r.rank >= 40000);
  const n1Split = n1[Math.floor(n1.length / 2)]?.rank ?? Infinity;
  const byKanji = new Map(records.map((r) => [r.word, r]));
  const levelOf = (r: VocabRecord) => (r.rank < 40000 ? Math.floor(r.rank / 10000) : r.rank < n1Split ? 4 : 5);
  const near = nearSynonymCheck();
  const levels = buildVocabLevels(records, {
    machineName: MACHINE_NAME,
    reject: (r, c) =>
      !!c.dropped || grade(c.meanings[0] as string) < 2 || r.meanings.some((m) => near(m, c.meanings[0] as string)),
    levels: 5,
    perLevel: 220,
    levelOf,
    pinned: (r) => ['猫', '水', '犬', '日'].includes(r.word),
    text: (r) => `${r.word} means:`,
    learnMore: (r) => `<p>${r.note ?? ''}</p>`,
    preferred: (r, level, pool) => {
      if (level < 3) return [];
      const alike = (data.lookalikes[r.word] ?? []).map((k) => byKanji.get(k)).filter((x): x is VocabRecord => !!x);
      return [...alike, ...pool.filter((c) => c.field === r.field && c.pos === r.pos && r.field >= 0)];
    },
  });
  const notes =
    'Each level takes up to 220 kanji of its JLPT band; from N3 on many kanji have only an archaic or literary ' +
    'first English meaning, and the question review drops those questions, so levels 3–5 hold fewer.';
  return finishPack({ ...category(MACHINE_NAME, 'Kanji', 'japanese', 5), notes }, levels);
}
