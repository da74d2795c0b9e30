// The bot simulator: plays Ricebowl over its HTTP API the way the public Freerice bots did, so
// that the anti-cheat can be shown to catch them (and a fast person not). The same code runs in
// real time against a server (`npm run bots`) and in virtual time in the API tests, where a
// VirtualClock moves the server's clock (deps.now) instead of waiting.
import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export interface Strategy {
  name: string;
  description: string;
  /** Concurrent loops of one account. */
  threads: number;
  /** All loops answer one game id (the "reused game" bots) instead of a game each. */
  sharedGame: boolean;
  /** Wait between seeing a question and answering it. */
  delayMs(random: () => number): number;
  /** Share of questions answered right. */
  accuracy: number;
}

const between = (low: number, high: number) => (random: () => number) => low + random() * (high - low);

/** The public bots' ways of playing, and a fast person for comparison. */
export const STRATEGIES: Strategy[] = [
  {
    name: 'no-delay',
    description: 'answers the moment the question arrives',
    threads: 1,
    sharedGame: false,
    delayMs: () => 0,
    accuracy: 1,
  },
  {
    name: 'fixed-400ms',
    description: 'waits 400 ms before each answer',
    threads: 1,
    sharedGame: false,
    delayMs: () => 400,
    accuracy: 1,
  },
  {
    name: 'random-2-8s',
    description: 'waits a random 2–8 s, like a slow person',
    threads: 1,
    sharedGame: false,
    delayMs: between(2000, 8000),
    accuracy: 1,
  },
  {
    name: 'threads',
    description: '5 games of one account at once, 1–3 s each',
    threads: 5,
    sharedGame: false,
    delayMs: between(1000, 3000),
    accuracy: 1,
  },
  {
    name: 'reused-game',
    description: '4 loops on one game id, each answering within 300 ms of looking',
    threads: 4,
    sharedGame: true,
    delayMs: between(0, 300),
    accuracy: 1,
  },
  {
    name: 'human',
    description: 'a fast person: 1.5–4 s per answer, 80% right',
    threads: 1,
    sharedGame: false,
    delayMs: between(1500, 4000),
    accuracy: 0.8,
  },
];

export function strategyNamed(name: string): Strategy {
  const strategy = STRATEGIES.find((s) => s.name === name);
  if (!strategy) throw new Error(`Unknown strategy ${name}: use ${STRATEGIES.map((s) => s.name).join(', ')}`);
  return strategy;
}

export interface Reply {
  status: number;
  body: unknown;
  retryAfterSeconds: number | null;
}

/** One API call: a path below the server's origin, a JSON body, extra headers. */
export type Transport = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Reply>;

/** Time as the bots see it, and how their loops run side by side. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** Runs the loops concurrently and resolves when all are done. */
  all(loops: (() => Promise<void>)[]): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  all: async (loops) => {
    await Promise.all(loops.map((loop) => loop()));
  },
};

/**
 * Virtual time for tests: a sleeping loop wakes when every other loop is asleep too, and the
 * clock jumps to its wake-up time. Requests take no virtual time; the server reads the clock
 * through `now`, so it sees the delays the bots chose.
 */
export class VirtualClock implements Clock {
  private timers: { at: number; order: number; wake: () => void }[] = [];
  private running = 0;
  private order = 0;

  constructor(private current: number) {}

  now = () => this.current;

  sleep(ms: number): Promise<void> {
    return new Promise((wake) => {
      // Whole milliseconds, as Date.now() gives.
      this.timers.push({ at: this.current + Math.round(ms), order: this.order++, wake });
      this.running--;
      this.advance();
    });
  }

  async all(loops: (() => Promise<void>)[]): Promise<void> {
    this.running += loops.length;
    await Promise.all(
      loops.map((loop) =>
        loop().finally(() => {
          this.running--;
          this.advance();
        }),
      ),
    );
  }

  private advance() {
    if (this.running > 0 || this.timers.length === 0) return;
    this.timers.sort((a, b) => a.at - b.at || a.order - b.order);
    const next = this.timers.shift()!;
    this.current = Math.max(this.current, next.at);
    this.running++;
    next.wake();
  }
}

/** A transport over real HTTP (Node's fetch) to a server's origin. */
export function httpTransport(origin: string): Transport {
  return async (method, path, body, headers = {}) => {
    const response = await fetch(new URL(path, origin), {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      retryAfterSeconds: retryAfter ? Number(retryAfter) : null,
    };
  };
}

/** Waits out a 429 as its Retry-After asks (the bots of old did too), up to a few times. */
function patient(transport: Transport, clock: Clock): Transport {
  return async (...args) => {
    for (let attempt = 0; ; attempt++) {
      const reply = await transport(...args);
      if (reply.status !== 429 || attempt >= 5) return reply;
      await clock.sleep(1000 * (reply.retryAfterSeconds ?? 1));
    }
  };
}

export interface Account {
  uuid: string;
  token: string;
}

interface GameData {
  id: string;
  attributes: {
    question_id: string | null;
    question: { text: string; options: { id: string; text: string }[] } | null;
    rice: number;
    answer: { options: string[] } | null;
  };
}

const ACCOUNTS_HEADERS = { accept: 'application/vnd.api+json;version=2' };

/** Signs up a fresh account, solving the proof-of-work captcha when the server asks for one. */
export async function signUp(transport: Transport): Promise<Account> {
  const name = `bot${randomBytes(6).toString('hex')}`;
  const body = { username: name, email: `${name}@example.org`, password: 'bots-play-rice', birthdate: '1990-01-01' };
  let reply = await transport('POST', '/api/accounts/users', body, ACCOUNTS_HEADERS);
  if (reply.status === 400 && (reply.body as { code?: string }).code === 'captcha_required') {
    const challenge = (await transport('GET', '/api/accounts/captcha/challenge')).body as Parameters<
      typeof solveChallenge
    >[0]['challenge'] & { signature: string };
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(
      JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
    ).toString('base64');
    reply = await transport('POST', '/api/accounts/users', { ...body, captcha }, ACCOUNTS_HEADERS);
  }
  if (reply.status !== 200) throw new Error(`sign-up: ${reply.status} ${JSON.stringify(reply.body)}`);
  const session = reply.body as Account;
  return { uuid: session.uuid, token: session.token };
}

/** The option a bot picks: the product when it knows it (multiplication table), else a guess. */
function choose(question: NonNullable<GameData['attributes']['question']>, accuracy: number, random: () => number) {
  const [a, b] = question.text.split(' x ').map(Number);
  const right = question.options.find((o) => Number(o.text) === a! * b!);
  const wrong = question.options.filter((o) => o !== right);
  if (right && random() < accuracy) return right.id;
  const pool = wrong.length > 0 ? wrong : question.options;
  return pool[Math.floor(random() * pool.length)]!.id;
}

export interface RunOptions {
  transport: Transport;
  clock?: Clock;
  /** Play as this account; null plays anonymously; omitted signs up a fresh one. */
  account?: Account | null;
  /** Stop after this many answers in all (counted or not) … */
  maxAnswers?: number;
  /** … or after this long. */
  maxMs?: number;
  /** Stop as soon as the account is seen flagged (checked every `checkEvery` answers). */
  stopWhenFlagged?: boolean;
  checkEvery?: number;
  random?: () => number;
  category?: string;
}

export interface BotReport {
  strategy: string;
  account: Account | null;
  answers: number;
  /** Answers to a question that was no longer current (another loop got there first). */
  stale: number;
  errors: number;
  /** Grains the account (or, anonymously, the games) holds at the end. */
  credited: number;
  /** The games played. */
  games: string[];
  /** The account's player_type is 1 (cheater); null when anonymous. */
  flagged: boolean | null;
  elapsedMs: number;
}

/** Plays one strategy until its budget runs out (or it is seen flagged) and reports. */
export async function runStrategy(strategy: Strategy, options: RunOptions): Promise<BotReport> {
  const clock = options.clock ?? realClock;
  const random = options.random ?? Math.random;
  const call = patient(options.transport, clock);
  const maxAnswers = options.maxAnswers ?? Number.POSITIVE_INFINITY;
  const maxMs = options.maxMs ?? Number.POSITIVE_INFINITY;
  const checkEvery = options.checkEvery ?? 20;
  const account = options.account === undefined ? await signUp(call) : options.account;
  const auth: Record<string, string> = account ? { authorization: `Bearer ${account.token}` } : {};

  const flaggedNow = async (): Promise<boolean | null> => {
    if (!account) return null;
    const reply = await call('GET', `/api/engine/users/${account.uuid}`, undefined, auth);
    return (
      (reply.body as { data: { attributes: { player_type: { value: number } } } }).data.attributes.player_type.value ===
      1
    );
  };

  const categories = (await call('GET', '/api/engine/categories/?limit=100')).body as {
    data: { id: string; attributes: { machine_name: string } }[];
  };
  const category = categories.data.find(
    (c) => c.attributes.machine_name === (options.category ?? 'multiplication-table'),
  )!.id;
  const newGame = async () => {
    const reply = await call('POST', '/api/engine/games', { category, level: 1 }, auth);
    if (reply.status !== 200) throw new Error(`new game: ${reply.status} ${JSON.stringify(reply.body)}`);
    return (reply.body as { data: GameData }).data;
  };
  const loadGame = async (id: string) =>
    ((await call('GET', `/api/engine/games/${id}`, undefined, auth)).body as { data: GameData }).data;

  const started = clock.now();
  const shared = strategy.sharedGame ? await newGame() : null;
  const games = new Map<string, number>();
  let answers = 0;
  let stale = 0;
  let errors = 0;
  let stop = false;

  const loop = async () => {
    let game = shared ?? (await newGame());
    while (!stop && answers < maxAnswers && clock.now() - started < maxMs) {
      // A loop sharing a game looks at it afresh each time, as the bots reusing one game id did.
      if (shared) game = await loadGame(shared.id);
      await clock.sleep(strategy.delayMs(random));
      // Other loops may have spent the budget meanwhile.
      if (stop || answers >= maxAnswers || !game.attributes.question) break;
      answers++;
      const headers = account ? { ...auth, 'user-id': account.uuid } : {};
      const body = {
        question: game.attributes.question_id,
        answer: choose(game.attributes.question, strategy.accuracy, random),
      };
      const reply = await call('PATCH', `/api/engine/games/${game.id}/answer`, body, headers);
      if (reply.status !== 200) {
        errors++;
        game = await loadGame(game.id);
        continue;
      }
      game = (reply.body as { data: GameData }).data;
      games.set(game.id, game.attributes.rice);
      if (game.attributes.answer?.options.length === 0) stale++;
      if (options.stopWhenFlagged && answers % checkEvery === 0 && (await flaggedNow())) stop = true;
    }
  };
  await clock.all(Array.from({ length: strategy.threads }, () => loop));

  const flagged = await flaggedNow();
  const credited = account
    ? (
        (await call('GET', `/api/engine/users/${account.uuid}`, undefined, auth)).body as {
          data: { attributes: { rice: number } };
        }
      ).data.attributes.rice
    : [...games.values()].reduce((sum, rice) => sum + rice, 0);
  return {
    strategy: strategy.name,
    account,
    games: [...games.keys()],
    answers,
    stale,
    errors,
    credited,
    flagged,
    elapsedMs: clock.now() - started,
  };
}
