// Issue 8 item 4: the answer path must not get slower unnoticed. A short answer loop (SQLite,
// 50 players, BENCH_CHECK_ROUNDS × BENCH_CHECK_SECONDS) measured beside the hello-world; the median
// ratio fails the check when it is more than 30 % below the committed baseline. Ratios only: the
// absolute rates depend on the machine and on whatever else it is running.
//
// `npm run bench:check`                       compare with bench/baseline.json (CI, after npm test)
// `npm run bench:check -- --write-baseline`   record this run's ratio as the baseline
import fs from 'node:fs';
import path from 'node:path';
import { measureRounds, sqliteTarget, summarise } from './answer-loop.js';
import { root } from './processes.js';
import { machine } from './results.js';

/** How far below the baseline a ratio may fall before the check fails. */
export const ALLOWED_DROP = 0.3;
const PLAYERS = 50;
const baselineFile = path.join(root, 'bench/baseline.json');

interface AnswerLoopBaseline {
  /** Median answers/s ÷ hello-world req/s, SQLite, 50 players. */
  sqlite50Ratio: number;
  measured: string;
}

/** The whole file: other sections (the web bundle's) are kept as they are. */
function readBaseline(): Record<string, unknown> {
  return fs.existsSync(baselineFile)
    ? (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as Record<string, unknown>)
    : {};
}

export function verdict(ratio: number, baseline: AnswerLoopBaseline | undefined): string | null {
  if (!baseline?.sqlite50Ratio)
    return 'bench/baseline.json has no answerLoop.sqlite50Ratio (run with --write-baseline)';
  const floor = baseline.sqlite50Ratio * (1 - ALLOWED_DROP);
  return ratio < floor
    ? `answer-loop ratio ${ratio.toFixed(3)} is more than ${ALLOWED_DROP * 100} % below the baseline ${baseline.sqlite50Ratio.toFixed(3)} (floor ${floor.toFixed(3)})`
    : null;
}

async function main() {
  const rounds = Number(process.env.BENCH_CHECK_ROUNDS ?? 3);
  const seconds = Number(process.env.BENCH_CHECK_SECONDS ?? 5);
  const s = summarise(await measureRounds(sqliteTarget, { players: PLAYERS, seconds, rounds }));
  console.log(
    `answer-loop check: median ratio ${s.ratio.toFixed(3)} (rounds ${s.ratios.map((r) => r.toFixed(3)).join(', ')}), ${s.errors} errors`,
  );
  const file = readBaseline();
  if (process.argv.includes('--write-baseline')) {
    const answerLoop: AnswerLoopBaseline = { sqlite50Ratio: Number(s.ratio.toFixed(3)), measured: machine() };
    fs.writeFileSync(baselineFile, `${JSON.stringify({ ...file, answerLoop }, null, 2)}\n`);
    console.log(`Wrote answerLoop to ${path.relative(root, baselineFile)}`);
    return 0;
  }
  const problem = s.errors > 0 ? `${s.errors} answers failed` : verdict(s.ratio, file.answerLoop as AnswerLoopBaseline);
  if (problem) {
    console.error(`FAIL: ${problem}`);
    return 1;
  }
  console.log(
    `OK: within ${ALLOWED_DROP * 100} % of the baseline ${(file.answerLoop as AnswerLoopBaseline).sqlite50Ratio}`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'bench/check.ts')) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
