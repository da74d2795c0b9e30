/**
 * A question pack: one category's questions, five levels deep, as committed JSON under
 * content/packs/<machine_name>.json. Packs are built by the re-runnable scripts in content/scripts.
 */
import type { Licence, PackCredit } from './credits.js';

export interface PackCategory {
  machine_name: string;
  label: string;
  category_group: string;
  category_group_label: string;
  sponsor_text: string;
  /** Up to three URLs relative to the assets host, e.g. "icons/world-capitals.svg". */
  icon_urls: string[];
  /** Highest level this category offers (1–5). */
  levels: number;
  /**
   * The language the questions are asked in (issue 19): a BCP 47 code such as "en", or "zxx" when
   * they need no language at all ("7 x 8"). The categories screen tells a player whose interface
   * speaks another language. Read it with `packLanguage`.
   */
  language?: string;
  /**
   * Optional note for the content report (`npm run content:report`), e.g. why a level holds fewer
   * than 200 questions or why the ceiling is below 5. Never shown to players.
   */
  notes?: string;
  /** Licence the pack's questions are shared under (read it with `packLicence`). */
  licence?: Licence;
  /** Every source the pack was built from (read them with `packCredits`). */
  credits?: PackCredit[];
}

/** The language code of questions that use no words (BCP 47 "no linguistic content"). */
export const NO_LANGUAGE = 'zxx';

/** A BCP 47 language code as packs declare it: "en", "pt-BR", "zxx". */
export const PACK_LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The language a pack's questions are asked in; a pack that declares none (an old import) asks in English. */
export function packLanguage(category: Pick<PackCategory, 'language'>): string {
  return category.language ?? 'en';
}

export interface PackItem {
  /** The question as the player reads it, e.g. "7 x 8" or "What is the capital of Peru?". */
  text: string;
  /** The one correct option. */
  answer: string;
  /** Plausible wrong options (at least 3, distinct from the answer and from each other). */
  distractors: string[];
  /** HTML fragment explaining the answer, shown after a wrong answer. */
  learn_more?: string;
  /** Images for the question, URLs relative to the assets host. */
  resources?: { url: string; alt: string }[];
}

export interface Pack {
  category: PackCategory;
  /** Keyed by level "1" … "5". */
  levels: Record<string, PackItem[]>;
}
