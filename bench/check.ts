// Issues 8 and 17: the answer path must not get slower unnoticed. Short answer loops on SQLite with
// 50 players, anonymous and signed-in (each in two groups and the running challenge),
// BENCH_CHECK_ROUNDS × BENCH_CHECK_SECONDS each, measured beside the hello-world; a row's median
// ratio fails the check when it is more than 30 % below its committed baseline. Ratios only: the
// absolute rates depend on the machine and on whatever else it is running.
//
// `npm run bench:check`                       compare with bench/baseline.json (CI, after npm test)
// `npm run bench:check -- --write-baseline`   record this run's ratio as the baseline
import fs from 'node:fs';
import path from 'node:path';
import { measureRounds, sqliteTarget, summarise, type Players } from './answer-loop.js';
import { root } from './processes.js';
import { machine } from './results.js';

/** How far below the baseline a ratio may fall before the check fails. */
export const ALLOWED_DROP = 0.3;
const PLAYERS = 50;
const baselineFile = path.join(root, 'bench/baseline.json');

interface AnswerLoopBaseline {
  /** Median answers/s ÷ hello-world req/s, SQLite, 50 anonymous players. */
  sqlite50Ratio: number;
  /** The same for 50 signed-in players. */
  sqlite50SignedInRatio: number;
  measured: string;
}

/** The baseline key of each checked row. */
const ROWS: Record<Players, 'sqlite50Ratio' | 'sqlite50SignedInRatio'> = {
  anonymous: 'sqlite50Ratio',
  'signed-in': 'sqlite50SignedInRatio',
};

/** The whole file: other sections (the web bundle's) are kept as they are. */
function readBaseline(): Record<string, unknown> {
  return fs.existsSync(baselineFile)
    ? (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as Record<string, unknown>)
    : {};
}

export function verdict(ratio: number, baseline: number | undefined, row: Players = 'anonymous'): string | null {
  if (!baseline) return `bench/baseline.json has no answerLoop.${ROWS[row]} (run with --write-baseline)`;
  const floor = baseline * (1 - ALLOWED_DROP);
  return ratio < floor
    ? `${row} answer-loop ratio ${ratio.toFixed(3)} is more than ${ALLOWED_DROP * 100} % below the baseline ${baseline.toFixed(3)} (floor ${floor.toFixed(3)})`
    : null;
}

async function main() {
  const rounds = Number(process.env.BENCH_CHECK_ROUNDS ?? 3);
  const seconds = Number(process.env.BENCH_CHECK_SECONDS ?? 5);
  const file = readBaseline();
  const baseline = file.answerLoop as Partial<AnswerLoopBaseline> | undefined;
  const measured: Partial<AnswerLoopBaseline> = {};
  const problems: string[] = [];
  for (const [who, key] of Object.entries(ROWS) as [Players, (typeof ROWS)[Players]][]) {
    const s = summarise(await measureRounds(sqliteTarget, { players: PLAYERS, seconds, rounds, who }));
    console.log(
      `answer-loop check, ${who}: median ratio ${s.ratio.toFixed(3)} (rounds ${s.ratios.map((r) => r.toFixed(3)).join(', ')}), ${s.errors} errors`,
    );
    measured[key] = Number(s.ratio.toFixed(3));
    const problem = s.errors > 0 ? `${s.errors} ${who} answers failed` : verdict(s.ratio, baseline?.[key], who);
    if (problem) problems.push(problem);
  }
  if (process.argv.includes('--write-baseline')) {
    fs.writeFileSync(
      baselineFile,
      `${JSON.stringify({ ...file, answerLoop: { ...measured, measured: machine() } }, null, 2)}\n`,
    );
    console.log(`Wrote answerLoop to ${path.relative(root, baselineFile)}`);
    return 0;
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(`FAIL: ${problem}`);
    return 1;
  }
  console.log(`OK: within ${ALLOWED_DROP * 100} % of the baselines ${JSON.stringify(baseline)}`);
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
