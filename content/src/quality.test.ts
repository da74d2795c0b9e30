/**
 * Quality rules of issue 7 §4 for every committed pack, every level, every question: four
 * distinct options, one right answer that is not also a wrong one, no option repeating the
 * prompt, no duplicate questions in a level, plain question and option text, safe learn-more
 * HTML, existing icons and images, and a known category group.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_GROUPS, itemProblems, markupProblem, normalise, questionIdentity } from './import.js';
import { buildReport, sourcesFromAttribution } from '../scripts/report.js';
import { assetsDir, loadPacks, type Pack, type PackItem } from './index.js';

const packs = loadPacks();

function levelsOf(p: Pack): [string, PackItem[]][] {
  return Array.from({ length: p.category.levels }, (_, i) => [String(i + 1), p.levels[String(i + 1)] ?? []]);
}

describe.each(packs.map((p) => [p.category.machine_name, p] as const))('pack %s', (name, p) => {
  it('has complete category metadata', () => {
    const c = p.category;
    expect(c.machine_name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(c.label.trim()).not.toBe('');
    expect(markupProblem(c.label)).toBeNull();
    expect(CATEGORY_GROUPS as readonly string[]).toContain(c.category_group);
    expect(c.category_group_label.trim()).not.toBe('');
    expect(c.sponsor_text.trim()).not.toBe('');
    expect(Number.isInteger(c.levels) && c.levels >= 1 && c.levels <= 5).toBe(true);
    expect(Object.keys(p.levels).sort()).toEqual(levelsOf(p).map(([l]) => l));
    if (c.notes !== undefined) expect(typeof c.notes).toBe('string');
  });

  it('has 1 to 3 icons, each an existing SVG under the assets folder', () => {
    const icons = p.category.icon_urls;
    expect(icons.length).toBeGreaterThanOrEqual(1);
    expect(icons.length).toBeLessThanOrEqual(3);
    for (const url of icons) {
      expect(url, name).not.toMatch(/^(\/|[a-z]+:)/);
      expect(readFileSync(join(assetsDir, url), 'utf8'), url).toContain('<svg');
    }
  });

  it('asks each question in one level only (issue 15 §4)', () => {
    const levelOf = new Map<string, string>();
    const shared: string[] = [];
    for (const [level, items] of levelsOf(p)) {
      for (const item of items) {
        const key = questionIdentity(item);
        const first = levelOf.get(key);
        if (first !== undefined && first !== level) shared.push(`"${item.text}" in levels ${first} and ${level}`);
        else levelOf.set(key, level);
      }
    }
    expect(shared.slice(0, 10)).toEqual([]);
  });

  it.each(levelsOf(p))('level %s follows the quality rules', (level, items) => {
    expect(items.length).toBeGreaterThan(0);
    const problems: string[] = [];
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const at = `${name} level ${level} #${index} "${item.text}"`;
      for (const problem of itemProblems(item)) problems.push(`${at}: ${problem}`);
      if (new Set([item.answer, ...item.distractors].map(normalise)).size < 4) {
        problems.push(`${at}: fewer than 4 distinct options`);
      }
      const key = questionIdentity(item);
      const first = seen.get(key);
      if (first !== undefined) problems.push(`${at}: same question as #${first}`);
      else seen.set(key, index);
      for (const r of item.resources ?? []) {
        if (/^(\/|[a-z]+:)/.test(r.url)) problems.push(`${at}: resource ${r.url} is not relative`);
        else if (!existsSync(join(assetsDir, r.url))) problems.push(`${at}: resource ${r.url} does not exist`);
        if (!r.alt || r.alt.trim() === '') problems.push(`${at}: resource ${r.url} has no alt text`);
        // The alt text is read out to screen-reader users: it must not give the answer away.
        else if (r.alt.toLowerCase().includes(item.answer.toLowerCase())) {
          problems.push(`${at}: the alt text of ${r.url} names the answer`);
        }
      }
    });
    expect(problems.slice(0, 20)).toEqual([]);
  });
});

describe('content report', () => {
  const attribution = readFileSync(new URL('../ATTRIBUTION.md', import.meta.url), 'utf8');

  it('lists the 14 groups in order, flags empty ones and counts distinct questions', () => {
    const sample: Pack = {
      category: {
        machine_name: 'sample',
        label: 'Sample',
        category_group: 'math',
        category_group_label: 'Math',
        sponsor_text: 'x',
        icon_urls: ['icons/own-questions.svg'],
        levels: 2,
        notes: 'Only a sample.',
      },
      levels: {
        '1': [
          { text: 'Q?', answer: 'a', distractors: ['b', 'c', 'd'] },
          { text: 'Q?', answer: 'a', distractors: ['b', 'c', 'd'], resources: [{ url: 'x.svg', alt: 'x' }] },
        ],
        '2': [{ text: 'R?', answer: 'a', distractors: ['b', 'c', 'd'] }],
      },
    };
    const report = buildReport([sample], '');
    const groupRows = report.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(groupRows).toHaveLength(14);
    expect(groupRows[0]).toContain('`english`');
    expect(groupRows[13]).toContain('`sustainable-development-goals`');
    expect(groupRows[8]).toContain('1: Sample');
    expect(groupRows[0]).toContain('**empty**');
    expect(report).toContain('| Sample (`sample`) | 2 | 2 ⚠ | 1 ⚠ | — | — | — | **not named in ATTRIBUTION.md** |');
    expect(report).toContain('- **Sample** (`sample`; L1 2, L2 1): Only a sample.');
  });

  it('names the sources of every pack, from its credits', () => {
    const report = buildReport(packs, attribution);
    expect(report).not.toContain('not named in ATTRIBUTION');
    expect(report).toMatch(/\| Flags of the World \(`flags-of-the-world`\) \|[^\n]*flag-icons \(MIT\)/);
    expect(report).toMatch(/\(`countries-on-the-map`\) \|[^\n]*Natural Earth \(Public domain\)/);
  }, 240_000);

  it('falls back to ATTRIBUTION.md for a pack without credits', () => {
    const sources = sourcesFromAttribution(attribution, ['flags-of-the-world', 'countries-on-the-map']);
    expect(sources.get('flags-of-the-world')).toEqual(expect.arrayContaining(['world-countries', 'flag-icons']));
    expect(sources.get('countries-on-the-map')?.join(' ')).toMatch(/Natural Earth/);
  });
});
