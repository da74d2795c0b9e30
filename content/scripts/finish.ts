/**
 * The last steps of every generated pack, shared by build.ts and the tests that compare a
 * generator's output with the committed pack: one level per question, the language the questions
 * are asked in, then the licence and credits.
 */
import { questionIdentity } from '../src/import.js';
import { NO_LANGUAGE, type Pack, type PackItem } from '../src/pack.js';
import { withCredits } from './credits.js';
import { withQuestionReview } from './question-review.js';

/** A level left with fewer new questions than this is folded into the level below it. */
export const MIN_DISTINCT_PER_LEVEL = 20;

/**
 * Issue 15 §4: a question is asked in one level of its subject only. Each level keeps the
 * questions no lower level asked; a level left with fewer than MIN_DISTINCT_PER_LEVEL new ones
 * is folded into the one below, so a subject without enough material has fewer levels instead
 * of repeats. The report's notes say when levels were folded.
 */
export function distinctLevels(pack: Pack): Pack {
  const seen = new Set<string>();
  const kept: PackItem[][] = [];
  for (let level = 1; level <= pack.category.levels; level++) {
    const fresh = (pack.levels[String(level)] ?? []).filter((item) => {
      const key = questionIdentity(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (kept.length > 0 && fresh.length < MIN_DISTINCT_PER_LEVEL) kept[kept.length - 1]?.push(...fresh);
    else kept.push(fresh);
  }
  if (kept.length === pack.category.levels) {
    return { ...pack, levels: Object.fromEntries(kept.map((items, i) => [String(i + 1), items])) };
  }
  const note =
    `${kept.length} level${kept.length === 1 ? '' : 's'} instead of ${pack.category.levels}: ` +
    'the material fills no more levels without asking a question twice.';
  return {
    category: {
      ...pack.category,
      levels: kept.length,
      notes: pack.category.notes ? `${pack.category.notes} ${note}` : note,
    },
    levels: Object.fromEntries(kept.map((items, i) => [String(i + 1), items])),
  };
}

/**
 * The language each pack's questions are asked in (issue 19), where it is not English: the
 * arithmetic packs use digits and signs only. Vocabulary packs ask in English ("bien means:"),
 * whatever language they teach.
 */
export const QUESTION_LANGUAGES: Record<string, string> = {
  'basic-math-pre-algebra': NO_LANGUAGE,
  'multiplication-table': NO_LANGUAGE,
};

/** The pack declaring the language its questions are asked in. */
export function withLanguage(pack: Pack): Pack {
  const language = QUESTION_LANGUAGES[pack.category.machine_name] ?? 'en';
  return { ...pack, category: { ...pack.category, language } };
}

export function finishPack(pack: Pack): Pack {
  return withCredits(withLanguage(distinctLevels(withQuestionReview(pack))));
}
