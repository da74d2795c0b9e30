/**
 * Operators' own questions: parses and validates a question set written in Ricebowl's JSON
 * format or in Moodle's GIFT format (multiple choice only) and turns it into a Pack. Every
 * problem is reported with the line number it was found on. content/IMPORT.md documents both
 * formats; content/scripts/import.ts is the command line around this module.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_GROUPS, CATEGORY_GROUP_LABELS, type CategoryGroup } from '@ricebowl/contract';
import { assetsDir } from './index.js';
import { PACK_LANGUAGE_PATTERN, type Pack, type PackItem } from './pack.js';
import { gateProblems } from './gate.js';
import { sanitizeLearnMore } from './sanitize.js';

export { CATEGORY_GROUPS };

export const DEFAULT_GROUP: CategoryGroup = 'new-categories';
export const DEFAULT_ICON = 'icons/own-questions.svg';
export const DEFAULT_SPONSOR_TEXT = "Sponsored by Ricebowl's supporters";
export const MAX_LEVEL = 5;
export const MACHINE_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Header values an operator may give on the command line; they win over the file's own. */
export interface ImportMeta {
  machine_name?: string;
  label?: string;
  group?: string;
  sponsor_text?: string;
  icon?: string;
  language?: string;
}

export interface ImportError {
  line: number;
  message: string;
}

export type ImportResult = { pack: Pack } | { errors: ImportError[] };

// ---------------------------------------------------------------------------------------------
// Shared quality rules (also used by quality.test.ts for the generated packs)

const ABBREVIATIONS =
  /\((?:n|v|vt|vi|adj|adv|prep|conj|pron|interj|abbr|pl|sing|fig|colloq|inf|sl|arch|obs|esp|usu|sth|sb|tr|intr|m|f|nt|lit)\.\)/i;

/**
 * Why a question or option text is not clean plain text, or null when it is: HTML tags or
 * entities, brackets and braces left over from markup or templates, dictionary abbreviations
 * such as "(n.)", control characters, stray whitespace.
 */
export function markupProblem(text: string): string | null {
  if (/<\/?[a-zA-Z][^>]*>/.test(text)) return 'contains an HTML tag';
  if (/&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);/.test(text)) return 'contains an HTML entity';
  if (/[[\]{}]/.test(text)) return 'contains a bracket or brace ([ ] { })';
  if (ABBREVIATIONS.test(text)) return 'contains a dictionary abbreviation such as "(n.)"';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) return 'contains a control character or line break';
  if (text !== text.trim()) return 'starts or ends with a space';
  if (/ {2}/.test(text)) return 'contains a double space';
  return null;
}

const SAFE_TAGS = new Set(['p', 'em', 'strong', 'a', 'br', 'i', 'b']);

/**
 * Why a learn-more fragment is not safe inline HTML, or null when it is: only p, em, strong, a,
 * br, i and b; no attributes except href on links (http, https or relative); no stray "<".
 */
export function unsafeHtmlProblem(html: string): string | null {
  const tag = /<(\/?)([a-zA-Z0-9]+)([^<>]*)>/g;
  let rest = html;
  for (const m of html.matchAll(tag)) {
    const [whole, closing, rawName, attrs] = m as unknown as [string, string, string, string];
    const name = rawName.toLowerCase();
    if (!SAFE_TAGS.has(name)) return `uses the tag <${name}> (allowed: ${[...SAFE_TAGS].join(', ')})`;
    const attributes = attrs.replace(/\/\s*$/, '').trim();
    if (attributes !== '') {
      if (closing || name !== 'a') return `<${name}> may not have attributes`;
      const href = /^href="([^"]*)"(?:\s+(?:target="_blank"|rel="[a-z ]+"))*$/.exec(attributes);
      if (!href) return 'a link may only have href (and target="_blank" / rel)';
      const url = (href[1] ?? '').trim();
      // Browsers decode character references and drop tabs and newlines inside an address:
      // `javascript&colon;` and `java<TAB>script:` are still javascript: links.
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
      if (/&|[\u0000-\u001f\s]/.test(url)) return `a link address may not hold "&", spaces or control characters`;
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:/i.test(url)) return `a link uses the address "${url}"`;
    }
    rest = rest.replace(whole, '');
  }
  if (/[<>]/.test(rest)) return 'contains a stray < or >';
  return null;
}

/**
 * Single spaces, no final punctuation: for comparing texts. Case is kept, because it can be the
 * whole difference between two right answers (the prefixes m and M, the elements Co and CO…).
 */
export function normalise(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/[\s:=?.!…]+$/u, '')
    .trim();
}

/** The same question is the same text with the same images: another map is another question. */
export function questionIdentity(item: Pick<PackItem, 'text' | 'resources'>): string {
  return [normalise(item.text), ...(item.resources ?? []).map((r) => r.url)].join('\u0000');
}

/** Problems of one question against the quality rules, or an empty list. */
export function itemProblems(item: PackItem): string[] {
  const problems: string[] = [];
  const textProblem = markupProblem(item.text);
  if (textProblem) problems.push(`the question ${textProblem}`);
  const options = [item.answer, ...item.distractors];
  options.forEach((option, i) => {
    const what = i === 0 ? 'the right answer' : `the wrong answer "${option}"`;
    if (option.trim() === '') problems.push(`${what} is empty`);
    const p = markupProblem(option);
    if (p) problems.push(`${what} ${p}`);
    if (normalise(option).toLowerCase() === normalise(item.text).toLowerCase()) {
      problems.push(`${what} repeats the question`);
    }
  });
  if (item.distractors.length < 3) problems.push(`needs at least 3 wrong answers, found ${item.distractors.length}`);
  const seen = new Set<string>();
  for (const option of options) {
    const key = normalise(option);
    if (seen.has(key)) {
      problems.push(
        key === normalise(item.answer)
          ? `the right answer "${item.answer}" is also given as a wrong answer`
          : `"${option}" is offered twice`,
      );
    }
    seen.add(key);
  }
  problems.push(...gateProblems(item));
  if (item.learn_more !== undefined) {
    const p = unsafeHtmlProblem(item.learn_more);
    if (p) problems.push(`the learn-more text ${p}`);
  }
  return problems;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// ---------------------------------------------------------------------------------------------
// Building the pack

interface ParsedQuestion {
  line: number;
  level: number;
  item: PackItem;
}

interface Header {
  machine_name?: string;
  label?: string;
  group?: string;
  sponsor_text?: string;
  icon?: string;
  /** The language the questions are asked in (BCP 47); English when not given. */
  language?: string;
}

function slugify(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}

/** Validates the header and the questions, then assembles the pack. */
function assemble(
  header: Header,
  headerLines: Partial<Record<keyof Header, number>>,
  questions: ParsedQuestion[],
  errors: ImportError[],
  meta: ImportMeta,
): ImportResult {
  const merged: Header = { ...header };
  for (const key of ['machine_name', 'label', 'group', 'sponsor_text', 'icon', 'language'] as const) {
    if (meta[key] !== undefined) {
      merged[key] = meta[key];
      headerLines[key] = 0;
    }
  }
  const lineOf = (key: keyof Header) => headerLines[key] ?? 1;
  const label = merged.label?.trim();
  if (!label)
    errors.push({ line: lineOf('label'), message: 'the subject needs a label (its name on the categories screen)' });
  else if (markupProblem(label)) errors.push({ line: lineOf('label'), message: `the label ${markupProblem(label)}` });
  const machineName = merged.machine_name ?? (label ? slugify(label) : '');
  if (!MACHINE_NAME_PATTERN.test(machineName) || machineName.length > 64) {
    errors.push({
      line: lineOf('machine_name'),
      message: `the machine name "${machineName}" must be lower-case letters, digits and single hyphens (at most 64 characters)`,
    });
  }
  const group = merged.group ?? DEFAULT_GROUP;
  if (!(CATEGORY_GROUPS as readonly string[]).includes(group)) {
    errors.push({
      line: lineOf('group'),
      message: `unknown group "${group}"; use one of: ${CATEGORY_GROUPS.join(', ')}`,
    });
  }
  const language = merged.language?.trim() || 'en';
  if (!PACK_LANGUAGE_PATTERN.test(language)) {
    errors.push({
      line: lineOf('language'),
      message: `the language "${language}" must be a language code such as en, fr or pt-BR (zxx: no words, only numbers or symbols)`,
    });
  }
  const icon = merged.icon ?? DEFAULT_ICON;
  if (!/^icons\/[a-z0-9-]+\.svg$/.test(icon)) {
    errors.push({ line: lineOf('icon'), message: `the icon "${icon}" must be a path like icons/name.svg` });
  } else if (!existsSync(join(assetsDir, icon))) {
    errors.push({ line: lineOf('icon'), message: `the icon "${icon}" does not exist under content/assets` });
  }

  // Per-question rules, and duplicates within a level.
  const firstLineOf = new Map<string, number>();
  for (const q of questions) {
    for (const problem of itemProblems(q.item)) errors.push({ line: q.line, message: problem });
    const key = `${q.level}\u0000${normalise(q.item.text)}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      errors.push({
        line: q.line,
        message: `duplicate question: the same text is already asked at line ${first} (level ${q.level})`,
      });
    } else firstLineOf.set(key, q.line);
  }
  if (questions.length === 0 && errors.length === 0) errors.push({ line: 1, message: 'the file holds no questions' });
  const maxLevel = Math.max(0, ...questions.map((q) => q.level));
  for (let level = 1; level < maxLevel; level++) {
    if (!questions.some((q) => q.level === level)) {
      const after = questions.find((q) => q.level > level);
      errors.push({
        line: after?.line ?? 1,
        message: `level ${level} has no questions: levels must run from 1 upwards without gaps`,
      });
    }
  }

  if (errors.length > 0) return { errors: errors.sort((a, b) => a.line - b.line) };
  const levels: Record<string, PackItem[]> = {};
  for (let level = 1; level <= maxLevel; level++) {
    // The checks above explain what is wrong; sanitising again is the belt to those braces.
    levels[String(level)] = questions
      .filter((q) => q.level === level)
      .map(({ item }) =>
        item.learn_more === undefined ? item : { ...item, learn_more: sanitizeLearnMore(item.learn_more) },
      );
  }
  return {
    pack: {
      category: {
        machine_name: machineName,
        label: label as string,
        category_group: group,
        category_group_label: CATEGORY_GROUP_LABELS[group as CategoryGroup],
        sponsor_text: merged.sponsor_text?.trim() || DEFAULT_SPONSOR_TEXT,
        icon_urls: [icon],
        levels: maxLevel,
        language,
        notes: `Imported by an operator (${questions.length} questions).`,
      },
      levels,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// JSON: a tiny parser that remembers the line of every value and key

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Located {
  /** Line of each object or array value. */
  lines: WeakMap<object, number>;
  /** Line of each key of each object. */
  keyLines: WeakMap<object, Record<string, number>>;
}

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

function parseJson(text: string): { value: Json; located: Located } {
  const parser = new LocatingJsonParser(text);
  return { value: parser.parseDocument(), located: parser.located };
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** A recursive-descent JSON parser that keeps the line it is on, for messages and for `located`. */
class LocatingJsonParser {
  readonly located: Located = { lines: new WeakMap(), keyLines: new WeakMap() };
  private pos = 0;
  private line = 1;

  constructor(private readonly text: string) {}

  /** The one value the text holds, with nothing but whitespace after it. */
  parseDocument(): Json {
    const value = this.parseValue();
    this.skip();
    if (this.pos < this.text.length) this.fail(`unexpected ${this.describe()} after the end of the data`);
    return value;
  }

  private fail(message: string, at = this.line): never {
    throw new JsonSyntaxError(message, at);
  }

  /** Skips whitespace, counting lines. */
  private skip(): void {
    while (this.pos < this.text.length) {
      const ch = this.text[this.pos];
      if (ch === '\n') this.line++;
      else if (ch !== ' ' && ch !== '\t' && ch !== '\r') break;
      this.pos++;
    }
  }

  private describe(): string {
    return this.pos >= this.text.length ? 'end of file' : `"${this.text[this.pos]}"`;
  }

  private parseValue(): Json {
    this.skip();
    const ch = this.text[this.pos];
    if (ch === '{') return this.parseObject();
    if (ch === '[') return this.parseArray();
    if (ch === '"') return this.parseString();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(this.text.slice(this.pos));
    if (!literal) return this.fail(`unexpected ${this.describe()}`);
    this.pos += literal[0].length;
    return JSON.parse(literal[0]) as Json;
  }

  private parseString(): string {
    const { text } = this;
    this.pos++; // opening quote
    let out = '';
    while (this.pos < text.length) {
      const ch = text[this.pos] as string;
      if (ch === '"') {
        this.pos++;
        return out;
      }
      if (ch === '\n') this.fail('a string is not closed before the end of the line');
      if (ch === '\\') {
        const next = text[this.pos + 1];
        if (next && SIMPLE_ESCAPES[next] !== undefined) {
          out += SIMPLE_ESCAPES[next];
          this.pos += 2;
        } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(this.pos + 2, this.pos + 6))) {
          out += String.fromCharCode(parseInt(text.slice(this.pos + 2, this.pos + 6), 16));
          this.pos += 6;
        } else this.fail('a string holds an invalid escape (\\)');
        continue;
      }
      out += ch;
      this.pos++;
    }
    return this.fail('a string is not closed');
  }

  private parseObject(): { [key: string]: Json } {
    const obj: { [key: string]: Json } = {};
    const keyLines: Record<string, number> = {};
    this.located.lines.set(obj, this.line);
    this.located.keyLines.set(obj, keyLines);
    if (this.openedEmpty('}')) return obj;
    for (;;) {
      this.skip();
      if (this.text[this.pos] !== '"') this.fail(`expected a key in double quotes, found ${this.describe()}`);
      const keyLine = this.line;
      const key = this.parseString();
      this.skip();
      if (this.text[this.pos] !== ':') this.fail(`expected ":" after "${key}", found ${this.describe()}`);
      this.pos++;
      if (Object.prototype.hasOwnProperty.call(obj, key)) this.fail(`the key "${key}" appears twice`);
      keyLines[key] = keyLine;
      obj[key] = this.parseValue();
      if (this.endOfEntry('}', () => `expected "," or "}" after the value of "${key}", found ${this.describe()}`)) {
        return obj;
      }
    }
  }

  private parseArray(): Json[] {
    const arr: Json[] = [];
    this.located.lines.set(arr, this.line);
    if (this.openedEmpty(']')) return arr;
    for (;;) {
      arr.push(this.parseValue());
      if (this.endOfEntry(']', () => `expected "," or "]" in a list, found ${this.describe()}`)) return arr;
    }
  }

  /** Steps past an opening bracket; true when the closing one follows at once (also stepped past). */
  private openedEmpty(closing: '}' | ']'): boolean {
    this.pos++;
    this.skip();
    if (this.text[this.pos] !== closing) return false;
    this.pos++;
    return true;
  }

  /**
   * After an entry of an object or list: true on its closing bracket, false on a comma (both
   * consumed). A missing comma is reported on the line where the value ended, not where the next begins.
   */
  private endOfEntry(closing: '}' | ']', problem: () => string): boolean {
    const endLine = this.line;
    this.skip();
    if (this.text[this.pos] === ',') {
      this.pos++;
      return false;
    }
    if (this.text[this.pos] === closing) {
      this.pos++;
      return true;
    }
    return this.fail(problem(), endLine);
  }
}

function isObject(v: Json | undefined): v is { [key: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const QUESTION_KEYS = new Set(['level', 'text', 'answer', 'wrong', 'learn_more']);
const HEADER_KEYS = new Set(['machine_name', 'label', 'group', 'sponsor_text', 'icon', 'language', 'questions']);

function importJson(text: string, meta: ImportMeta): ImportResult {
  let parsed: { value: Json; located: Located };
  try {
    parsed = parseJson(text);
  } catch (err) {
    if (err instanceof JsonSyntaxError)
      return { errors: [{ line: err.line, message: `invalid JSON: ${err.message}` }] };
    throw err;
  }
  const { value, located } = parsed;
  const errors: ImportError[] = [];
  if (!isObject(value))
    return { errors: [{ line: 1, message: 'the file must hold one JSON object with a "questions" list' }] };
  const keyLines = located.keyLines.get(value) ?? {};
  const header: Header = {};
  const headerLines: Partial<Record<keyof Header, number>> = {};
  for (const [key, v] of Object.entries(value)) {
    const line = keyLines[key] ?? 1;
    if (!HEADER_KEYS.has(key)) {
      errors.push({ line, message: `unknown field "${key}" (allowed: ${[...HEADER_KEYS].join(', ')})` });
      continue;
    }
    if (key === 'questions') continue;
    if (typeof v !== 'string') {
      errors.push({ line, message: `"${key}" must be a string` });
      continue;
    }
    header[key as keyof Header] = v;
    headerLines[key as keyof Header] = line;
  }
  const list = value['questions'];
  const questions: ParsedQuestion[] = [];
  if (!Array.isArray(list)) {
    errors.push({ line: keyLines['questions'] ?? 1, message: 'the file needs a "questions" list' });
    return assemble(header, headerLines, questions, errors, meta);
  }
  for (const q of list) {
    const line = (isObject(q) || Array.isArray(q) ? located.lines.get(q) : undefined) ?? keyLines['questions'] ?? 1;
    if (!isObject(q)) {
      errors.push({ line, message: 'each question must be an object with "text", "answer" and "wrong"' });
      continue;
    }
    const qLines = located.keyLines.get(q) ?? {};
    let ok = true;
    for (const key of Object.keys(q)) {
      if (!QUESTION_KEYS.has(key)) {
        errors.push({
          line: qLines[key] ?? line,
          message: `unknown field "${key}" in a question (allowed: ${[...QUESTION_KEYS].join(', ')})`,
        });
        ok = false;
      }
    }
    const level = q['level'] ?? 1;
    if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > MAX_LEVEL) {
      errors.push({ line: qLines['level'] ?? line, message: `"level" must be a whole number from 1 to ${MAX_LEVEL}` });
      ok = false;
    }
    const textValue = q['text'];
    const answer = q['answer'];
    const wrong = q['wrong'];
    const learnMore = q['learn_more'];
    if (typeof textValue !== 'string' || textValue.trim() === '') {
      errors.push({ line, message: 'a question needs a "text"' });
      ok = false;
    }
    if (typeof answer !== 'string' || answer.trim() === '') {
      errors.push({
        line: qLines['answer'] ?? line,
        message: 'a multiple-choice question needs exactly one right answer ("answer")',
      });
      ok = false;
    }
    if (!Array.isArray(wrong) || wrong.some((w) => typeof w !== 'string')) {
      errors.push({
        line: qLines['wrong'] ?? line,
        message: '"wrong" must be a list of at least 3 wrong answers (strings)',
      });
      ok = false;
    }
    if (learnMore !== undefined && typeof learnMore !== 'string') {
      errors.push({ line: qLines['learn_more'] ?? line, message: '"learn_more" must be a string' });
      ok = false;
    }
    if (!ok) continue;
    questions.push({
      line,
      level: level as number,
      item: {
        text: (textValue as string).trim(),
        answer: (answer as string).trim(),
        distractors: (wrong as string[]).map((w) => w.trim()),
        ...(typeof learnMore === 'string' && learnMore.trim() !== '' ? { learn_more: learnMore.trim() } : {}),
      },
    });
  }
  return assemble(header, headerLines, questions, errors, meta);
}

// ---------------------------------------------------------------------------------------------
// GIFT (Moodle), multiple-choice questions only

/** One line of a GIFT file and its line number. */
type GiftLine = { text: string; line: number };

/** Splits a GIFT file into question blocks (separated by blank lines), dropping comment lines. */
function giftBlocks(text: string): { lines: GiftLine[] }[] {
  const blocks: { lines: GiftLine[] }[] = [];
  let current: GiftLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('//')) return;
    if (trimmed === '') {
      if (current.length > 0) blocks.push({ lines: current });
      current = [];
      return;
    }
    current.push({ text: raw, line: i + 1 });
  });
  if (current.length > 0) blocks.push({ lines: current });
  return blocks;
}

/** Unescapes GIFT text: \~ \= \# \{ \} \: \\ and \n. */
function unescapeGift(s: string): string {
  return s.replace(/\\([~=#{}:\\n])/g, (_, ch: string) => (ch === 'n' ? ' ' : ch));
}

/** Unescaped GIFT text on one line, with single spaces. */
function giftText(s: string): string {
  return unescapeGift(s).replace(/\s+/g, ' ').trim();
}

/** Position of the first unescaped occurrence of one of `chars`, from `start`. */
function findUnescaped(s: string, chars: string, start = 0): number {
  for (let i = start; i < s.length; i++) {
    if (s[i] === '\\') {
      i++;
      continue;
    }
    if (chars.includes(s[i] as string)) return i;
  }
  return -1;
}

function importGift(text: string, meta: ImportMeta): ImportResult {
  const state: GiftState = { level: 1, header: {}, headerLines: {}, errors: [], questions: [] };
  for (const block of giftBlocks(text)) {
    readCategoryLines(block.lines, state);
    if (block.lines.length === 0) continue;
    const question = giftQuestion(block.lines);
    if ('error' in question) state.errors.push(question.error);
    else state.questions.push({ line: question.line, level: state.level, item: question.item });
  }
  return assemble(state.header, state.headerLines, state.questions, state.errors, meta);
}

/** What reading a GIFT file has gathered so far; `level` is the one the last $CATEGORY named. */
interface GiftState {
  level: number;
  header: Header;
  headerLines: Partial<Record<keyof Header, number>>;
  errors: ImportError[];
  questions: ParsedQuestion[];
}

/** A piece of a GIFT question, or the problem that stops the question from being imported. */
type Read<T> = T | { error: ImportError };

/**
 * Takes the $CATEGORY lines off the top of a block: "…/Level N" sets the level of the questions
 * that follow, and the first path segment names the subject unless something already did.
 */
function readCategoryLines(lines: GiftLine[], state: GiftState): void {
  while (lines[0] && /^\s*\$CATEGORY:/i.test(lines[0].text)) {
    const { text: catLine, line } = lines.shift() as GiftLine;
    const path = catLine
      .replace(/^\s*\$CATEGORY:\s*/i, '')
      .split('/')
      .map((s) => s.trim())
      .filter((s) => s && !/^\$(course|system|module|cat\d*)\$$/i.test(s) && s.toLowerCase() !== 'top');
    const last = path[path.length - 1] ?? '';
    const levelMatch = /^level[\s_-]*(\d+)$/i.exec(last);
    if (levelMatch) {
      state.level = Number(levelMatch[1]);
      if (state.level < 1 || state.level > MAX_LEVEL) {
        state.errors.push({ line, message: `$CATEGORY names level ${state.level}; levels run from 1 to ${MAX_LEVEL}` });
        state.level = Math.min(Math.max(state.level, 1), MAX_LEVEL);
      }
      path.pop();
    } else if (path.length > 0 && state.questions.length > 0) {
      state.errors.push({
        line,
        message: `$CATEGORY "${path.join('/')}" does not name a level; end it with "/Level 1" … "/Level ${MAX_LEVEL}"`,
      });
    }
    if (path[0] && state.header.label === undefined) {
      state.header.label = path[0];
      state.headerLines.label = line;
    }
  }
}

/** One question block (no $CATEGORY lines left) read as a multiple-choice question. */
function giftQuestion(lines: GiftLine[]): Read<{ line: number; item: PackItem }> {
  const startLine = lines[0]?.line ?? 1;
  // Join the block into one string, remembering where each source line starts.
  let joined = '';
  const starts: { offset: number; line: number }[] = [];
  for (const l of lines) {
    starts.push({ offset: joined.length, line: l.line });
    joined += `${l.text}\n`;
  }
  const lineAt = (offset: number) => {
    let found = startLine;
    for (const s of starts) if (s.offset <= offset) found = s.line;
    return found;
  };
  const parts = splitAtAnswers(joined, startLine, lineAt);
  if ('error' in parts) return parts;
  const { questionText, answerBlock, answerBlockOffset } = parts;
  const unsupported = unsupportedQuestionType(answerBlock.trim());
  if (unsupported) return { error: { line: lineAt(answerBlockOffset - 1), message: unsupported } };
  const answers = readAnswers(answerBlock, answerBlockOffset, lineAt);
  if ('error' in answers) return answers;
  const item = multipleChoiceItem(questionText, answers, startLine);
  return 'error' in item ? item : { line: startLine, item };
}

/**
 * Separates the question text from its answer block "{ … }": drops a ::title:: and a text format
 * marker; text after the answers makes a "missing word" question, whose blank the answers fill.
 */
function splitAtAnswers(
  joined: string,
  startLine: number,
  lineAt: (offset: number) => number,
): Read<{ questionText: string; answerBlock: string; answerBlockOffset: number }> {
  let body = joined;
  let bodyOffset = 0;
  const titleMatch = /^\s*::/.exec(body);
  if (titleMatch) {
    const end = body.indexOf('::', titleMatch[0].length);
    if (end < 0) return { error: { line: startLine, message: 'the question title is not closed with "::"' } };
    bodyOffset = end + 2;
    body = body.slice(bodyOffset);
  }
  const open = findUnescaped(body, '{}');
  if (open < 0) {
    return {
      error: { line: startLine, message: 'a question needs its answers in braces: { =right ~wrong ~wrong ~wrong }' },
    };
  }
  if (body[open] === '}') {
    return {
      error: { line: lineAt(bodyOffset + open), message: 'a "}" closes answers that were never opened with "{"' },
    };
  }
  const close = findUnescaped(body, '{}', open + 1);
  if (close < 0 || body[close] === '{') {
    return {
      error: {
        line: lineAt(bodyOffset + open),
        message:
          close < 0
            ? 'unclosed brace: the answers opened with "{" are never closed with "}"'
            : 'a "{" opens inside the answers; escape it as \\{',
      },
    };
  }
  let before = body.slice(0, open).trim();
  const after = body.slice(close + 1).trim();
  // Text format markers; only plain text is accepted.
  const format = /^\[(html|moodle|markdown|plain)\]\s*/i.exec(before);
  if (format) before = before.slice(format[0].length);
  if (findUnescaped(after, '{}') >= 0) {
    return { error: { line: lineAt(bodyOffset + close + 1), message: 'only one answer block { … } per question' } };
  }
  return {
    questionText: giftText(after ? `${before} _____${/^[.,;:!?]/.test(after) ? '' : ' '}${after}` : before),
    answerBlock: body.slice(open + 1, close),
    answerBlockOffset: bodyOffset + open + 1,
  };
}

/** Why an answer block belongs to a GIFT question type other than multiple choice, or null. */
function unsupportedQuestionType(trimmedAnswers: string): string | null {
  if (trimmedAnswers === '') return 'essay questions ({}) are not supported: only multiple choice';
  if (/^(T|F|TRUE|FALSE)(\s*#.*)?$/is.test(trimmedAnswers)) {
    return 'true/false questions are not supported: only multiple choice';
  }
  if (trimmedAnswers.startsWith('#')) return 'numerical questions are not supported: only multiple choice';
  if (/->/.test(trimmedAnswers)) return 'matching questions are not supported: only multiple choice';
  return null;
}

interface GiftAnswer {
  right: boolean;
  text: string;
  feedback?: string;
  line: number;
  weighted: boolean;
}

/**
 * The answers of a block, split on unescaped = and ~, each with its feedback (after an unescaped
 * #), and the general feedback (after ####).
 */
function readAnswers(
  answerBlock: string,
  answerBlockOffset: number,
  lineAt: (offset: number) => number,
): Read<{ answers: GiftAnswer[]; general: string | undefined }> {
  let general: string | undefined;
  let answersPart = answerBlock;
  const generalAt = answersPart.search(/(?<!\\)####/);
  if (generalAt >= 0) {
    general = giftText(answersPart.slice(generalAt + 4));
    answersPart = answersPart.slice(0, generalAt);
  }
  const answers: GiftAnswer[] = [];
  let i = findUnescaped(answersPart, '=~');
  if (i < 0) {
    return {
      error: {
        line: lineAt(answerBlockOffset - 1),
        message: 'a multiple-choice question needs exactly one right answer (=) and at least 3 wrong answers (~)',
      },
    };
  }
  if (answersPart.slice(0, i).trim() !== '') {
    return {
      error: {
        line: lineAt(answerBlockOffset),
        message: 'text before the first answer: every answer must start with = or ~',
      },
    };
  }
  while (i >= 0) {
    const next = findUnescaped(answersPart, '=~', i + 1);
    let raw = answersPart.slice(i + 1, next < 0 ? undefined : next);
    const weighted = /^\s*%-?\d+(\.\d+)?%/.test(raw);
    raw = raw.replace(/^\s*%-?\d+(\.\d+)?%/, '');
    const hash = findUnescaped(raw, '#');
    const feedback = hash >= 0 ? giftText(raw.slice(hash + 1)) : undefined;
    answers.push({
      right: answersPart[i] === '=',
      text: giftText(hash >= 0 ? raw.slice(0, hash) : raw),
      ...(feedback ? { feedback } : {}),
      line: lineAt(answerBlockOffset + i),
      weighted,
    });
    i = next;
  }
  return { answers, general };
}

/**
 * The question as a pack item: one right answer, at least 3 wrong ones, no weights; the general
 * feedback, or else the right answer's, becomes the learn-more text.
 */
function multipleChoiceItem(
  questionText: string,
  { answers, general }: { answers: GiftAnswer[]; general: string | undefined },
  startLine: number,
): Read<PackItem> {
  const weightedAnswer = answers.find((a) => a.weighted);
  if (weightedAnswer) {
    return {
      error: {
        line: weightedAnswer.line,
        message: 'weighted answers (%50%) are not supported: give one right answer (=) and wrong answers (~)',
      },
    };
  }
  const rights = answers.filter((a) => a.right);
  const wrongs = answers.filter((a) => !a.right);
  if (rights.length !== 1) {
    return {
      error: {
        line: startLine,
        message: `a multiple-choice question needs exactly one right answer (=), found ${rights.length}`,
      },
    };
  }
  if (wrongs.length < 3) {
    return {
      error: {
        line: startLine,
        message:
          wrongs.length === 0
            ? 'a multiple-choice question needs at least 3 wrong answers (~), found 0 (short-answer questions are not supported)'
            : `a multiple-choice question needs at least 3 wrong answers (~), found ${wrongs.length}`,
      },
    };
  }
  if (questionText === '') return { error: { line: startLine, message: 'the question has no text' } };
  const right = rights[0] as GiftAnswer;
  const explanation = general ?? right.feedback;
  return {
    text: questionText,
    answer: right.text,
    distractors: wrongs.map((w) => w.text),
    ...(explanation ? { learn_more: `<p>${escapeHtml(explanation)}</p>` } : {}),
  };
}

/**
 * Parses and validates a question set. On success returns the pack (levels 1 … the highest level
 * used); otherwise every problem found, each with its line number (0 for a command-line value).
 */
export function importQuestionSet(text: string, format: 'json' | 'gift', meta: ImportMeta = {}): ImportResult {
  const clean = text.replace(/^\uFEFF/, '');
  return format === 'json' ? importJson(clean, meta) : importGift(clean, meta);
}
