/**
 * Writes a review file (content/review/<pack>.json) from the verdicts of a hand review: every
 * question of the reviewed levels gets "keep" unless the exceptions file gives fix or drop.
 *
 *   node --import tsx content/review/make-review.ts <pack> <exceptions.json> [levels=1,2]
 *
 * The exceptions file maps a prompt word to a verdict ({ "verdict": "fix", … } or
 * { "verdict": "drop", "reason": … }). Verdicts already in the review file are kept, so a
 * review is extended, never silently lost.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadPacks } from '../src/index.js';
import { loadReview, reviewPath, type Review, type Verdict } from '../scripts/languages/review.js';

/** The prompt word of a "<word> means:" question. */
export function promptWord(text: string): string {
  return text.replace(/ means:$/, '');
}

/** One verdict per line, so that a re-review diffs well. */
export function serializeReview(review: Review): string {
  const head = { pack: review.pack, levels: review.levels, reviewer: review.reviewer, date: review.date };
  const lines = JSON.stringify(head, null, 2).replace(/\n}$/, ',\n  "items": {').split('\n');
  const entries = Object.entries(review.items);
  entries.forEach(([word, v], i) =>
    lines.push(`    ${JSON.stringify(word)}: ${JSON.stringify(v)}${i < entries.length - 1 ? ',' : ''}`),
  );
  lines.push('  }', '}');
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [pack, exceptionsFile, levelsArg = '1,2'] = process.argv.slice(2);
  if (!pack || !exceptionsFile) throw new Error('usage: make-review.ts <pack> <exceptions.json> [levels]');
  const levels = levelsArg.split(',');
  const exceptions = JSON.parse(readFileSync(exceptionsFile, 'utf8')) as Record<string, Verdict>;
  const old = loadReview(pack);
  const p = loadPacks().find((x) => x.category.machine_name === pack);
  if (!p) throw new Error(`no pack ${pack}`);
  const items: Record<string, Verdict> = { ...(old?.items ?? {}) };
  for (const level of levels) {
    for (const item of p.levels[level] ?? []) {
      const word = promptWord(item.text);
      // A fixed word is listed under the extract's word, which the fix renamed.
      const known = Object.entries(items).some(([w, v]) => w === word || (v.verdict === 'fix' && v.word === word));
      if (!known) items[word] = { verdict: 'keep' };
    }
  }
  Object.assign(items, exceptions);
  const review: Review = {
    pack,
    levels: [...new Set([...(old?.levels ?? []), ...levels])].sort(),
    reviewer: 'vocab (hand review, issue 15)',
    date: new Date().toISOString().slice(0, 10),
    items,
  };
  writeFileSync(reviewPath(pack), serializeReview(review));
  console.log(`${reviewPath(pack)}: ${Object.keys(items).length} verdicts`);
}
