/**
 * The content gate (issue 15 §1): blocked terms are found as whole words, inflections, compounds
 * and look-alikes; innocent words that contain them are not; no committed pack has a hit; an
 * import with a hit is refused at the offending line.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateHits, gateProblems, passesGate } from './gate.js';
import { importQuestionSet } from './import.js';
import { loadPacks } from './index.js';

describe('content gate', () => {
  it.each([
    ['fuck', 'fuck'],
    ['Motherfuckers', 'fuck'],
    ['bullshitting', 'shit'],
    ['f4ck', 'fuck'],
    ['dumbass', 'ass'],
    ['assholes', 'ass'],
    ['niggers', 'nigger'],
    ['kikes', 'kike'],
    ['spics', 'spic'],
    ['a wetback', 'wetback'],
    ['Japs', 'jap'],
    ['gook', 'gook'],
    ['chink', 'chink'],
    ['chinks', 'chink'],
    ['cum', 'cum'],
    ['cumshot', 'cum'],
    ['semen', 'semen'],
    ['the whorehouse', 'whore'],
    ['sexy', 'sexy'],
    ['rapists', 'rape'],
    ['orgies', 'orgy'],
    ['prostitution', 'prostitute'],
    ['beheading', 'behead'],
    ['ｆｕｃｋ', 'fuck'],
  ])('blocks %s', (text, term) => {
    expect(gateHits(text).map((h) => h.term)).toContain(term);
  });

  it.each([
    'Scunthorpe',
    'Essex',
    'Middlesex',
    'assassin',
    'class',
    'Charles Dickens',
    'Emily Dickinson',
    'Philip K. Dick',
    'Moby-Dick',
    'cockatoo',
    'shitake',
    'Assyria',
    'Camille Pissarro',
    'György Ligeti',
    'therapist',
    'Uranus',
    'arcanus means:',
    'annus means:',
    'analysis',
    'The Analects',
    'cumulus',
    'Japan',
    'spice',
    'raccoon',
    'cocoon',
    'tycoon',
    'Titanic',
    'arsenal',
    'rapeseed oil',
    'Fukushima',
    'human trafficking',
    'by income, sex, age',
    'The Second Sex',
    'fu',
    'fǔ',
    '应该 (yīnggāi) means:',
    '455',
    'How is 伞 (umbrella) pronounced?',
    'The Damnation of Faust',
    'molestar means:',
    'el cumpleaños means:',
    'cumprimentar means:',
    'o cume means:',
    'der Schinken means:',
    'a semente means:',
  ])('lets %s through', (text) => {
    expect(gateHits(text)).toEqual([]);
    expect(passesGate(text)).toBe(true);
  });

  it('names the field of each hit', () => {
    expect(gateProblems({ text: 'Q?', answer: 'fine', distractors: ['ok', 'jackass', 'good'] })).toEqual([
      'the wrong answer "jackass" contains the blocked term "jackass" (ass)',
    ]);
  });

  it('finds nothing in any prompt, answer or wrong answer of any committed pack', () => {
    const hits: string[] = [];
    for (const pack of loadPacks()) {
      for (const [level, items] of Object.entries(pack.levels)) {
        for (const item of items) {
          for (const problem of gateProblems(item)) {
            hits.push(`${pack.category.machine_name} L${level} "${item.text}": ${problem}`);
          }
        }
      }
    }
    expect(hits).toEqual([]);
    // About 100k texts: seconds on a quiet machine, a minute or more on a busy one.
  }, 240_000);
});

describe('content gate on imports', () => {
  const gift = ['Which word means a foolish person?', '{ =a jackass ~a hero ~a saint ~a sage }', ''].join('\n');

  it('refuses a question set with a blocked term and names its line', () => {
    const result = importQuestionSet(`// our set\n\n${gift}`, 'gift', { label: 'Ours' });
    expect(result).toEqual({
      errors: [{ line: 3, message: 'the right answer contains the blocked term "jackass" (ass)' }],
    });
  });

  it('the command prints the offending line and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-'));
    const file = join(dir, 'set.gift');
    writeFileSync(file, `// our set\n\n${gift}`);
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'content/scripts/import.ts', file, '--machine-name', `gate-test-${process.pid}`],
      { cwd: new URL('../..', import.meta.url), encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('line 3: the right answer contains the blocked term "jackass" (ass)');
    expect(run.stderr).toContain('> Which word means a foolish person?');
    expect(run.stderr).toContain('nothing written');
  });
});
