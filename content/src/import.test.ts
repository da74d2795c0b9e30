import { readFileSync } from 'node:fs';
import { CATEGORY_GROUPS as CONTRACT_GROUPS, CATEGORY_GROUP_LABELS } from '@ricebowl/contract';
import { describe, expect, it } from 'vitest';
import { SPONSOR_TEXT } from '../scripts/lib.js';
import {
  CATEGORY_GROUPS,
  DEFAULT_SPONSOR_TEXT,
  importQuestionSet,
  markupProblem,
  unsafeHtmlProblem,
  type ImportResult,
} from './import.js';
import { validatePack, type Pack } from './index.js';

function pack(result: ImportResult): Pack {
  if ('errors' in result) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result.pack;
}

function errors(result: ImportResult): { line: number; message: string }[] {
  if ('pack' in result) throw new Error('expected errors, got a pack');
  return result.errors;
}

const GOOD_JSON = `{
  "machine_name": "our-school",
  "label": "Our School",
  "group": "new-categories",
  "questions": [
    {
      "level": 1,
      "text": "In which year was our school founded?",
      "answer": "1952",
      "wrong": ["1948", "1961", "1975"],
      "learn_more": "<p>The first pupils arrived in <strong>September 1952</strong>.</p>"
    },
    { "text": "What colour is the school logo?", "answer": "Green", "wrong": ["Blue", "Red", "Yellow"] },
    { "level": 2, "text": "Who designed the main hall?", "answer": "Ada Brown", "wrong": ["Ben Cole", "Cy Dunn", "Di Egan", "Ed Fox"] }
  ]
}
`;

const GOOD_GIFT = `// Questions about our town, for Ricebowl
$CATEGORY: $course$/top/Our Town/Level 1

::river:: Which river runs through our town? {
  =The Avon # Right! The Avon has flowed through the town since the Ice Age.
  ~The Severn
  ~The Thames
  ~The Trent
}

What is 2 + 2 \\= ? {=4 ~3 ~5 ~22}

Our town hall was built in the year {=1890 ~1790 ~1990 ~1690}.

$CATEGORY: $course$/top/Our Town/Level 2
Which of these is our twin town\\: {=Lyon ~Leeds ~Linz ~Lima ####Lyon and our town were twinned in 1962.}

Which symbols need escaping in GIFT? {=\\~ and \\= ~only \\# ~none ~only letters}
`;

describe('importQuestionSet: JSON', () => {
  it('imports a good file into a valid pack', () => {
    const p = pack(importQuestionSet(GOOD_JSON, 'json'));
    expect(validatePack(p, 'import')).toBe(p);
    expect(p.category).toMatchObject({
      machine_name: 'our-school',
      label: 'Our School',
      category_group: 'new-categories',
      category_group_label: 'New Categories',
      levels: 2,
      icon_urls: ['icons/own-questions.svg'],
      sponsor_text: DEFAULT_SPONSOR_TEXT,
      language: 'en',
    });
    expect(p.levels['1']).toHaveLength(2);
    expect(p.levels['1']?.[0]).toEqual({
      text: 'In which year was our school founded?',
      answer: '1952',
      distractors: ['1948', '1961', '1975'],
      learn_more: '<p>The first pupils arrived in <strong>September 1952</strong>.</p>',
    });
    expect(p.levels['2']?.[0]?.distractors).toHaveLength(4);
  });

  it('lets command-line values win over the header', () => {
    const p = pack(importQuestionSet(GOOD_JSON, 'json', { machine_name: 'other-name', group: 'history' }));
    expect(p.category.machine_name).toBe('other-name');
    expect(p.category.category_group).toBe('history');
    expect(p.category.category_group_label).toBe('History');
  });

  it('takes the language the questions ask in from the file or the command line, and checks it (issue 19)', () => {
    const french = GOOD_JSON.replace('"label": "Our School",', '"label": "Our School",\n  "language": "fr",');
    expect(pack(importQuestionSet(french, 'json')).category.language).toBe('fr');
    expect(pack(importQuestionSet(french, 'json', { language: 'pt-BR' })).category.language).toBe('pt-BR');
    expect(pack(importQuestionSet(GOOD_GIFT, 'gift', { language: 'zxx' })).category.language).toBe('zxx');
    expect(errors(importQuestionSet(GOOD_JSON, 'json', { language: 'French' }))).toEqual([
      { line: 0, message: expect.stringMatching(/^the language "French" must be a language code/) },
    ]);
  });

  it('reports invalid JSON with its line', () => {
    const bad = GOOD_JSON.replace('"answer": "1952",', '"answer": "1952"');
    expect(errors(importQuestionSet(bad, 'json'))).toEqual([
      { line: 9, message: expect.stringMatching(/^invalid JSON: expected "," or "}"/) },
    ]);
  });

  it('rejects a missing right answer, too few wrong answers and an unknown group, each at its line', () => {
    const bad = `{
  "label": "Broken",
  "group": "astrology",
  "questions": [
    { "text": "No answer here?", "wrong": ["a", "b", "c"] },
    { "text": "Too few?", "answer": "yes",
      "wrong": ["no", "maybe"] },
    { "text": "Fine?", "answer": "yes", "wrong": ["no", "maybe", "never"] }
  ]
}`;
    expect(errors(importQuestionSet(bad, 'json'))).toEqual([
      { line: 3, message: expect.stringContaining('unknown group "astrology"') },
      { line: 5, message: 'a multiple-choice question needs exactly one right answer ("answer")' },
      { line: 6, message: 'needs at least 3 wrong answers, found 2' },
    ]);
  });

  it('rejects duplicate questions within a level, and the answer among the wrong answers', () => {
    const bad = `{
  "label": "Dupes",
  "questions": [
    { "text": "Capital of France?", "answer": "Paris", "wrong": ["Lyon", "Nice", "Lille"] },
    { "text": "Capital of France", "answer": "Paris", "wrong": ["Lyon", "Nice", "Paris "] }
  ]
}`;
    const found = errors(importQuestionSet(bad, 'json'));
    expect(found).toContainEqual({
      line: 5,
      message: expect.stringContaining('the right answer "Paris" is also given as a wrong answer'),
    });
    expect(found).toContainEqual({
      line: 5,
      message: 'duplicate question: the same text is already asked at line 4 (level 1)',
    });
  });

  it('rejects markup in questions, unsafe learn-more HTML and gaps between levels', () => {
    const bad = `{
  "label": "Unsafe",
  "questions": [
    { "text": "What is <b>bold</b>?", "answer": "Heavy type", "wrong": ["Thin", "Wide", "Tall"] },
    { "level": 3, "text": "Safe?", "answer": "No", "wrong": ["Yes", "Maybe", "Sometimes"],
      "learn_more": "<script>alert(1)</script>" }
  ]
}`;
    const found = errors(importQuestionSet(bad, 'json'));
    expect(found).toContainEqual({ line: 4, message: 'the question contains an HTML tag' });
    expect(found).toContainEqual({ line: 5, message: expect.stringContaining('uses the tag <script>') });
    expect(found).toContainEqual({ line: 5, message: expect.stringContaining('level 2 has no questions') });
  });
});

describe('importQuestionSet: GIFT', () => {
  it('imports a good file: titles, comments, escapes, feedback, levels from $CATEGORY', () => {
    const p = pack(importQuestionSet(GOOD_GIFT, 'gift'));
    expect(validatePack(p, 'import')).toBe(p);
    expect(p.category).toMatchObject({ machine_name: 'our-town', label: 'Our Town', levels: 2 });
    const [river, sum, hall] = p.levels['1'] ?? [];
    expect(river).toEqual({
      text: 'Which river runs through our town?',
      answer: 'The Avon',
      distractors: ['The Severn', 'The Thames', 'The Trent'],
      learn_more: '<p>Right! The Avon has flowed through the town since the Ice Age.</p>',
    });
    expect(sum?.text).toBe('What is 2 + 2 = ?');
    expect(hall?.text).toBe('Our town hall was built in the year _____.');
    const [twin, escapes] = p.levels['2'] ?? [];
    expect(twin?.text).toBe('Which of these is our twin town:');
    expect(twin?.learn_more).toBe('<p>Lyon and our town were twinned in 1962.</p>');
    expect(escapes?.answer).toBe('~ and =');
    expect(escapes?.distractors).toContain('only #');
  });

  it('takes the subject from the command line when the file has no $CATEGORY', () => {
    const p = pack(
      importQuestionSet('Q? {=a ~b ~c ~d}', 'gift', { label: 'Quick', machine_name: 'quick', group: 'math' }),
    );
    expect(p.category).toMatchObject({ machine_name: 'quick', label: 'Quick', category_group: 'math', levels: 1 });
  });

  it('rejects malformed questions with the right line numbers', () => {
    const bad = `$CATEGORY: Bad Set/Level 1
// a comment line

No right answer? {~a ~b ~c ~d}

Two right answers? {
  =a
  =b
  ~c ~d ~e
}

Too few wrong answers? {=a ~b ~c}

Unclosed? {=a ~b ~c
~d

Fine question? {=a ~b ~c ~d}

Fine question? {=w ~x ~y ~z}
`;
    expect(errors(importQuestionSet(bad, 'gift'))).toEqual([
      { line: 4, message: 'a multiple-choice question needs exactly one right answer (=), found 0' },
      { line: 6, message: 'a multiple-choice question needs exactly one right answer (=), found 2' },
      { line: 12, message: 'a multiple-choice question needs at least 3 wrong answers (~), found 2' },
      { line: 14, message: 'unclosed brace: the answers opened with "{" are never closed with "}"' },
      { line: 19, message: 'duplicate question: the same text is already asked at line 17 (level 1)' },
    ]);
  });

  it('rejects the other GIFT question types with a clear message', () => {
    const bad = `True or false? {T}

Essay? {}

How much? {#42}

Match! {=a -> 1 =b -> 2 =c -> 3}

Short answer? {=yes}

Weighted? {~%50%half ~%50%other =right ~wrong}
`;
    expect(errors(importQuestionSet(bad, 'gift', { label: 'Types' }))).toEqual([
      { line: 1, message: 'true/false questions are not supported: only multiple choice' },
      { line: 3, message: 'essay questions ({}) are not supported: only multiple choice' },
      { line: 5, message: 'numerical questions are not supported: only multiple choice' },
      { line: 7, message: 'matching questions are not supported: only multiple choice' },
      {
        line: 9,
        message:
          'a multiple-choice question needs at least 3 wrong answers (~), found 0 (short-answer questions are not supported)',
      },
      { line: 11, message: expect.stringContaining('weighted answers (%50%) are not supported') },
    ]);
  });

  it('rejects an unknown group given on the command line', () => {
    expect(errors(importQuestionSet('Q? {=a ~b ~c ~d}', 'gift', { label: 'X', group: 'nowhere' }))).toEqual([
      { line: 0, message: expect.stringContaining('unknown group "nowhere"') },
    ]);
  });
});

describe('IMPORT.md', () => {
  const doc = readFileSync(new URL('../IMPORT.md', import.meta.url), 'utf8');
  const blocks = [...doc.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], body: m[2] as string }));

  it('has a JSON example that imports', () => {
    const json = blocks.find((b) => b.lang === 'json')?.body ?? '';
    const p = pack(importQuestionSet(json, 'json'));
    expect(p.category).toMatchObject({ machine_name: 'our-school', levels: 2 });
  });

  it('has a GIFT example that imports', () => {
    const gift = blocks.find((b) => b.body.includes('$CATEGORY'))?.body ?? '';
    const p = pack(importQuestionSet(gift, 'gift'));
    expect(p.category).toMatchObject({ machine_name: 'our-town', label: 'Our Town', levels: 2 });
    expect(p.levels['1']).toHaveLength(3);
    expect(p.levels['1']?.[1]?.learn_more).toBe('<p>It has been blue since 1890.</p>');
  });
});

describe('shared rules', () => {
  it('knows the 14 groups of the contract, each with a label', () => {
    expect(CATEGORY_GROUPS).toEqual(CONTRACT_GROUPS);
    for (const g of CATEGORY_GROUPS) expect(CATEGORY_GROUP_LABELS[g]).toMatch(/^[A-Z]/);
    expect(DEFAULT_SPONSOR_TEXT).toBe(SPONSOR_TEXT);
  });

  it('flags markup and abbreviations, and allows plain text', () => {
    expect(markupProblem('Paris')).toBeNull();
    expect(markupProblem("Côte d'Ivoire, 10⁻³ & µ")).toBeNull();
    expect(markupProblem('dog (n.)')).toMatch(/abbreviation/);
    expect(markupProblem('[[link]]')).toMatch(/bracket/);
    expect(markupProblem('a&amp;b')).toMatch(/entity/);
    expect(markupProblem('<i>x</i>')).toMatch(/tag/);
  });

  it('allows only safe inline HTML in learn-more', () => {
    expect(unsafeHtmlProblem('<p>A <em>b</em> <strong>c</strong><br> <a href="https://x.org/a">d</a></p>')).toBeNull();
    expect(unsafeHtmlProblem('<p onclick="x()">a</p>')).toMatch(/attributes/);
    expect(unsafeHtmlProblem('<a href="javascript:alert(1)">x</a>')).toMatch(/address/);
    expect(unsafeHtmlProblem('<img src="x.png">')).toMatch(/<img>/);
    expect(unsafeHtmlProblem('<p>1 < 2</p>')).toMatch(/stray/);
  });
});

describe('importQuestionSet: learn-more links', () => {
  it('rejects javascript: addresses hidden behind character references or tabs', () => {
    for (const href of ['javascript&colon;alert(1)', 'java\\tscript:alert(1)', '&#106;avascript:alert(1)']) {
      const file = `{
  "label": "Links",
  "questions": [
    { "text": "Safe?", "answer": "No", "wrong": ["Yes", "Maybe", "Sometimes"],
      "learn_more": "<p><a href=\\"${href}\\">more</a></p>" }
  ]
}`;
      const result = importQuestionSet(file, 'json');
      expect('errors' in result, href).toBe(true);
    }
  });
});
