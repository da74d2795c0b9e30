/**
 * The measured sample of issue 15: a seeded random draw of questions from every category group,
 * judged one by one by independent reviewers (right / wrong / ambiguous, with a reason for each
 * non-right verdict).
 *
 *   node --import tsx content/review/sample.ts [seed]     (default seed: the file's date)
 *
 * Draws PER_GROUP questions from each category group, uniformly over all questions of its packs
 * and levels, with the project's seeded generator (content/scripts/lib.ts makeRng), and writes
 * content/review/sample-<seed>.json. Verdicts already judged in that file are kept (matched by
 * pack, level and question text), so re-running with the same seed on the packs of the commit the
 * file names (drawnFrom) reproduces the sample and its verdicts; on later packs a question that
 * changed shows up as "unjudged". `fixed` records what was corrected after the judgement.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeRng } from '../scripts/lib.js';
import { loadPacks, type Pack } from '../src/index.js';

export const SAMPLE_SEED = '2026-11-27b';
/** 50 per group: one ambiguous question in a group is then 2 %, the target's limit. */
export const PER_GROUP = 50;

export type Judgement = 'right' | 'wrong' | 'ambiguous' | 'unjudged';

export interface SampleItem {
  group: string;
  pack: string;
  level: string;
  text: string;
  answer: string;
  distractors: string[];
  verdict: Judgement;
  reason?: string;
  /** What was done about a wrong or ambiguous question after the sample was judged. */
  fixed?: string;
}

export interface Sample {
  seed: string;
  perGroup: number;
  /** The commit whose packs were drawn from. */
  drawnFrom?: string;
  items: SampleItem[];
}

export function samplePath(seed: string): string {
  return fileURLToPath(new URL(`./sample-${seed}.json`, import.meta.url));
}

/** The draw: for each category group (sorted), PER_GROUP distinct questions. */
export function drawSample(packs: readonly Pack[], seed: string, perGroup = PER_GROUP): Omit<SampleItem, 'verdict'>[] {
  const groups = new Map<string, Omit<SampleItem, 'verdict'>[]>();
  for (const p of [...packs].sort((a, b) => a.category.machine_name.localeCompare(b.category.machine_name))) {
    const list = groups.get(p.category.category_group) ?? [];
    for (const [level, items] of Object.entries(p.levels).sort(([a], [b]) => Number(a) - Number(b))) {
      for (const item of items) {
        list.push({
          group: p.category.category_group,
          pack: p.category.machine_name,
          level,
          text: item.text,
          answer: item.answer,
          distractors: item.distractors,
        });
      }
    }
    groups.set(p.category.category_group, list);
  }
  const out: Omit<SampleItem, 'verdict'>[] = [];
  for (const group of [...groups.keys()].sort()) {
    const all = groups.get(group) ?? [];
    const rng = makeRng(`sample/${seed}/${group}`);
    const picked = new Set<number>();
    while (picked.size < Math.min(perGroup, all.length)) picked.add(Math.floor(rng() * all.length));
    for (const i of [...picked].sort((a, b) => a - b)) out.push(all[i]!);
  }
  return out;
}

export function loadSample(seed: string): Sample | undefined {
  const path = samplePath(seed);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Sample) : undefined;
}

/** Per category group: questions, wrong, ambiguous and unjudged. */
export function sampleFigures(
  sample: Sample,
): Map<string, { n: number; wrong: number; ambiguous: number; unjudged: number }> {
  const out = new Map<string, { n: number; wrong: number; ambiguous: number; unjudged: number }>();
  for (const item of sample.items) {
    const f = out.get(item.group) ?? { n: 0, wrong: 0, ambiguous: 0, unjudged: 0 };
    f.n++;
    if (item.verdict === 'wrong') f.wrong++;
    if (item.verdict === 'ambiguous') f.ambiguous++;
    if (item.verdict === 'unjudged') f.unjudged++;
    out.set(item.group, f);
  }
  return out;
}

/** One item per line, so a re-judging diffs well. */
export function serializeSample(sample: Sample): string {
  const lines = [`{`, `  "seed": ${JSON.stringify(sample.seed)},`, `  "perGroup": ${sample.perGroup},`];
  if (sample.drawnFrom) lines.push(`  "drawnFrom": ${JSON.stringify(sample.drawnFrom)},`);
  lines.push(`  "items": [`);
  sample.items.forEach((item, i) => lines.push(`    ${JSON.stringify(item)}${i < sample.items.length - 1 ? ',' : ''}`));
  lines.push('  ]', '}');
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const seed = process.argv[2] ?? SAMPLE_SEED;
  const old = loadSample(seed);
  const key = (x: { pack: string; level: string; text: string }) => `${x.pack}\u0000${x.level}\u0000${x.text}`;
  const judged = new Map((old?.items ?? []).map((x) => [key(x), x]));
  const perGroup = old?.perGroup ?? PER_GROUP;
  const items: SampleItem[] = drawSample(loadPacks(), seed, perGroup).map((x) => {
    const before = judged.get(key(x));
    // A verdict stands only for the question as it was judged.
    const same = before && before.answer === x.answer && before.distractors.join('\n') === x.distractors.join('\n');
    return same
      ? {
          ...x,
          verdict: before.verdict,
          ...(before.reason ? { reason: before.reason } : {}),
          ...(before.fixed ? { fixed: before.fixed } : {}),
        }
      : { ...x, verdict: 'unjudged' };
  });
  const drawnFrom = old?.drawnFrom ?? execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  writeFileSync(samplePath(seed), serializeSample({ seed, perGroup, ...(drawnFrom ? { drawnFrom } : {}), items }));
  for (const [group, f] of sampleFigures({ seed, perGroup, items })) {
    console.log(`${group}: ${f.n} questions, ${f.wrong} wrong, ${f.ambiguous} ambiguous, ${f.unjudged} unjudged`);
  }
}
