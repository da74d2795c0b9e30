/**
 * Issue 15 §5, content side: every pack carries its licence and its sources, the accessors the
 * credits page uses read them safely, and ATTRIBUTION.md lists every source with its licence.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACK_CREDITS } from '../scripts/credits.js';
import { sourcesTable } from '../scripts/report.js';
import { loadPacks, packCredits, packLicence, type Pack } from './index.js';

const packs = loadPacks();
const attribution = readFileSync(new URL('../ATTRIBUTION.md', import.meta.url), 'utf8');

function packWith(category: Record<string, unknown>): Pack {
  return {
    category: {
      machine_name: 'sample',
      label: 'Sample',
      category_group: 'math',
      category_group_label: 'Math',
      sponsor_text: 'x',
      icon_urls: ['icons/own-questions.svg'],
      levels: 1,
      ...category,
    },
    levels: { '1': [{ text: 'Q?', answer: 'a', distractors: ['b', 'c', 'd'] }] },
  };
}

describe.each(packs.map((p) => [p.category.machine_name, p] as const))('pack %s', (name, pack) => {
  it('names its licence and at least one source, each with a licence and links', () => {
    expect(packLicence(pack), name).not.toBeNull();
    const credits = packCredits(pack);
    expect(credits.length).toBeGreaterThan(0);
    // Nothing was dropped as malformed: the raw list and the accessor's agree.
    expect(credits).toHaveLength(pack.category.credits?.length ?? 0);
    for (const c of credits) {
      expect(c.licenceUrl).toMatch(/^https?:\/\//);
      if (c.url !== undefined) expect(c.url).toMatch(/^https?:\/\//);
    }
  });

  it('has every source, its licence and its link in ATTRIBUTION.md', () => {
    for (const c of packCredits(pack)) {
      expect(attribution, c.source).toContain(c.source);
      expect(attribution, `${c.source}: ${c.licence}`).toContain(`[${c.licence}](${c.licenceUrl})`);
      if (c.url) expect(attribution, c.url).toContain(c.url);
    }
  });
});

describe('credits', () => {
  it('are recorded for exactly the committed packs', () => {
    expect(Object.keys(PACK_CREDITS).sort()).toEqual(packs.map((p) => p.category.machine_name).sort());
  });

  it('ATTRIBUTION.md holds the generated table as the packs now are', () => {
    // Compared without Prettier's column padding, which is the only formatting it applies.
    const squash = (s: string) =>
      s
        .split('\n')
        .filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l))
        .map((l) => l.replace(/\s*\|\s*/g, '|').trim());
    const start = attribution.indexOf('<!-- every-source:start');
    const end = attribution.indexOf('<!-- every-source:end -->');
    expect(squash(attribution.slice(start, end))).toEqual(squash(sourcesTable(packs)));
  });

  it('the accessors return nothing for a pack that names nothing, and drop malformed entries', () => {
    expect(packCredits(packWith({}))).toEqual([]);
    expect(packLicence(packWith({}))).toBeNull();
    expect(packLicence(packWith({ licence: { name: 'MIT', url: 'javascript:alert(1)' } }))).toBeNull();
    const good = { source: 'A', licence: 'MIT', licenceUrl: 'https://opensource.org/license/mit' };
    const credits = [
      good,
      { source: '', licence: 'MIT', licenceUrl: 'https://x.test/' },
      { source: 'B', licence: 'MIT' },
      { source: 'C', licence: 'MIT', licenceUrl: 'https://x.test/', url: 'javascript:alert(1)' },
      'D',
      { ...good, source: 'E', author: 'Someone', url: 'https://e.test/', usedFor: 'words', extra: 1 },
    ];
    expect(packCredits(packWith({ credits }))).toEqual([
      good,
      { ...good, source: 'E', author: 'Someone', url: 'https://e.test/', usedFor: 'words' },
    ]);
  });
});
