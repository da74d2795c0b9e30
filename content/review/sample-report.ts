/**
 * The "Measured samples" section of content/REPORT.md, from the hand-judged samples
 * (content/review/sample-<seed>.json, drawn by content/review/sample.ts), newest first: each
 * sample is a measurement of the packs of its day, kept beside the later ones. Targets of issue 15:
 * wrong ≤ 0.5 % and ambiguous ≤ 2 % in every category group.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSample, sampleFigures } from './sample.js';

const pct = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)} %`);

/** Every sample's section, newest seed first. */
export function sampleSections(): string {
  const seeds = readdirSync(fileURLToPath(new URL('.', import.meta.url)))
    .map((file) => /^sample-(.+)\.json$/.exec(file)?.[1])
    .filter((seed): seed is string => seed !== undefined)
    .sort()
    .reverse();
  return ['## Measured samples (issue 15)', '', ...seeds.map(sampleSection)].join('\n');
}

function sampleSection(seed: string): string {
  const sample = loadSample(seed);
  const out = [`### Seed ${seed}`, ''];
  if (!sample) return [...out, `No sample file for seed ${seed}.`, ''].join('\n');
  out.push(
    `${sample.items.length} questions drawn at random (seed \`${seed}\`, ${sample.perGroup} per category group) by`,
    '`content/review/sample.ts` and judged one by one by independent reviewers (helper sessions working from one',
    'written brief); verdicts and reasons in',
    `\`content/review/sample-${seed}.json\` (drawn from the packs of commit ${sample.drawnFrom?.slice(0, 10) ?? 'unknown'}).`,
    'Targets: wrong ≤ 0.5 % and ambiguous ≤ 2 % in every group.',
    '',
    '| Category group | Questions | Wrong | Ambiguous | Unjudged | Within target |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  );
  let total = { n: 0, wrong: 0, ambiguous: 0, unjudged: 0 };
  for (const [group, f] of [...sampleFigures(sample)].sort(([a], [b]) => a.localeCompare(b))) {
    const ok = f.unjudged === 0 && f.wrong / f.n <= 0.005 && f.ambiguous / f.n <= 0.02;
    out.push(
      `| ${group} | ${f.n} | ${f.wrong} (${pct(f.wrong, f.n)}) | ${f.ambiguous} (${pct(f.ambiguous, f.n)}) | ${f.unjudged} | ${ok ? 'yes' : '**no**'} |`,
    );
    total = {
      n: total.n + f.n,
      wrong: total.wrong + f.wrong,
      ambiguous: total.ambiguous + f.ambiguous,
      unjudged: total.unjudged + f.unjudged,
    };
  }
  out.push(
    `| **all** | ${total.n} | ${total.wrong} (${pct(total.wrong, total.n)}) | ${total.ambiguous} (${pct(total.ambiguous, total.n)}) | ${total.unjudged} | |`,
    '',
  );
  const notes = sample.items.filter((i) => i.verdict === 'wrong' || i.verdict === 'ambiguous');
  if (notes.length) {
    out.push('Questions judged wrong or ambiguous:', '');
    for (const i of notes) {
      const fixed = i.fixed ? ` Since: ${i.fixed}` : ' Not fixed yet.';
      out.push(`- ${i.verdict}: \`${i.pack}\` L${i.level} “${i.text}” → ${i.answer}: ${i.reason ?? ''}.${fixed}`);
    }
    out.push('');
  }
  return out.join('\n');
}
