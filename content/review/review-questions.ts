/**
 * The question review's two steps (content/scripts/question-review.ts):
 *
 *   node --import tsx content/review/review-questions.ts export [--all] <dir> [subject…]
 *   node --import tsx content/review/review-questions.ts merge <dir>/verdicts-NNN.json…
 *
 * `export` writes the generated questions that have no verdict yet (with --all, every one, for a
 * second reading of what players see), each once with all its stored wrong answers, in batches of 250 (batch-NNN.json); reviewers answer each batch with
 * verdicts-NNN.json ([{ index, verdict, strike?, reason? }]); `merge` checks a batch's verdicts
 * are complete and adds them to content/review/questions/<subject>.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generators } from '../scripts/build.js';
import { distinctLevels } from '../scripts/finish.js';
import { mergeVerdicts, reviewItems, type ReviewItem, type ReviewerVerdict } from '../scripts/question-review.js';

const BATCH = 250;

const [command, ...args] = process.argv.slice(2);
if (command === 'export') {
  const all = args[0] === '--all';
  const [dir, ...subjects] = all ? args.slice(1) : args;
  if (!dir) throw new Error('usage: export <dir> [subject…]');
  const packs = generators
    .map((generate) => distinctLevels(generate()))
    .filter((p) => subjects.length === 0 || subjects.includes(p.category.machine_name));
  const items = reviewItems(packs, all).map((item, index) => ({ index, ...item }));
  mkdirSync(dir, { recursive: true });
  for (let start = 0, n = 0; start < items.length; start += BATCH, n++) {
    const file = `${dir}/batch-${String(n).padStart(3, '0')}.json`;
    writeFileSync(
      file,
      `[\n${items
        .slice(start, start + BATCH)
        .map((i) => JSON.stringify(i))
        .join(',\n')}\n]\n`,
    );
  }
  console.log(`${items.length} questions to review in ${Math.ceil(items.length / BATCH)} batches under ${dir}`);
} else if (command === 'merge') {
  for (const file of args) {
    const items = JSON.parse(readFileSync(file.replace(/verdicts-/, 'batch-'), 'utf8')) as ReviewItem[];
    const verdicts = JSON.parse(readFileSync(file, 'utf8')) as ReviewerVerdict[];
    const missing = items.filter((i) => !verdicts.some((v) => v.index === i.index));
    if (missing.length) throw new Error(`${file}: no verdict for ${missing.length} items (first ${missing[0]?.index})`);
    const counts = mergeVerdicts(items, verdicts);
    console.log(`${file}: ${[...counts].map(([s, n]) => `${s} ${n}`).join(', ')}`);
  }
} else {
  throw new Error('usage: review-questions.ts export [--all] <dir> [subject…] | merge <verdicts.json…>');
}
