/**
 * Shared helpers of the language subjects (English, language learning, Chinese, Japanese).
 *
 * Data flow
 * ---------
 *   npm devDependencies / Debian dictd files
 *        │  content/scripts/languages/extract.ts     (re-runnable, needs the sources)
 *        ▼
 *   content/data/languages/*.json                     (committed compact fact tables)
 *        │  content/scripts/languages/<subject>.ts   (pack generators, deterministic)
 *        ▼
 *   content/packs/<machine_name>.json                 (committed packs the server loads)
 *
 * The generators read only the committed extracts, so building the packs, running the tests and
 * starting the server need nothing beyond `npm install`.
 *
 * Vocabulary extracts hold one record per word: the word as shown, its part of speech, its
 * difficulty rank, its English meanings and "meaning keys": small integers naming every WordNet
 * synset any of those meanings could have. Two records whose keys (or whose meaning words)
 * intersect could be synonyms, so one is never offered as a wrong option for the other.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { echoesQuestion, shapeOf } from '../../src/giveaways.js';
import { passesGate } from '../../src/gate.js';
import type { Pack, PackCategory, PackItem } from '../../src/pack.js';
import { ENGLISH_FUNCTION_WORDS } from './function-words.js';
import { SPONSOR_TEXT, chooseDistractors, escapeHtml, makeRng, shuffle, type Rng } from '../lib.js';
import { applyReview, loadReview } from './review.js';

export { escapeHtml };

/** content/data/languages/ */
export const DATA_DIR = fileURLToPath(new URL('../../data/languages/', import.meta.url));

/** Distractors stored per item (the server shows three of them with the answer). */
export const DISTRACTORS_PER_ITEM = 4;

export function readData<T>(name: string): T {
  const path = `${DATA_DIR}${name}`;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new Error(
      `Missing extract ${path}: run "node --import tsx content/scripts/languages/extract.ts" (see its header).`,
      { cause: err },
    );
  }
  return JSON.parse(text) as T;
}

/**
 * Writes an extract: a JSON object with a `source` note and a `rows` array, one row per line so
 * the committed file diffs well.
 */
export function writeData(name: string, meta: Record<string, unknown>, rows: unknown[]): void {
  mkdirSync(DATA_DIR, { recursive: true });
  const lines = ['{'];
  for (const [k, v] of Object.entries(meta)) lines.push(`  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  lines.push('  "rows": [');
  rows.forEach((r, i) => lines.push(`    ${JSON.stringify(r)}${i < rows.length - 1 ? ',' : ''}`));
  lines.push('  ]');
  lines.push('}');
  writeFileSync(`${DATA_DIR}${name}`, lines.join('\n') + '\n');
}

/**
 * Replaces string meaning keys by small integers and drops keys held by one record only (they
 * can never make two records clash), which keeps the extracts small.
 */
export function compactKeys(sets: Set<string>[]): number[][] {
  const count = new Map<string, number>();
  for (const s of sets) for (const k of s) count.set(k, (count.get(k) ?? 0) + 1);
  const shared = [...count.entries()]
    .filter(([, n]) => n > 1)
    .map(([k]) => k)
    .sort();
  const id = new Map(shared.map((k, i) => [k, i + 1]));
  return sets.map((s) =>
    [...s]
      .map((k) => id.get(k))
      .filter((n): n is number => n !== undefined)
      .sort((a, b) => a - b),
  );
}

/** Lower-cased, accent-free form for "is this the same word" checks. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const FUNCTION_WORDS = new Set([...ENGLISH_FUNCTION_WORDS, 'is', 'it', 'not', 'very']);

/** Meaning words of an English option ("to look at" -> look), for the overlap check. */
export function meaningWords(phrase: string): string[] {
  return fold(phrase)
    .split(' ')
    .filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

/**
 * Words we keep out of a charity quiz played from age 13: vulgar, sexual, slurs, drugs. Checked
 * against every prompt and every meaning at extraction time.
 */
const BLOCKED =
  /\b(fuck\w*|shit\w*|cunt|cock|cocks|dick|dicks|penis\w*|vagina\w*|vulva|clitoris|ass|asses|arse\w*|asshole|bitch\w*|whore\w*|prostitut\w*|harlot|hooker|brothel|sex|sexy|sexual\w*|slut\w*|bastard\w*|rape\w*|rapist|nigg\w*|negro\w*|fag\w*|faggot|dyke|queer|homo|gay|lesbian\w*|pervert\w*|damn\w*|crap\w*|piss\w*|tit|tits|titty|boob\w*|nipple\w*|testic\w*|scrotum|orgasm\w*|porn\w*|erotic\w*|masturbat\w*|bugger\w*|pimp\w*|condom\w*|anus|anal|fart\w*|turd\w*|bollock\w*|wank\w*|cocaine|heroin|opium|marijuana|cannabis|hashish|hooch|booze|retard\w*|idiot\w*|moron\w*|cretin\w*|imbecile|spastic|cripple\w*|midget|coitus|copulat\w*|fornicat\w*|intercourse|semen|sperm|ejaculat\w*|genital\w*|buttock\w*|bum|butt|bottom|backside|rump|crotch|groin|bosom|nude|naked|strip\w*|kinky|horny|lust\w*|lewd|obscen\w*|vulgar|slang|dialect\w*|jew|jews|jewish|gypsy|gypsies|infidel|heathen|pagan|savage|barbarian\w*|nazi\w*|hitler|adulter\w*|concubine|mistress|eunuch|pederast\w*|sodom\w*|incest\w*|bestial\w*|spank\w*|suicide|euthanasia|abortion|urin\w*|defecat\w*|pee|poop|excrement|feces|faeces|dung|vomit\w*)\b/i;

export function isBlocked(text: string): boolean {
  return BLOCKED.test(text) || !passesGate(text);
}

/** A record the content gate lets through: its word and every meaning (src/gate.ts). */
export function passesGateRecord(r: VocabRecord): boolean {
  return passesGate(r.word) && r.meanings.every((m) => passesGate(m));
}

/** A word of a vocabulary subject, as stored in the extracts. */
export interface VocabRecord {
  /** The word as the question shows it (with its article where the language has one). */
  word: string;
  /** n noun, v verb, a adjective, r adverb, x other. */
  pos: string;
  /** Difficulty rank: smaller is more common / easier. */
  rank: number;
  /** English meanings, the first being the answer. */
  meanings: string[];
  /** Meaning keys (see the file header). */
  keys: number[];
  /** WordNet lexicographer file of the answer (a coarse semantic field), -1 if unknown. */
  field: number;
  /** Extra facts for learn_more, already escaped HTML. */
  note?: string;
  /** Set by a hand-review "drop" verdict: never asked (still a distractor for other words). */
  dropped?: boolean;
  /** Set by a hand-review "fix" verdict: wrong options too close to right for this word. */
  avoid?: string[];
}

/**
 * Compact row form of a VocabRecord: [word, pos, rank, meanings, keys, field, note?], the sorted
 * keys stored as base-36 differences ("3.a.1" = 3, 13, 14).
 */
export type VocabRow = [string, string, number, string[], string, number, string?];

export function toRow(r: VocabRecord): VocabRow {
  let prev = 0;
  const keys = r.keys.map((k) => {
    const d = (k - prev).toString(36);
    prev = k;
    return d;
  });
  const row: VocabRow = [r.word, r.pos, r.rank, r.meanings, keys.join('.'), r.field];
  if (r.note) row.push(r.note);
  return row;
}

export function fromRow(row: VocabRow): VocabRecord {
  const [word, pos, rank, meanings, packed, field, note] = row;
  let prev = 0;
  const keys = packed ? packed.split('.').map((d) => (prev += parseInt(d, 36))) : [];
  return { word, pos, rank, meanings, keys, field, ...(note ? { note } : {}) };
}

/**
 * Spelling key of an English option: British and American spellings ("colour", "color";
 * "realise", "realize"; "theatre", "theater"; "travelled", "traveled") and a leading "to " share
 * one key, so an accepted variant of the answer is never offered as a wrong option.
 */
export function spellingKey(option: string): string {
  return fold(option.replace(/^to /, ''))
    .replace(/our\b/g, 'or')
    .replace(/(is|ys)(e|ed|es|ing|ation)\b/g, (_, v: string, end: string) => `${v[0]}z${end}`)
    .replace(/tre\b/g, 'ter')
    .replace(/([aeiou])ll(ed|ing|er)\b/g, '$1l$2')
    .replace(/ae|oe/g, 'e')
    .replace(/ogue\b/g, 'og')
    .replace(/ence\b/g, 'ense');
}

/** True if `b` could also be a right answer for `a` (or vice versa). */
export function clash(a: VocabRecord, b: VocabRecord): boolean {
  if (a === b) return true;
  if (a.word === b.word || (fold(a.word) !== '' && fold(a.word) === fold(b.word))) return true;
  let i = 0;
  let j = 0;
  while (i < a.keys.length && j < b.keys.length) {
    const x = a.keys[i] as number;
    const y = b.keys[j] as number;
    if (x === y) return true;
    if (x < y) i++;
    else j++;
  }
  const aw = new Set(a.meanings.flatMap(meaningWords));
  for (const m of b.meanings) for (const w of meaningWords(m)) if (aw.has(w)) return true;
  return false;
}

export const POS_NAMES: Record<string, string> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  r: 'adverb',
  x: 'word',
};

/**
 * Splits records (sorted easiest first) into `levels` bands of equal size, then takes up to
 * `perLevel` questions from each band (all of them when the band is smaller), spread evenly over
 * the band so each level covers its whole difficulty range.
 */
export function bands<T>(
  sorted: T[],
  levels: number,
  perLevel: number,
  pinned: (x: T) => boolean = () => false,
): T[][] {
  const out: T[][] = [];
  const size = Math.floor(sorted.length / levels);
  for (let l = 0; l < levels; l++) {
    const band = sorted.slice(l * size, l === levels - 1 ? sorted.length : (l + 1) * size);
    if (band.length <= perLevel) {
      out.push(band);
      continue;
    }
    const idx: number[] = [];
    for (let i = 0; i < perLevel; i++) idx.push(Math.floor((i * band.length) / perLevel));
    // Pinned entries (the facts the tests spot-check) replace the nearest picked neighbour.
    band.forEach((x, j) => {
      if (!pinned(x) || idx.includes(j)) return;
      let best = 0;
      for (let k = 1; k < idx.length; k++) if (Math.abs(idx[k]! - j) < Math.abs(idx[best]! - j)) best = k;
      if (!pinned(band[idx[best]!] as T)) idx[best] = j;
    });
    out.push(idx.sort((a, b) => a - b).map((j) => band[j] as T));
  }
  return out;
}

export interface VocabOptions {
  machineName: string;
  levels: number;
  perLevel: number;
  /** Question text for a record. */
  text: (r: VocabRecord) => string;
  /** learn_more HTML for a record. */
  learnMore: (r: VocabRecord) => string;
  /** Option text of a record (default: its first meaning). */
  option?: (r: VocabRecord) => string;
  /** Extra rule: true rejects candidate `c` as a distractor for record `r`. */
  reject?: (r: VocabRecord, c: VocabRecord) => boolean;
  /** Records that must be among the sampled questions (spot-checked by the tests). */
  pinned?: (r: VocabRecord) => boolean;
  /** Explicit level (1-based) of a record; when given, levels are these groups, not equal bands. */
  levelOf?: (r: VocabRecord) => number;
  /** Distractor candidates to try first at a level (default: same semantic field from level 3). */
  preferred?: (r: VocabRecord, level: number, pool: VocabRecord[]) => VocabRecord[];
  /**
   * A sampled record that cannot be asked at this level and gives its place to the nearest
   * unsampled word of its band (equal bands only). Levels not hand-reviewed use it, so a rule
   * that leaves a word out does not shrink them; a reviewed level keeps its reviewed words.
   */
  replaceable?: (r: VocabRecord, level: number) => boolean;
}

/** Swaps each replaceable pick of a band for the nearest word of the band not yet picked. */
function refill(
  picked: VocabRecord[],
  band: VocabRecord[],
  level: number,
  replaceable: (r: VocabRecord, level: number) => boolean,
): VocabRecord[] {
  const used = new Set(picked);
  const at = new Map(band.map((r, i) => [r, i]));
  return picked.map((r) => {
    if (!replaceable(r, level)) return r;
    const i = at.get(r) ?? 0;
    for (let d = 1; d < band.length; d++) {
      for (const j of [i + d, i - d]) {
        const c = band[j];
        if (c && !used.has(c) && !c.dropped && !replaceable(c, level)) {
          used.add(c);
          return c;
        }
      }
    }
    return r;
  });
}

/**
 * Builds the levels of a "<word> means:" subject from records sorted easiest first.
 *
 * Distractors are other records' answers, never clashing with the question's record (no shared
 * meaning word or WordNet synset), never equal to the prompt word, of the same part of speech,
 * and drawn from the same difficulty band. From level 3 on, records from the same semantic field
 * (WordNet lexicographer file: animals, food, motion verbs …) are preferred, which makes the
 * wrong options closer to the right one. No option may stand out (issue 15 §3): a word whose
 * meaning repeats the prompt is not asked, options of the answer's shape (a phrase among phrases)
 * come first, and no option set is asked twice in a subject.
 */
export function buildVocabLevels(records: VocabRecord[], opts: VocabOptions): Record<string, PackItem[]> {
  const option = opts.option ?? ((r: VocabRecord) => r.meanings[0] as string);
  const size = Math.floor(records.length / opts.levels);
  let levelBands: VocabRecord[][];
  let pools: VocabRecord[][];
  if (opts.levelOf) {
    const groups: VocabRecord[][] = Array.from({ length: opts.levels }, () => []);
    for (const r of records) groups[opts.levelOf(r) - 1]?.push(r);
    levelBands = groups.map((g) => bands(g, 1, opts.perLevel, opts.pinned)[0] ?? []);
    pools = groups;
  } else {
    levelBands = bands(records, opts.levels, opts.perLevel, opts.pinned);
    const replaceable = opts.replaceable;
    if (replaceable) {
      levelBands = levelBands.map((picked, li) =>
        refill(
          picked,
          records.slice(li * size, li === opts.levels - 1 ? records.length : (li + 1) * size),
          li + 1,
          replaceable,
        ),
      );
    }
    // Distractor pool: the level's band widened by half a band on each side.
    pools = levelBands.map((_, li) =>
      records.slice(Math.max(0, li * size - size / 2), Math.min(records.length, (li + 1) * size + size / 2)),
    );
  }
  const out: Record<string, PackItem[]> = {};
  // Option sets already asked in this subject: a set that comes back with another answer tells the
  // player which option it is not (the recurring give-away), so a repeat is drawn again.
  const asked = new Set<string>();
  const setKey = (answer: string, distractors: string[]) => [answer, ...distractors].sort().join('\u0000');
  levelBands.forEach((band, li) => {
    const level = li + 1;
    const pool = pools[li] ?? [];
    const items: PackItem[] = [];
    const texts = new Set<string>();
    for (const r of band) {
      if (r.dropped) continue;
      const text = opts.text(r);
      if (texts.has(text)) continue;
      // One generator per question, so that a reviewed fix elsewhere changes no other question.
      const rng = makeRng(`${opts.machineName}/level-${level}/${r.word}`);
      const variants = new Set(r.meanings.map(spellingKey));
      const avoid = new Set((r.avoid ?? []).map(spellingKey));
      const answer = option(r);
      const prompt = fold(r.word);
      // An answer that spells the prompt (a cognate, or pinyin "mama" for 妈妈) or shares a word
      // with the question ("la table means:" and "table") would give it away: no distractor does.
      if (fold(answer) === prompt || fold(answer.replace(/^to /, '')) === prompt || echoesQuestion(text, answer))
        continue;
      const ok = (c: VocabRecord) =>
        !clash(r, c) &&
        fold(option(c)) !== prompt &&
        fold(option(c)) !== fold(answer) &&
        fold(c.word) !== fold(answer) &&
        !variants.has(spellingKey(option(c))) &&
        !avoid.has(spellingKey(option(c))) &&
        !(opts.reject?.(r, c) ?? false);
      const samePos = pool.filter((c) => c.pos === r.pos);
      const preferred = opts.preferred
        ? opts.preferred(r, level, pool)
        : level >= 3 && r.field >= 0
          ? samePos.filter((c) => c.field === r.field)
          : [];
      // Options of the answer's shape first ("to go out" among "to run", "to think"): a lone
      // phrase among single words would stand out (the shape give-away).
      const shape = shapeOf(answer);
      const tiersFrom = (field: VocabRecord[]) => {
        const alike = (c: VocabRecord) => shapeOf(option(c)) === shape;
        return [field.filter(alike), samePos.filter(alike), pool.filter(alike), field, samePos, pool];
      };
      let chosen = pickOptions(rng, answer, tiersFrom(preferred), option, ok);
      // A small semantic field gives the same set every time: take fewer of it on each retry.
      for (let retry = 1; retry <= DISTRACTORS_PER_ITEM && asked.has(setKey(answer, chosen)); retry++) {
        const fewer = shuffle(rng, preferred).slice(0, DISTRACTORS_PER_ITEM - retry);
        chosen = pickOptions(rng, answer, tiersFrom(fewer), option, ok);
      }
      if (chosen.length < 3) continue;
      asked.add(setKey(answer, chosen));
      texts.add(text);
      items.push({ text, answer, distractors: chosen, learn_more: opts.learnMore(r) });
    }
    out[String(level)] = items;
  });
  return out;
}

/** Picks DISTRACTORS_PER_ITEM option texts from the tiers in order, skipping rejected ones. */
export function pickOptions<T>(
  rng: Rng,
  answer: string,
  tiers: T[][],
  option: (c: T) => string,
  ok: (c: T) => boolean,
): string[] {
  const chosen: string[] = [];
  const key = (s: string) => fold(s) || s;
  const seen = new Set<string>([key(answer)]);
  for (const tier of tiers) {
    // Sample a bounded number of candidates from each tier rather than shuffling it whole.
    const order =
      tier.length > 200
        ? sampleIndexes(rng, tier.length, 200)
        : shuffle(
            rng,
            tier.map((_, i) => i),
          );
    for (const i of order) {
      if (chosen.length >= DISTRACTORS_PER_ITEM) return chosen;
      const c = tier[i] as T;
      const text = option(c);
      const k = key(text);
      if (seen.has(k) || !ok(c)) continue;
      seen.add(k);
      chosen.push(text);
    }
  }
  return chosen;
}

function sampleIndexes(rng: Rng, n: number, k: number): number[] {
  const set = new Set<number>();
  while (set.size < k) set.add(Math.floor(rng() * n));
  return [...set];
}

export function category(
  machineName: string,
  label: string,
  group: 'english' | 'language-learning' | 'chinese' | 'japanese',
  levels: number,
): PackCategory {
  const groupLabels = {
    english: 'English',
    'language-learning': 'Language Learning',
    chinese: 'Chinese',
    japanese: 'Japanese',
  };
  return {
    machine_name: machineName,
    label,
    category_group: group,
    category_group_label: groupLabels[group],
    sponsor_text: SPONSOR_TEXT,
    icon_urls: [`icons/${machineName}.svg`],
    levels,
  };
}

/** Shuffles every item's distractors with the level's seed so their order carries no information. */
export function finishPack(category: PackCategory, levels: Record<string, PackItem[]>): Pack {
  const out: Record<string, PackItem[]> = {};
  for (const [level, items] of Object.entries(levels)) {
    const rng = makeRng(`${category.machine_name}/order-${level}`);
    out[level] = items.map((item) => ({ ...item, distractors: shuffle(rng, item.distractors) }));
  }
  return { category, levels: out };
}

export { chooseDistractors, makeRng, shuffle };
export type { Rng };

/** Loads a vocabulary extract written by extract.ts, easiest word first. */
export function loadVocab(name: string): VocabRecord[] {
  const data = readData<{ rows: VocabRow[] }>(name);
  return data.rows
    .map(fromRow)
    .filter(passesGateRecord)
    .sort((a, b) => a.rank - b.rank || a.word.localeCompare(b.word));
}

/** The extract with the pack's hand-review verdicts applied (see review.ts). */
export function loadReviewedVocab(name: string, machineName: string): VocabRecord[] {
  return applyReview(loadVocab(name), loadReview(machineName));
}

/** Spanish feminine nouns with a stressed initial a- take "el" (el agua). */
export const EL_FEMININE = new Set([
  'agua',
  'alma',
  'arma',
  'ave',
  'aula',
  'hambre',
  'hacha',
  'área',
  'águila',
  'ala',
  'ancla',
  'hada',
]);

/** The gender an article shows (a noun's: "a menudo" is an adverb). */
export const GENDER_WORDS: Record<string, string> = {
  el: 'masculine',
  la: 'feminine',
  un: 'masculine',
  une: 'feminine',
  uno: 'masculine',
  una: 'feminine',
  "un'": 'feminine',
  der: 'masculine',
  die: 'feminine',
  das: 'neuter',
  o: 'masculine',
  a: 'feminine',
  le: 'masculine',
  il: 'masculine',
  lo: 'masculine',
};

/** "<word> means:" pack for a European language from its extract (see extract-vocab.ts). */
export function buildForeignVocabPack(opts: {
  extract: string;
  machineName: string;
  label: string;
  language: string;
  /** Words always included (the tests spot-check them). */
  pinned?: string[];
}): Pack {
  const records = loadReviewedVocab(opts.extract, opts.machineName);
  // Verbs are shown as "to …" so that "wohnen" reads "to live", not the noun "live".
  const option = (r: VocabRecord) => {
    const m = r.meanings[0] as string;
    return r.pos === 'v' && !/^to /.test(m) ? `to ${m}` : m;
  };
  const levels = buildVocabLevels(records, {
    machineName: opts.machineName,
    levels: 5,
    perLevel: 220,
    option,
    pinned: (r) => opts.pinned?.includes(r.word) ?? false,
    text: (r) => `${r.word} means:`,
    learnMore: (r) => {
      const [, article, bare] =
        /^(el|la|le|il|lo|un|une|uno|una|der|die|das|o|a) (.*)$/.exec(r.word) ??
        (r.word.startsWith("un'") ? [r.word, "un'", r.word.slice(3)] : []);
      // Latin shows no article and l' hides the gender: the extract notes it. Only a noun has
      // one, and el agua is feminine.
      const shown = article === 'el' && bare && EL_FEMININE.has(bare) ? 'feminine' : article && GENDER_WORDS[article];
      const gender = r.pos !== 'n' ? '' : shown ? `, ${shown}` : r.note ? `, ${r.note}` : '';
      const others = r.meanings.slice(1, 5);
      let html = `<p><strong>${escapeHtml(r.word)}</strong> (${opts.language} ${POS_NAMES[r.pos] ?? 'word'}${gender}) means <em>${escapeHtml(option(r))}</em>.`;
      if (others.length) html += ` It can also mean: ${escapeHtml(others.join(', '))}.`;
      return `${html}</p>`;
    },
  });
  const notes =
    'Each level samples 220 words of its frequency band; a cognate whose meaning repeats the word (la table: table) ' +
    'is not asked and a word the hand review drops is not replaced, so a level holds 170 to 220 questions.';
  return finishPack({ ...category(opts.machineName, opts.label, 'language-learning', 5), notes }, levels);
}

// ---------------------------------------------------------------------------------------------
// Kana (hiragana.ts, katakana.ts)

/** [script, level, kana, romaji] as in kana.json. */
export type KanaRecord = ['hiragana' | 'katakana', number, string, string];

/**
 * Look-alike kana, drawn up by hand for Ricebowl: characters learners commonly confuse. Used first
 * as distractors from level 2 on.
 */
export const KANA_LOOKALIKES: string[] = [
  'あおめぬ',
  'いりこ',
  'うらつろる',
  'きさち',
  'けはほま',
  'ねれわ',
  'たなに',
  'そろる',
  'くへし',
  'ゆよ',
  'やせ',
  'がばぱ',
  'ぎざじ',
  'ぐべぺ',
  'だど',
  'びぴ',
  'ぶぷ',
  'シツソンノ',
  'クケタヌワウフスヲ',
  'コユヨロエ',
  'チテナメ',
  'アマヤ',
  'キモ',
  'ルレ',
  'セサヤ',
  'ホネ',
  'ハヘ',
  'トヒ',
  'ジヅズ',
  'シジ',
  'ツヅ',
  'バパ',
  'ビピ',
  'ブプ',
  'ベペ',
  'ボポ',
  'ダヂ',
];

/** Consonant part of a romaji syllable ("kya" -> "ky", "shi" -> "sh", "a" -> ""). */
function onset(romaji: string): string {
  return /^[^aeiou]*/.exec(romaji)?.[0] ?? '';
}

/** Vowel part ("kya" -> "a"). */
function rime(romaji: string): string {
  return romaji.slice(onset(romaji).length);
}

/** Pairs that must never be offered against each other (both readings are defensible). */
function conflicts(a: KanaRecord, b: KanaRecord): boolean {
  if (a[3] === b[3]) return true;
  const pair = new Set([a[3], b[3]]);
  // を is pronounced "o"; ぢ/づ are written di/du in other romanisations.
  if (pair.has('wo') && pair.has('o')) return true;
  const nihon = new Set(['ぢ', 'づ', 'ヂ', 'ヅ']);
  if (
    (nihon.has(a[2]) && ['di', 'du', 'ji', 'zu'].includes(b[3])) ||
    (nihon.has(b[2]) && ['di', 'du', 'ji', 'zu'].includes(a[3]))
  )
    return true;
  return false;
}

/**
 * Builds the levels of a kana subject: for every kana of a level, "How is the <script> "<kana>"
 * read?" (answer: its romaji) and "Which <script> is "<romaji>"?" (answer: the kana). ぢ/づ are asked only in the first form,
 * since their romaji (ji, zu) is shared with じ/ず. Distractors: look-alike kana first (level 2
 * on), then kana sharing the consonant or the vowel, then any kana already learnt (this level and
 * the ones before).
 */
export function buildKanaLevels(script: 'hiragana' | 'katakana', machineName: string): Record<string, PackItem[]> {
  const rows = readData<{ rows: KanaRecord[] }>('kana.json').rows.filter((r) => r[0] === script);
  const maxLevel = Math.max(...rows.map((r) => r[1]));
  const levels: Record<string, PackItem[]> = {};
  for (let level = 1; level <= maxLevel; level++) {
    const rng = makeRng(`${machineName}/level-${level}`);
    const mine = rows.filter((r) => r[1] === level);
    const known = rows.filter((r) => r[1] <= level);
    const items: PackItem[] = [];
    for (const r of mine) {
      const alike = new Set(KANA_LOOKALIKES.filter((g) => g.includes(r[2])).join(''));
      const lookalikes = level >= 2 ? known.filter((c) => alike.has(c[2])) : [];
      const related = mine.filter((c) => c !== r && (onset(c[3]) === onset(r[3]) || rime(c[3]) === rime(r[3])));
      const ok = (c: KanaRecord) => c !== r && !conflicts(r, c);
      const learn = `<p><strong>${escapeHtml(r[2])}</strong> is read <strong>${escapeHtml(r[3])}</strong> (${script}).</p>`;
      const rest = [...mine, ...known.filter((c) => c[1] < level)];
      const toRomaji = pickOptions(rng, r[3], [lookalikes, related, rest], (c) => c[3], ok);
      // A prompt, not the bare kana: "きゅ" alone does not say what is asked (issue 18).
      if (toRomaji.length >= 3) {
        items.push({
          text: `How is the ${script} "${r[2]}" read?`,
          answer: r[3],
          distractors: toRomaji,
          learn_more: learn,
        });
      }
      if (['ぢ', 'づ', 'ヂ', 'ヅ'].includes(r[2])) continue;
      // ぢ/づ are never offered for a romaji: their sound is the one of じ/ず.
      const toKana = pickOptions(
        rng,
        r[2],
        [lookalikes, related, rest],
        (c) => c[2],
        (c) => ok(c) && !['ぢ', 'づ', 'ヂ', 'ヅ'].includes(c[2]),
      );
      if (toKana.length >= 3) {
        items.push({ text: `Which ${script} is "${r[3]}"?`, answer: r[2], distractors: toKana, learn_more: learn });
      }
    }
    levels[String(level)] = items;
  }
  return levels;
}
