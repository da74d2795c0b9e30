/**
 * Give-aways (issue 15 §3): the metrics find the patterns they name, and every committed subject
 * stays within chance ± 10 points on each, with no exceptions.
 */
import { describe, expect, it } from 'vitest';
import { contentWords, giveawayProblems, measureGiveaways, numericValue, shapeOf } from './giveaways.js';
import { loadPacks, type Pack, type PackItem } from './index.js';

function pack(items: PackItem[]): Pack {
  return {
    category: {
      machine_name: 'sample',
      label: 'Sample',
      category_group: 'math',
      category_group_label: 'Math',
      sponsor_text: 'x',
      icon_urls: ['icons/own-questions.svg'],
      levels: 1,
    },
    levels: { '1': items },
  };
}

describe('give-away metrics', () => {
  it('read numbers, years and centuries, word shapes and content words', () => {
    expect(numericValue('1066')).toBe(1066);
    expect(numericValue('44 BC')).toBe(-44);
    expect(numericValue('1,200')).toBe(1200);
    expect(numericValue('3/4')).toBe(0.75);
    expect(numericValue('5th century BC')).toBe(-450);
    expect(numericValue('Mexican peso')).toBeNull();
    expect(shapeOf('Mexican peso')).toBe(shapeOf('Danish krone'));
    expect(shapeOf('Mexican peso')).not.toBe(shapeOf('euro'));
    expect(shapeOf('猫')).not.toBe(shapeOf('cat'));
    expect(contentWords('What is the currency of the Falkland Islands?')).toEqual(['currency', 'falkland', 'islands']);
  });

  it('flag an answer that is always the middle value, the only one naming the country, or a repeated set', () => {
    const middle = Array.from({ length: 40 }, (_, i) => ({
      text: `In which year did event ${i} happen?`,
      answer: String(1800 + i),
      distractors: [String(1790 + i), String(1810 + i), String(1780 + i)].map((y, k) =>
        k === 2 ? String(1830 + i) : y,
      ),
    }));
    expect(measureGiveaways(pack(middle)).median.rate).toBe(100);
    const named = Array.from({ length: 40 }, (_, i) => ({
      text: `What is the currency of Land${'x'.repeat(i % 7)}ia ${i}?`,
      answer: `Land${'x'.repeat(i % 7)}ia ${i} pound`,
      distractors: ['Euro', 'Yen', 'Rupee'],
    }));
    const report = measureGiveaways(pack(named));
    expect(report.overlap.rate).toBe(100);
    expect(giveawayProblems(pack(named), report)).toContain(
      'sample: overlap 100.0 % (chance 25 ± 10, over 40 questions)',
    );
    const repeated = Array.from({ length: 30 }, (_, i) => ({
      text: `Question ${i}?`,
      answer: 'Alpha',
      distractors: ['Beta', 'Gamma', 'Delta'],
    }));
    expect(measureGiveaways(pack(repeated)).recurring).toMatchObject({ rate: 100, chance: 25 });
  });

  it('leave a fair subject alone', () => {
    const fair = Array.from({ length: 80 }, (_, i) => {
      const years = [1700, 1720, 1740, 1760].map((y) => y + i);
      const answer = years[i % 4] as number;
      return {
        text: `In which year did event ${i} happen?`,
        answer: String(answer),
        distractors: years.filter((y) => y !== answer).map(String),
      };
    });
    const report = measureGiveaways(pack(fair));
    expect(report.median.rate).toBe(50);
    expect(giveawayProblems(pack(fair), report)).toEqual([]);
  });
});

describe('give-aways in the committed packs', () => {
  const packs = loadPacks();

  it.each(packs.map((p) => [p.category.machine_name, p] as const))('%s stays within chance ± 10', (_name, p) => {
    expect(giveawayProblems(p)).toEqual([]);
  });
});
