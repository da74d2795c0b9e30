/**
 * Imports an operator's own question set (Ricebowl JSON or Moodle GIFT) as a new subject:
 * validates it and writes content/packs/<machine_name>.json, which the server serves from its
 * next start. See content/IMPORT.md.
 *
 *   npm run content:import -- <file> [--format gift|json] [--machine-name x] [--label "X"]
 *                                    [--group new-categories] [--icon icons/x.svg] [--force]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { packsDir } from '../src/index.js';
import { importQuestionSet, type ImportMeta } from '../src/import.js';
import { serializePack } from './lib.js';

const USAGE = `Usage: npm run content:import -- <file> [--format gift|json] [--machine-name name]
         [--label "Label"] [--group group-id] [--sponsor-text "…"] [--icon icons/name.svg]
         [--language en] [--force]`;

function main(argv: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        'machine-name': { type: 'string' },
        label: { type: 'string' },
        group: { type: 'string' },
        'sponsor-text': { type: 'string' },
        icon: { type: 'string' },
        language: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const file = positionals[0] as string;
  const format = values.format ?? (extname(file).toLowerCase() === '.json' ? 'json' : 'gift');
  if (format !== 'json' && format !== 'gift') {
    console.error(`--format must be gift or json, not "${format}"`);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    console.error(`Cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  const meta: ImportMeta = {
    ...(values['machine-name'] !== undefined ? { machine_name: values['machine-name'] } : {}),
    ...(values.label !== undefined ? { label: values.label } : {}),
    ...(values.group !== undefined ? { group: values.group } : {}),
    ...(values['sponsor-text'] !== undefined ? { sponsor_text: values['sponsor-text'] } : {}),
    ...(values.icon !== undefined ? { icon: values.icon } : {}),
    ...(values.language !== undefined ? { language: values.language } : {}),
  };
  const result = importQuestionSet(text, format, meta);
  if ('errors' in result) {
    console.error(`${file}: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}, nothing written.`);
    const lines = text.split(/\r?\n/);
    for (const e of result.errors) {
      console.error(`  ${e.line === 0 ? 'command line' : `line ${e.line}`}: ${e.message}`);
      // The offending line itself, so the operator sees what to change.
      const source = e.line > 0 ? lines[e.line - 1]?.trim() : undefined;
      if (source) console.error(`    > ${source.length > 160 ? `${source.slice(0, 157)}...` : source}`);
    }
    return 1;
  }
  const { pack } = result;
  const target = join(packsDir, `${pack.category.machine_name}.json`);
  if (existsSync(target) && !values.force) {
    console.error(
      `${target} already exists. Choose another --machine-name, or add --force to replace it ` +
        '(a subject built by content/scripts/build.ts would be overwritten again by the next build).',
    );
    return 1;
  }
  writeFileSync(target, serializePack(pack));
  const counts = Object.entries(pack.levels)
    .map(([level, items]) => `level ${level}: ${items.length}`)
    .join(', ');
  console.log(
    `Wrote ${target}\n  "${pack.category.label}" in group ${pack.category.category_group} (${counts}).\n` +
      '  Restart the server to offer it.',
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
