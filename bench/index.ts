// `npm run bench [-- name…] [--minutes N]`: every benchmark, or the named ones; results in
// bench/RESULTS.md. --minutes sets how long the soak runs (default 10, or SOAK_SECONDS).
import { parseArgs } from 'node:util';
import { runAnswerLoop } from './answer-loop.js';
import { runBundleSize } from './bundle-size.js';
import { runLeaderboards } from './leaderboards.js';
import { runLighthouse } from './lighthouse.js';
import { runSoak } from './soak.js';

const { values, positionals: chosen } = parseArgs({
  options: { minutes: { type: 'string' } },
  allowPositionals: true,
});
const minutes = values.minutes === undefined ? undefined : Number(values.minutes);
if (minutes !== undefined && !(minutes > 0))
  throw new Error(`--minutes must be a positive number, not ${values.minutes}`);

const benchmarks: Record<string, () => Promise<void>> = {
  'answer-loop': runAnswerLoop,
  leaderboards: runLeaderboards,
  soak: () => runSoak(minutes === undefined ? undefined : minutes * 60),
  bundle: runBundleSize,
  lighthouse: runLighthouse,
};

for (const name of chosen)
  if (!(name in benchmarks)) throw new Error(`Unknown benchmark ${name}: use ${Object.keys(benchmarks).join(', ')}`);

try {
  for (const [name, run] of Object.entries(benchmarks)) if (chosen.length === 0 || chosen.includes(name)) await run();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
