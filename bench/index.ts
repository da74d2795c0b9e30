// `npm run bench [-- name…]`: every benchmark, or the named ones; results in bench/RESULTS.md.
import { runAnswerLoop } from './answer-loop.js';
import { runBundleSize } from './bundle-size.js';
import { runLeaderboards } from './leaderboards.js';
import { runLighthouse } from './lighthouse.js';
import { runSoak } from './soak.js';

const benchmarks: Record<string, () => Promise<void>> = {
  'answer-loop': runAnswerLoop,
  leaderboards: runLeaderboards,
  soak: runSoak,
  bundle: runBundleSize,
  lighthouse: runLighthouse,
};

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of chosen)
  if (!(name in benchmarks)) throw new Error(`Unknown benchmark ${name}: use ${Object.keys(benchmarks).join(', ')}`);

try {
  for (const [name, run] of Object.entries(benchmarks)) if (chosen.length === 0 || chosen.includes(name)) await run();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
