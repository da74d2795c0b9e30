/**
 * The content report (issue 7 §5): subjects per category group, distinct questions per level,
 * each subject's level ceiling and sources, and the reason for every level under the target of
 * 200 distinct questions. Prints the report and writes content/REPORT.md.
 *
 *   npm run content:report
 *
 * Reasons come from each pack's optional `category.notes`; sources from content/ATTRIBUTION.md
 * (a section or table row that names the pack counts as one of its sources). The output has no
 * date in it, so re-running it on unchanged packs gives the same file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { CATEGORY_GROUP_LABELS } from '@ricebowl/contract';
import { CATEGORY_GROUPS, questionIdentity } from '../src/import.js';
import { gateProblems } from '../src/gate.js';
import { CHANCE, GIVEAWAY_METRICS, MIN_SUPPORT, TOLERANCE, measureGiveaways } from '../src/giveaways.js';
import { loadPacks, packCredits, packLicence, type Pack, type PackItem } from '../src/index.js';
import { sampleSections } from '../review/sample-report.js';
import { fewestReadings, reviewCounts, unreviewed } from './question-review.js';

export const TARGET = 200;
const MAX_LEVELS = 5;

const attributionPath = fileURLToPath(new URL('../ATTRIBUTION.md', import.meta.url));
const reportPath = fileURLToPath(new URL('../REPORT.md', import.meta.url));

export function distinctQuestions(items: readonly PackItem[]): number {
  return new Set(items.map(questionIdentity)).size;
}

function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Sources of each pack as named in ATTRIBUTION.md: the first cell of every table row that
 * mentions the pack's machine name, and the heading of every section whose text does (unless it
 * names a source already listed, e.g. "world-countries (ODbL 1.0)" after "world-countries").
 */
export function sourcesFromAttribution(markdown: string, machineNames: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>(machineNames.map((n) => [n, []]));
  const patterns = machineNames.map((n) => [n, new RegExp(`(^|[^a-z0-9-])${n}([^a-z0-9-]|$)`)] as const);
  let heading = '';
  for (const line of markdown.split('\n')) {
    const h = /^(#{2,4})\s+(.*)$/.exec(line);
    if (h) {
      heading = plain(h[2] as string);
      continue;
    }
    for (const [name, pattern] of patterns) {
      if (!pattern.test(line)) continue;
      let source = heading;
      if (line.trimStart().startsWith('|')) source = plain(line.split('|')[1] ?? '') || heading;
      const list = out.get(name) as string[];
      const key = (x: string) => x.split(/[\s(]/)[0]?.toLowerCase();
      if (source && !list.some((x) => x === source || key(x) === key(source))) list.push(source);
    }
  }
  return out;
}

interface Row {
  pack: Pack;
  counts: number[];
  sources: string[];
}

function cell(count: number | undefined): string {
  if (count === undefined) return '—';
  return count < TARGET ? `${count} ⚠` : String(count);
}

/** The question keys of each level of a pack. */
function levelKeys(p: Pack): Set<string>[] {
  return Array.from(
    { length: p.category.levels },
    (_, i) => new Set((p.levels[String(i + 1)] ?? []).map(questionIdentity)),
  );
}

/** Questions counted once in their subject, whatever their level. */
function distinctInPack(p: Pack): number {
  return new Set(levelKeys(p).flatMap((k) => [...k])).size;
}

/** Questions asked in more than one level of their subject. */
function sharedInPack(p: Pack): number {
  const count = new Map<string, number>();
  for (const keys of levelKeys(p)) for (const k of keys) count.set(k, (count.get(k) ?? 0) + 1);
  return [...count.values()].filter((n) => n > 1).length;
}

/** Content-gate hits in the pack's prompts, answers and wrong answers. */
function gateHitsInPack(p: Pack): number {
  return Object.values(p.levels).reduce((n, items) => n + items.flatMap(gateProblems).length, 0);
}

export function buildReport(packs: readonly Pack[], attribution: string): string {
  const sources = sourcesFromAttribution(
    attribution,
    packs.map((p) => p.category.machine_name),
  );
  const rows: Row[] = packs.map((pack) => ({
    pack,
    counts: Array.from({ length: pack.category.levels }, (_, i) => distinctQuestions(pack.levels[String(i + 1)] ?? [])),
    // The pack's own credits; for an imported pack without them, what ATTRIBUTION.md says.
    sources:
      packCredits(pack).length > 0
        ? [...new Set(packCredits(pack).map((c) => `${c.source} (${c.licence})`))]
        : (sources.get(pack.category.machine_name) ?? []),
  }));
  const byGroup = new Map<string, Row[]>();
  for (const row of rows) {
    const list = byGroup.get(row.pack.category.category_group) ?? [];
    list.push(row);
    byGroup.set(row.pack.category.category_group, list);
  }
  const out: string[] = [];
  out.push('# Content report', '');
  out.push(
    'Generated by `npm run content:report` from `content/packs/*.json`; do not edit by hand. A question ' +
      'counts once per level however often its text appears (the same text with another image is another ' +
      `question). Target: at least ${TARGET} distinct questions per level wherever the source allows.`,
    '',
  );
  out.push(
    ...summarySection(packs, rows, byGroup),
    ...subjectsPerGroupSection(byGroup),
    ...countsPerLevelSection(byGroup),
    ...perSubjectSection(packs),
    ...reviewSection(packs),
    ...giveawaysSection(packs),
    ...belowTargetSection(rows),
  );
  out.push('');
  return out.join('\n');
}

/** Groups that are not on the categories screen, in the order the packs name them. */
function unknownGroupsOf(byGroup: Map<string, Row[]>): string[] {
  return [...byGroup.keys()].filter((g) => !(CATEGORY_GROUPS as readonly string[]).includes(g));
}

function summarySection(packs: readonly Pack[], rows: Row[], byGroup: Map<string, Row[]>): string[] {
  const total = rows.reduce((sum, r) => sum + r.counts.reduce((a, b) => a + b, 0), 0);
  const emptyGroups = CATEGORY_GROUPS.filter((g) => !byGroup.has(g));
  const unknownGroups = unknownGroupsOf(byGroup);
  const belowTarget = rows.filter((r) => r.counts.some((c) => c < TARGET)).length;
  const fullLevels = rows.filter((r) => r.pack.category.levels === MAX_LEVELS).length;
  const totalDistinct = packs.reduce((n, p) => n + distinctInPack(p), 0);
  const totalShared = packs.reduce((n, p) => n + sharedInPack(p), 0);
  const totalHits = packs.reduce((n, p) => n + gateHitsInPack(p), 0);
  const read = packs.filter((p) => reviewCounts(p.category.machine_name));
  const readQuestions = read.reduce((n, p) => n + distinctInPack(p), 0);
  const notRead = read.reduce((n, p) => n + unreviewed(p).length, 0);
  return [
    '## Summary',
    '',
    `- ${rows.length} subjects in ${byGroup.size} of ${CATEGORY_GROUPS.length} groups, ${total} questions in all.`,
    `- ${totalDistinct} questions are distinct within their subject; ${totalShared} are asked in more than one level of their subject.`,
    `- Content gate: ${totalHits} blocked terms in prompts, answers and wrong answers.`,
    `- Read one by one: ${readQuestions} questions of ${read.length} subjects (${notRead} not yet read); ` +
      `the other ${packs.length - read.length} subjects are checked by machine (below).`,
    `- ${fullLevels} subjects have five levels; ${rows.length - fullLevels} declare a lower ceiling.`,
    `- ${rows.length - belowTarget} subjects reach ${TARGET} questions on every level; ` +
      `${belowTarget} have at least one level below it (reasons below).`,
    emptyGroups.length === 0
      ? '- Every group has at least one subject.'
      : `- **Empty groups:** ${emptyGroups.join(', ')}.`,
    ...(unknownGroups.length > 0
      ? [`- **Unknown groups (not on the categories screen):** ${unknownGroups.join(', ')}.`]
      : []),
    '',
  ];
}

function subjectsPerGroupSection(byGroup: Map<string, Row[]>): string[] {
  const out = ['## Subjects per group', '', '| # | Group | Subjects |', '|---|---|---|'];
  CATEGORY_GROUPS.forEach((g, i) => {
    const list = byGroup.get(g) ?? [];
    const names = list.map((r) => r.pack.category.label).join(', ');
    out.push(
      `| ${i + 1} | ${CATEGORY_GROUP_LABELS[g]} (\`${g}\`) | ${list.length === 0 ? '**empty**' : `${list.length}: ${names}`} |`,
    );
  });
  out.push('');
  return out;
}

function countsPerLevelSection(byGroup: Map<string, Row[]>): string[] {
  const out = [
    '## Distinct questions per level',
    '',
    "⚠ marks a level below the target; — a level above the subject's ceiling.",
    '',
  ];
  for (const g of [...CATEGORY_GROUPS, ...unknownGroupsOf(byGroup)]) {
    const list = byGroup.get(g);
    if (!list) continue;
    out.push(`### ${CATEGORY_GROUP_LABELS[g as keyof typeof CATEGORY_GROUP_LABELS] ?? g}`, '');
    out.push('| Subject | Levels | 1 | 2 | 3 | 4 | 5 | Sources |', '|---|---|---|---|---|---|---|---|');
    for (const r of list) {
      const c = r.pack.category;
      const levels = Array.from({ length: MAX_LEVELS }, (_, i) => cell(r.counts[i]));
      const src = r.sources.length > 0 ? r.sources.join('; ') : '**not named in ATTRIBUTION.md**';
      out.push(`| ${c.label} (\`${c.machine_name}\`) | ${c.levels} | ${levels.join(' | ')} | ${src} |`);
    }
    out.push('');
  }
  return out;
}

function perSubjectSection(packs: readonly Pack[]): string[] {
  return [
    '## Distinct questions, shared levels and blocked terms per subject',
    '',
    'Distinct: questions (text and images) counted once in their subject. Shared: questions asked in more than one ' +
      'level of their subject (target 0). Blocked: content-gate hits in prompts, answers and wrong answers (target 0).',
    '',
    '| Subject | Levels | Distinct | Shared | Blocked |',
    '|---|---|---|---|---|',
    ...packs.map(
      (p) =>
        `| \`${p.category.machine_name}\` | ${p.category.levels} | ${distinctInPack(p)} | ${sharedInPack(p)} | ${gateHitsInPack(p)} |`,
    ),
    '',
  ];
}

function reviewSection(packs: readonly Pack[]): string[] {
  const out = [
    '## Questions read one by one',
    '',
    'Every question of these subjects, with all its stored wrong answers, was read one by one by reviewers ' +
      '(helper sessions working from one written brief; ADR 023); the verdicts are in ' +
      '`content/review/questions/<subject>.json` (`content/scripts/question-review.ts`). Kept: right as it stands. ' +
      'Struck: right, but some wrong answers were also defensible, so they are never offered. Dropped: wrong, unclear ' +
      'or unfit, so not asked. Not reviewed: questions a generator changed since (target 0).',
    '',
    '| Subject | Every question read by | Kept | Struck | Dropped | Not reviewed |',
    '|---|---|---|---|---|---|',
  ];
  const machine: string[] = [];
  for (const p of packs) {
    const name = p.category.machine_name;
    const counts = reviewCounts(name);
    if (!counts) {
      machine.push(`\`${name}\``);
      continue;
    }
    const readings = fewestReadings(p);
    const readers = `${readings} reviewer${readings === 1 ? '' : 's'}`;
    out.push(
      `| \`${name}\` | ${readers} | ${counts.keep} | ${counts.strike} | ${counts.drop} | ${unreviewed(p).length} |`,
    );
  }
  out.push('', `Checked by machine instead (computed, or taken one to one from a table): ${machine.join(', ')}.`, '');
  return out;
}

function giveawaysSection(packs: readonly Pack[]): string[] {
  const out = [
    '## Give-aways per subject',
    '',
    'Measured by `content/src/giveaways.ts` over what players see (the answer and every choice of 3 of the stored ' +
      'wrong answers), once per distinct question. Each cell is how often the option that stands out is the right ' +
      `one, in percent (in brackets: over how many questions); chance is ${GIVEAWAY_METRICS.map((m) => `${CHANCE[m]} % for ${m}`).join(', ')} (recurring: one over the number of options); the target ` +
      `is chance ± ${TOLERANCE} points. — means fewer than ${MIN_SUPPORT} questions show the pattern. **Bold** marks ` +
      'a value outside the target.',
    '',
    '- overlap: the right option is the only one sharing a word with the question;',
    '- shape: the only one of a different format or script;',
    '- length: the only one much longer or shorter (1.5 times and 4 characters);',
    '- median: with four numeric options, the right one is one of the two middle values;',
    '- isolated: with four numeric options, the right one is the farthest from its neighbours;',
    '- recurring: with an option set that another question also has, how often the right answer is the same there.',
    '',
    `| Subject | ${GIVEAWAY_METRICS.join(' | ')} |`,
    `|---|${GIVEAWAY_METRICS.map(() => '---').join('|')}|`,
  ];
  for (const p of packs) {
    const r = measureGiveaways(p);
    const cells = GIVEAWAY_METRICS.map((m) => {
      const { rate, chance, support } = r[m];
      if (rate === null) return '—';
      const text = `${rate.toFixed(0)} (${support})`;
      return Math.abs(rate - chance) > TOLERANCE ? `**${text}**` : text;
    });
    out.push(`| \`${p.category.machine_name}\` | ${cells.join(' | ')} |`);
  }
  out.push('');
  return out;
}

/** Why each level under the target and each subject under five levels stops where it does. */
function belowTargetSection(rows: Row[]): string[] {
  const out = [`## Levels below ${TARGET}, and why`, ''];
  const belowTarget = rows.filter((r) => r.counts.some((c) => c < TARGET));
  if (belowTarget.length === 0) out.push(`Every level of every subject has ${TARGET} or more distinct questions.`);
  for (const r of belowTarget) {
    const c = r.pack.category;
    const low = r.counts
      .map((count, i) => ({ level: i + 1, count }))
      .filter((x) => x.count < TARGET)
      .map((x) => `L${x.level} ${x.count}`)
      .join(', ');
    out.push(
      `- **${c.label}** (\`${c.machine_name}\`; ${low}): ${c.notes?.trim() || '**no reason recorded** (add `category.notes` to the pack)'}`,
    );
  }
  const ceilings = rows.filter((r) => r.pack.category.levels < MAX_LEVELS);
  if (ceilings.length > 0) {
    out.push('', '## Subjects with fewer than five levels', '');
    for (const r of ceilings) {
      out.push(
        `- **${r.pack.category.label}** stops at level ${r.pack.category.levels}: ${r.pack.category.notes?.trim() || '**no reason recorded**'}`,
      );
    }
  }
  return out;
}

export const SOURCES_START = '<!-- every-source:start (generated by npm run content:report from the packs) -->';
export const SOURCES_END = '<!-- every-source:end -->';

/**
 * The "Every source" table of ATTRIBUTION.md: each source named in a pack's credits once, with its
 * author, link, licence and the subjects built from it, then each subject's own licence.
 */
export function sourcesTable(packs: readonly Pack[]): string {
  const bySource = new Map<string, { credit: ReturnType<typeof packCredits>[number]; subjects: string[] }>();
  for (const pack of packs) {
    for (const credit of packCredits(pack)) {
      const key = `${credit.source}\u0000${credit.licence}`;
      const entry = bySource.get(key) ?? { credit, subjects: [] };
      entry.subjects.push(`\`${pack.category.machine_name}\``);
      bySource.set(key, entry);
    }
  }
  const link = (text: string, url: string | undefined) => (url ? `[${text}](${url})` : text);
  const out = ['| Source | Author | Licence | Subjects |', '|---|---|---|---|'];
  for (const { credit, subjects } of [...bySource.values()].sort((a, b) =>
    a.credit.source.localeCompare(b.credit.source),
  )) {
    out.push(
      `| ${link(credit.source, credit.url)} | ${credit.author ?? ''} | ${link(credit.licence, credit.licenceUrl)} | ${subjects.join(', ')} |`,
    );
  }
  out.push('', '| Subject | Its questions are shared under |', '|---|---|');
  for (const pack of packs) {
    const licence = packLicence(pack);
    out.push(
      `| \`${pack.category.machine_name}\` | ${licence ? link(licence.name, licence.url) : '**no licence recorded**'} |`,
    );
  }
  return out.join('\n');
}

/** ATTRIBUTION.md with its generated "Every source" table replaced by `table`. */
export function withSourcesTable(attribution: string, table: string): string {
  const start = attribution.indexOf(SOURCES_START);
  const end = attribution.indexOf(SOURCES_END);
  if (start < 0 || end < start) throw new Error(`ATTRIBUTION.md lacks the markers ${SOURCES_START} … ${SOURCES_END}`);
  return `${attribution.slice(0, start + SOURCES_START.length)}\n\n${table}\n\n${attribution.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const packs = loadPacks();
  const markdownOptions = { ...((await prettier.resolveConfig(attributionPath)) ?? {}), parser: 'markdown' };
  const attribution = await prettier.format(
    withSourcesTable(readFileSync(attributionPath, 'utf8'), sourcesTable(packs)),
    markdownOptions,
  );
  writeFileSync(attributionPath, attribution);
  // The measured samples' section comes from content/review (issue 15, hand-judged).
  const raw = `${buildReport(packs, attribution)}\n${sampleSections()}`;
  // Formatted as the repository's Prettier settings want it, so format checks stay green.
  const options = (await prettier.resolveConfig(reportPath)) ?? {};
  const report = await prettier.format(raw, { ...options, parser: 'markdown' });
  writeFileSync(reportPath, report);
  process.stdout.write(`${report}\nWritten to ${reportPath}\n`);
}
