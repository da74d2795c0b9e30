// `npm run bots [-- options]`: plays the public Freerice bots' strategies (and, beside them, an
// honest classroom and the fastest honest person) against a running Ricebowl server, each on an
// account of its own (or anonymously) and from an address of its own, side by side, and prints
// what each earned a minute against the fastest honest person's rate, and whether it was flagged.
// Each strategy's address is sent as X-Forwarded-For: start the server with TRUST_PROXY=loopback
// (this script then plays the trusted proxy); without it every strategy shares 127.0.0.1. Options:
//   --url http://localhost:3000   the server
//   --strategy a,b                 some of the simulator's STRATEGIES (default: all)
//   --seconds 120                  time budget per strategy
//   --answers 400                  answer budget per strategy
//   --token T --user U             play one strategy as an existing account instead of signing up
//   --keep-playing                 do not stop a strategy once its account is flagged
import { parseArgs } from 'node:util';
import {
  STRATEGIES,
  httpTransport,
  runStrategy,
  strategyNamed,
  type BotReport,
  type Transport,
} from './bots/simulator.js';

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
const http = httpTransport(values.url);
/** As a trusted proxy would: the strategy's own address appended to whatever it forged. */
const fromAddress =
  (address: string): Transport =>
  (method, path, body, headers = {}) => {
    const forged = headers['x-forwarded-for'];
    return http(method, path, body, { ...headers, 'x-forwarded-for': forged ? `${forged}, ${address}` : address });
  };

console.log(
  `Playing ${strategies.map((s) => s.name).join(', ')} against ${values.url} for up to ${values.seconds} s each…`,
);
const reports: BotReport[] = await Promise.all(
  strategies.map((strategy, i) =>
    runStrategy(strategy, {
      transport: fromAddress(`198.18.${i}.1`),
      account,
      maxMs: Number(values.seconds) * 1000,
      maxAnswers: Number(values.answers),
      stopWhenFlagged: !values['keep-playing'],
    }),
  ),
);

const perMinute = (r: BotReport) => r.credited / (r.elapsedMs / 60_000);
const yardstick = reports.find((r) => r.strategy === 'fast-honest');
const rows = reports.map((r) => [
  r.strategy,
  strategyNamed(r.strategy).honest ? 'person' : 'bot',
  String(r.answers),
  String(r.right),
  String(r.credited),
  r.right === 0 ? '-' : `${((100 * r.credited) / (10 * r.right)).toFixed(1)} %`,
  perMinute(r).toFixed(0),
  yardstick ? `${(perMinute(r) / perMinute(yardstick)).toFixed(2)}×` : '-',
  r.flagged === null ? '-' : r.flagged ? 'yes' : 'no',
  `${(r.elapsedMs / 1000).toFixed(1)} s`,
]);
const header = [
  'strategy',
  'who',
  'answers',
  'right',
  'credited grains',
  'right credited',
  'grains/min',
  'vs fast-honest',
  'flagged',
  'time',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
const bots = reports.filter((r) => !strategyNamed(r.strategy).honest);
const all = reports.reduce((sum, r) => sum + r.credited, 0);
console.log(
  `Bots: ${bots.reduce((sum, r) => sum + r.credited, 0)} of ${all} credited grains; ` +
    `fastest honest person: ${yardstick ? perMinute(yardstick).toFixed(0) : '-'} grains a minute.`,
);
