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
//   --copies 10 --people 300       the soak: each strategy played by this many bots (or crowds) at once,
//                                  each from an address of its own, beside this many more people
//                                  (`human`, each from an address of its own); prints per-copy rates
//                                  and the bots' share of all credited grains
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
    copies: { type: 'string', default: '1' },
    people: { type: 'string', default: '0' },
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
const copies = Number(values.copies);
// Every run plays from an address of its own: strategy i's copy c from 198.18.i.c, the extra
// people from 198.19.x.y.
const runs = [
  ...strategies.flatMap((strategy, i) =>
    Array.from({ length: copies }, (_, c) => ({ strategy, address: `198.18.${i}.${c + 1}` })),
  ),
  ...Array.from({ length: Number(values.people) }, (_, n) => ({
    strategy: strategyNamed('human'),
    address: `198.19.${n >> 8}.${(n & 255) + 1}`,
  })),
];
const played: BotReport[] = await Promise.all(
  runs.map(({ strategy, address }) =>
    runStrategy(strategy, {
      transport: fromAddress(address),
      account,
      maxMs: Number(values.seconds) * 1000,
      maxAnswers: Number(values.answers),
      stopWhenFlagged: !values['keep-playing'],
    }),
  ),
);

/** One row per strategy: the copies' sums, so that rates are per copy (per client, per account). */
const reports = [...new Set(played.map((r) => r.strategy))].map((name) => {
  const mine = played.filter((r) => r.strategy === name);
  const sum = (pick: (r: BotReport) => number) => mine.reduce((total, r) => total + pick(r), 0);
  return {
    strategy: name,
    copies: mine.length,
    answers: sum((r) => r.answers),
    right: sum((r) => r.right),
    credited: sum((r) => r.credited),
    elapsedMs: sum((r) => r.elapsedMs),
    flagged: mine.some((r) => r.flagged === null) ? null : sum((r) => (r.flagged ? 1 : 0)),
  };
});
type Row = (typeof reports)[number];
const perMinute = (r: Row) => r.credited / (r.elapsedMs / 60_000);
const yardstick = reports.find((r) => r.strategy === 'fast-honest');
const rows = reports.map((r) => [
  copies > 1 || r.copies > 1 ? `${r.strategy} ×${r.copies}` : r.strategy,
  strategyNamed(r.strategy).honest ? 'person' : 'bot',
  String(r.answers),
  String(r.right),
  String(r.credited),
  r.right === 0 ? '-' : `${((100 * r.credited) / (10 * r.right)).toFixed(1)} %`,
  perMinute(r).toFixed(0),
  yardstick ? `${(perMinute(r) / perMinute(yardstick)).toFixed(2)}×` : '-',
  r.flagged === null ? '-' : r.copies > 1 ? `${r.flagged} of ${r.copies}` : r.flagged ? 'yes' : 'no',
  `${(r.elapsedMs / r.copies / 1000).toFixed(1)} s`,
]);
const header = [
  'strategy',
  'who',
  'answers',
  'right',
  'credited grains',
  'right credited',
  'grains/min each',
  'vs fast-honest',
  'flagged',
  'time',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
const claimers = played.filter((r) => r.claimed !== undefined);
if (claimers.length > 0) {
  const sum = (pick: (r: BotReport) => number | undefined) => claimers.reduce((total, r) => total + (pick(r) ?? 0), 0);
  console.log(
    `claim-at-sign-in: its own games' claims moved ${sum((r) => r.claimed)} grains; others' games named ` +
      `at sign-in moved ${sum((r) => r.stolen)}; ${sum((r) => r.refusedSignIns)} sign-ins refused by the limits.`,
  );
}
const bots = reports.filter((r) => !strategyNamed(r.strategy).honest);
const botGrains = bots.reduce((sum, r) => sum + r.credited, 0);
const all = reports.reduce((sum, r) => sum + r.credited, 0);
console.log(
  `Bots: ${botGrains} of ${all} credited grains (${all === 0 ? 0 : ((100 * botGrains) / all).toFixed(2)} %); ` +
    `fastest honest person: ${yardstick ? perMinute(yardstick).toFixed(0) : '-'} grains a minute.`,
);
