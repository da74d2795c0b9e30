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
  /** Concurrent loops of one account (or, anonymous, of one address). */
  threads: number;
  /** All loops answer one game id (the "reused game" bots) instead of a game each. */
  sharedGame: boolean;
  /** Wait between seeing a question and answering it. */
  delayMs(random: () => number): number;
  /** Share of questions answered right; a range gives each loop its own share within it. */
  accuracy: number | readonly [low: number, high: number];
  /** Plays without an account (a fresh anonymous game per loop). */
  anonymous?: boolean;
  /** Starts a new game after this many answers in one. */
  newGameEvery?: number;
  /** Signs in again (a new session of the same account) after this many answers. */
  newSessionEvery?: number;
  /** Sends a made-up X-Forwarded-For with every request, hoping to pass for many clients. */
  spoofForwardedFor?: boolean;
  /**
   * Plays anonymous games and, after this many answers in one, signs in to its account naming
   * others' games by their public id (bare, and with its own game's claim secret) and then its own
   * game with its secret (ADR 009), before starting a new game.
   */
  claimEvery?: number;
  /** Is a person: the yardstick, not a bot. */
  honest?: boolean;
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
    honest: true,
  },
  {
    name: 'perfect-human',
    description: 'a person’s delays (1.5–4 s) and every answer right',
    threads: 1,
    sharedGame: false,
    delayMs: between(1500, 4000),
    accuracy: 1,
  },
  {
    name: 'new-game-every-9',
    description: 'anonymous, a new game every 9 answers, 600 ms each (just above too fast)',
    threads: 1,
    sharedGame: false,
    delayMs: () => 600,
    accuracy: 1,
    anonymous: true,
    newGameEvery: 9,
  },
  {
    name: 'parallel-games',
    description: 'anonymous, 10 games at once from one address, 1.5–3 s each',
    threads: 10,
    sharedGame: false,
    delayMs: between(1500, 3000),
    accuracy: 1,
    anonymous: true,
  },
  {
    name: 'new-session-every-30',
    description: 'signs in again (a new session) every 30 answers, 600 ms each',
    threads: 1,
    sharedGame: false,
    delayMs: () => 600,
    accuracy: 1,
    newSessionEvery: 30,
  },
  {
    name: 'spoofed-xff',
    description: 'anonymous, a new game every 9 answers at 600 ms, a forged X-Forwarded-For each request',
    threads: 1,
    sharedGame: false,
    delayMs: () => 600,
    accuracy: 1,
    anonymous: true,
    newGameEvery: 9,
    spoofForwardedFor: true,
  },
  {
    name: 'claim-at-sign-in',
    description: 'anonymous games at 1.5–3 s, signing in every 20 answers with others’ game ids and its own claim',
    threads: 1,
    sharedGame: false,
    delayMs: between(1500, 3000),
    accuracy: 1,
    claimEvery: 20,
  },
  {
    name: 'honest-crowd',
    description: 'a classroom: 30 people behind one address, 1.5–6 s per answer, 60–90% right',
    threads: 30,
    sharedGame: false,
    delayMs: between(1500, 6000),
    accuracy: [0.6, 0.9],
    anonymous: true,
    honest: true,
  },
  {
    name: 'fast-honest',
    description: 'the fastest person: 1.5–1.8 s per answer, 97% right',
    threads: 1,
    sharedGame: false,
    delayMs: between(1500, 1800),
    accuracy: 0.97,
    honest: true,
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
    let response: Response;
    try {
      response = await fetch(new URL(path, origin), {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      // A reset or refused connection (a busy server closing a kept-alive socket): status 0.
      return { status: 0, body: null, retryAfterSeconds: null };
    }
    const text = await response.text();
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      retryAfterSeconds: retryAfter ? Number(retryAfter) : null,
    };
  };
}

/**
 * Waits out a 429 as its Retry-After asks (the bots of old did too), and retries a failed
 * connection after a second, up to a few times.
 */
function patient(transport: Transport, clock: Clock): Transport {
  return async (...args) => {
    for (let attempt = 0; ; attempt++) {
      const reply = await transport(...args);
      if ((reply.status !== 429 && reply.status !== 0) || attempt >= 5) return reply;
      await clock.sleep(1000 * (reply.retryAfterSeconds ?? 1));
    }
  };
}

export interface Account {
  uuid: string;
  token: string;
  /** Known for accounts the simulator signed up: a new session signs in with them. */
  username?: string;
  password?: string;
}

interface GameData {
  id: string;
  attributes: {
    question_id: string | null;
    question: { text: string; options: { id: string; text: string }[] } | null;
    rice: number;
    answer: { correct: boolean; options: string[] } | null;
  };
}

const ACCOUNTS_HEADERS = { accept: 'application/vnd.api+json;version=2' };

/** Signs up a fresh account, solving the proof-of-work captcha when the server asks for one. */
export async function signUp(transport: Transport): Promise<Account> {
  const name = `bot${randomBytes(6).toString('hex')}`;
  const password = 'bots-play-rice';
  const body = { username: name, email: `${name}@example.org`, password, birthdate: '1990-01-01' };
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
  if (reply.status === 400 && (reply.body as { code?: string }).code === 'username_taken') {
    // The sign-up went through but its reply was lost to a reset connection, and the retry found
    // the name taken (by itself): sign in instead.
    reply = await transport('POST', '/api/accounts/auth/login', { username: name, password }, ACCOUNTS_HEADERS);
  }
  if (reply.status !== 200) throw new Error(`sign-up: ${reply.status} ${JSON.stringify(reply.body)}`);
  const session = reply.body as Account;
  return { uuid: session.uuid, token: session.token, username: name, password };
}

/** Signs in again: a new session (token) of the same account, maybe bringing a game (`game`, `claim`). */
export async function signIn(
  transport: Transport,
  account: Account,
  bringing: { game?: string; claim?: string } = {},
): Promise<Account> {
  const body = { username: account.username, password: account.password, ...bringing };
  const reply = await transport('POST', '/api/accounts/auth/login', body, ACCOUNTS_HEADERS);
  if (reply.status !== 200) throw new Error(`sign-in: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { ...account, token: (reply.body as Account).token };
}

/** A made-up address from the documentation ranges' neighbours, different every call. */
export function madeUpAddress(random: () => number): string {
  return `100.${64 + Math.floor(random() * 64)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;
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
  /** Answers that were right (and current). */
  right: number;
  /** Grains the account (or, anonymously, the games) holds at the end. */
  credited: number;
  /** claim-at-sign-in: grains that sign-ins naming others' games brought into the account. */
  stolen?: number;
  /** claim-at-sign-in: grains its own games' claims brought in. */
  claimed?: number;
  /** claim-at-sign-in: sign-ins the server refused (the per-account sign-in limit). */
  refusedSignIns?: number;
  /** The games played. */
  games: string[];
  /** The account's player_type is 1 (cheater); null when anonymous. */
  flagged: boolean | null;
  elapsedMs: number;
}

/**
 * Anonymous game ids seen in this process's runs: public, as anyone's answer URLs are. The
 * claim-at-sign-in bot names them when it signs in, hoping to take their grains.
 */
const publicGameIds: string[] = [];

/** Plays one strategy until its budget runs out (or it is seen flagged) and reports. */
export async function runStrategy(strategy: Strategy, options: RunOptions): Promise<BotReport> {
  const run = await StrategyRun.start(strategy, options);
  await run.clock.all(Array.from({ length: strategy.threads }, () => () => run.playLoop()));
  return run.report();
}

/** One strategy's run: the account, games and counts its concurrent loops share. */
class StrategyRun {
  readonly clock: Clock;
  private readonly random: () => number;
  private readonly call: Transport;
  private readonly maxAnswers: number;
  private readonly maxMs: number;
  /** The claiming bot has an account but plays anonymously, bringing its games in at sign-in. */
  private readonly claiming: boolean;
  private auth: Record<string, string>;
  private category = '';
  private started = 0;
  private shared: GameData | null = null;
  /** Each own game's claim secret, by game id. */
  private readonly claims = new Map<string, string>();
  /** The rice of each game played, by game id. */
  private readonly games = new Map<string, number>();
  private answers = 0;
  private right = 0;
  private stale = 0;
  private errors = 0;
  private stolen = 0;
  private claimed = 0;
  private refusedSignIns = 0;
  private stop = false;

  private constructor(
    private readonly strategy: Strategy,
    private readonly options: RunOptions,
    private account: Account | null,
    clock: Clock,
    call: Transport,
  ) {
    this.clock = clock;
    this.random = options.random ?? Math.random;
    this.call = call;
    this.maxAnswers = options.maxAnswers ?? Number.POSITIVE_INFINITY;
    this.maxMs = options.maxMs ?? Number.POSITIVE_INFINITY;
    this.claiming = Boolean(strategy.claimEvery);
    this.auth = account && !this.claiming ? { authorization: `Bearer ${account.token}` } : {};
  }

  /** Signs up (unless given an account or anonymous), finds the category and opens a shared game. */
  static async start(strategy: Strategy, options: RunOptions): Promise<StrategyRun> {
    const clock = options.clock ?? realClock;
    const call = patient(options.transport, clock);
    const account =
      strategy.anonymous && options.account === undefined
        ? null
        : options.account === undefined
          ? await signUp(call)
          : options.account;
    const run = new StrategyRun(strategy, options, account, clock, call);
    const categories = (await call('GET', '/api/engine/categories/?limit=100')).body as {
      data: { id: string; attributes: { machine_name: string } }[];
    };
    run.category = categories.data.find(
      (c) => c.attributes.machine_name === (options.category ?? 'multiplication-table'),
    )!.id;
    run.started = clock.now();
    run.shared = strategy.sharedGame ? await run.newGame() : null;
    return run;
  }

  /** One loop: answers questions until the budget is spent or the account is seen flagged. */
  async playLoop(): Promise<void> {
    const { strategy, clock, options } = this;
    const accuracy = this.accuracyOfLoop();
    const checkEvery = options.checkEvery ?? 20;
    let game = this.shared ?? (await this.newGame());
    let inGame = 0;
    while (!this.stop && this.answers < this.maxAnswers && clock.now() - this.started < this.maxMs) {
      if (strategy.newGameEvery && inGame >= strategy.newGameEvery) {
        game = await this.newGame();
        inGame = 0;
      }
      if (this.account && strategy.claimEvery && inGame >= strategy.claimEvery) {
        await this.claimAtSignIn(game);
        game = await this.newGame();
        inGame = 0;
      }
      if (
        this.account &&
        strategy.newSessionEvery &&
        this.answers > 0 &&
        this.answers % strategy.newSessionEvery === 0
      ) {
        this.account = await signIn(this.call, this.account);
        this.auth = { authorization: `Bearer ${this.account.token}` };
      }
      // A loop sharing a game looks at it afresh each time, as the bots reusing one game id did.
      if (this.shared) game = await this.loadGame(this.shared.id);
      await clock.sleep(strategy.delayMs(this.random));
      // Other loops may have spent the budget meanwhile.
      if (this.stop || this.answers >= this.maxAnswers || !game.attributes.question) break;
      this.answers++;
      inGame++;
      const headers = this.spoof(this.account && !this.claiming ? { ...this.auth, 'user-id': this.account.uuid } : {});
      const body = {
        question: game.attributes.question_id,
        answer: choose(game.attributes.question, accuracy, this.random),
      };
      const reply = await this.call('PATCH', `/api/engine/games/${game.id}/answer`, body, headers);
      if (reply.status !== 200) {
        this.errors++;
        game = await this.loadGame(game.id);
        continue;
      }
      game = (reply.body as { data: GameData }).data;
      this.games.set(game.id, game.attributes.rice);
      if (game.attributes.answer?.options.length === 0) this.stale++;
      else if (game.attributes.answer?.correct) this.right++;
      if (options.stopWhenFlagged && this.answers % checkEvery === 0 && (await this.flaggedNow())) this.stop = true;
    }
  }

  async report(): Promise<BotReport> {
    const flagged = await this.flaggedNow();
    const credited = this.account
      ? await this.riceNow()
      : [...this.games.values()].reduce((sum, rice) => sum + rice, 0);
    return {
      strategy: this.strategy.name,
      account: this.account,
      games: [...this.games.keys()],
      answers: this.answers,
      right: this.right,
      stale: this.stale,
      errors: this.errors,
      credited,
      ...(this.claiming ? { stolen: this.stolen, claimed: this.claimed, refusedSignIns: this.refusedSignIns } : {}),
      flagged,
      elapsedMs: this.clock.now() - this.started,
    };
  }

  private spoof(headers: Record<string, string>): Record<string, string> {
    return this.strategy.spoofForwardedFor ? { ...headers, 'x-forwarded-for': madeUpAddress(this.random) } : headers;
  }

  private accuracyOfLoop(): number {
    const { accuracy } = this.strategy;
    return typeof accuracy === 'number' ? accuracy : accuracy[0] + this.random() * (accuracy[1] - accuracy[0]);
  }

  private signedIn(): Record<string, string> {
    return this.account ? { authorization: `Bearer ${this.account.token}` } : {};
  }

  private async flaggedNow(): Promise<boolean | null> {
    if (!this.account) return null;
    const reply = await this.call(
      'GET',
      `/api/engine/users/${this.account.uuid}`,
      undefined,
      this.spoof(this.signedIn()),
    );
    return (
      (reply.body as { data: { attributes: { player_type: { value: number } } } }).data.attributes.player_type.value ===
      1
    );
  }

  private async riceNow(): Promise<number> {
    const reply = await this.call(
      'GET',
      `/api/engine/users/${this.account!.uuid}`,
      undefined,
      this.spoof(this.signedIn()),
    );
    return (reply.body as { data: { attributes: { rice: number } } }).data.attributes.rice;
  }

  private async newGame(): Promise<GameData> {
    const reply = await this.call(
      'POST',
      '/api/engine/games',
      { category: this.category, level: 1 },
      this.spoof(this.auth),
    );
    if (reply.status !== 200) throw new Error(`new game: ${reply.status} ${JSON.stringify(reply.body)}`);
    const { data, meta } = reply.body as { data: GameData; meta?: { claim?: string } };
    if (meta?.claim) this.claims.set(data.id, meta.claim);
    if (!this.account || this.claiming) publicGameIds.push(data.id);
    return data;
  }

  private async loadGame(id: string): Promise<GameData> {
    return (
      (await this.call('GET', `/api/engine/games/${id}`, undefined, this.spoof(this.auth))).body as { data: GameData }
    ).data;
  }

  /**
   * Signs in bringing `game`, and counts what the account gained by it. Not patient: a sign-in the
   * per-account limit refuses (429) is counted and skipped, so the bot plays on.
   */
  private async signInWith(bringing: { game?: string; claim?: string }): Promise<number> {
    const before = await this.riceNow();
    const body = { username: this.account!.username, password: this.account!.password, ...bringing };
    const reply = await this.options.transport('POST', '/api/accounts/auth/login', body, ACCOUNTS_HEADERS);
    if (reply.status !== 200) {
      this.refusedSignIns++;
      return 0;
    }
    this.account = { ...this.account!, token: (reply.body as Account).token };
    return (await this.riceNow()) - before;
  }

  /** Tries two others' games (bare, and with this game's secret), then claims its own, twice. */
  private async claimAtSignIn(own: GameData): Promise<void> {
    const others = publicGameIds.filter((id) => id !== own.id && !this.claims.has(id)).slice(-2);
    for (const [i, id] of others.entries()) {
      this.stolen += await this.signInWith(i === 0 ? { game: id } : { game: id, claim: this.claims.get(own.id) });
    }
    this.claimed += await this.signInWith({ game: own.id, claim: this.claims.get(own.id) });
    // Again: a claim works once.
    this.stolen += await this.signInWith({ game: own.id, claim: this.claims.get(own.id) });
  }
}
