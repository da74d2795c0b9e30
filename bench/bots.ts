// `npm run bots [-- options]`: plays the public Freerice bots' strategies against a running
// Ricebowl server, each on an account of its own, side by side, and prints what each earned and
// whether it was flagged. Options:
//   --url http://localhost:3000   the server
//   --strategy a,b                 some of: no-delay, fixed-400ms, random-2-8s, threads, reused-game, human
//   --seconds 120                  time budget per strategy
//   --answers 400                  answer budget per strategy
//   --token T --user U             play one strategy as an existing account instead of signing up
//   --keep-playing                 do not stop a strategy once its account is flagged
import { parseArgs } from 'node:util';
import { STRATEGIES, httpTransport, runStrategy, strategyNamed, type BotReport } from './bots/simulator.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    strategy: { type: 'string' },
    seconds: { type: 'string', default: '120' },
    answers: { type: 'string', default: '400' },
    token: { type: 'string' },
    user: { type: 'string' },
    'keep-playing': { type: 'boolean', default: false },
  },
});

const strategies = values.strategy ? values.strategy.split(',').map((name) => strategyNamed(name.trim())) : STRATEGIES;
if ((values.token || values.user) && !(values.token && values.user && strategies.length === 1)) {
  throw new Error('--token and --user go together, with one --strategy (one account can only be flagged once)');
}
const account = values.token && values.user ? { token: values.token, uuid: values.user } : undefined;
const transport = httpTransport(values.url);

console.log(
  `Playing ${strategies.map((s) => s.name).join(', ')} against ${values.url} for up to ${values.seconds} s each…`,
);
const reports: BotReport[] = await Promise.all(
  strategies.map((strategy) =>
    runStrategy(strategy, {
      transport,
      account,
      maxMs: Number(values.seconds) * 1000,
      maxAnswers: Number(values.answers),
      stopWhenFlagged: !values['keep-playing'],
    }),
  ),
);

const rows = reports.map((r) => [
  r.strategy,
  String(r.answers),
  String(r.stale),
  String(r.errors),
  String(r.credited),
  r.flagged === null ? '-' : r.flagged ? 'yes' : 'no',
  `${(r.elapsedMs / 1000).toFixed(1)} s`,
]);
const header = ['strategy', 'answers', 'stale', 'errors', 'credited grains', 'flagged', 'time'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
