// The authorization matrix (issue 9, item 4): every route of the app × every kind of caller, with
// the exact status each one gets, so that nobody reads or changes what is not theirs.
//
// The cast, in a world built afresh for each call that changes something:
// - `player` owns the private records under test (their account, game, statistics, challenge
//   entries) and is in no group;
// - `other` is another signed-in player, in no group either;
// - `member` and `owner` belong to the group under test (the owner made it);
// - `admin` has the site's admin role and no other tie to anything.
// Another player's private record answers 404, not 403 (SPEC's client signs the viewer out on a 403
// from user calls); a group's page answers a non-member 403 (SPEC §6). Site admins manage through
// /api/admin only: the admin role opens nothing elsewhere.
//
// Every route the app registers must have a row: a new route fails this test until it has one.
// Besides the status, no answer may carry another person's e-mail address or a password hash, and
// no answer to a non-member may carry the group's join code (admins in /api/admin excepted).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDocument } from '@ricebowl/contract';
import { DIALECTS, createTestApp, type TestContext } from './test/harness.js';
import type { EmailTokenPurpose } from './platform/database/schema.js';
import { anyAddress, bearer } from './test/accounts.js';
import { categoryId } from './test/factories.js';
import { createSession } from './platform/auth.js';
import { hashPassword } from './platform/passwords.js';
import { uuid } from './platform/ids.js';
import { issueEmailToken } from './accounts/users/service.js';
import { createChallenge } from './cli/content.js';

const ROLES = ['anonymous', 'player', 'other', 'member', 'owner', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Person = Exclude<Role, 'anonymous'>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
type Expected = Record<Role, number>;

const PASSWORD = 'matrix-pass-1';
// The smallest valid PNG (1×1, transparent).
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// ---- who gets what --------------------------------------------------------------------------

const everyone = (status: number): Expected => Object.fromEntries(ROLES.map((role) => [role, status])) as Expected;
/** Any signed-in caller; anonymous callers are asked to sign in. */
const signedIn = (status = 200): Expected => ({ ...everyone(status), anonymous: 401 });
/** The player's own private record: to anyone else it does not exist. */
const playerOnly: Expected = { ...everyone(404), anonymous: 401, player: 200 };
/** The player's game: anonymous callers may play anonymous games, so for them too it is missing. */
const playersGame: Expected = { ...everyone(404), player: 200 };
/** The group's page and membership: members only; a non-member is refused (SPEC §6). */
const groupMembers: Expected = { ...everyone(403), anonymous: 401, member: 200, owner: 200 };
/** The engine's member lists: a non-member finds no such list (the client signs out on 403). */
const groupMembersEngine: Expected = { ...everyone(404), anonymous: 401, member: 200, owner: 200 };
const groupOwners: Expected = { ...everyone(403), anonymous: 401, owner: 200 };
const siteAdmins: Expected = { ...everyone(403), anonymous: 401, admin: 200 };

// ---- the world ---------------------------------------------------------------------------------

interface Actor {
  id: string;
  username: string;
  email: string;
  token: string;
}

interface World {
  actors: Record<Person, Actor>;
  group: { id: string; code: string };
  playersGame: GameDocument['data'];
  anonymousGame: GameDocument['data'];
  /** Running, public, open to anonymous play; the player and the anonymous game are in it. */
  challenge: string;
  privateChallenge: string;
  /** Things only admins make, made on first use. */
  made: Map<string, Promise<string>>;
}

let worlds = 0;

async function makeWorld(ctx: TestContext, passwordHash: string): Promise<World> {
  const db = ctx.deps.db.kysely;
  const now = ctx.deps.now();
  const tag = `${process.pid}w${++worlds}`;
  const actors = {} as Record<Person, Actor>;
  for (const person of ['player', 'other', 'member', 'owner', 'admin'] as const) {
    const id = uuid();
    const username = `${person}${tag}`;
    const email = `${username}@example.org`;
    await db
      .insertInto('users')
      .values({
        id,
        username,
        username_key: username.toLowerCase(),
        email,
        email_key: email.toLowerCase(),
        password_hash: passwordHash,
        avatar: '',
        birthdate: '1990-01-01',
        verified_at: now,
        verify_by: null,
        role: person === 'admin' ? 'admin' : 'player',
        disabled: 0,
        language: 'en',
        created_at: now,
        updated_at: now,
      })
      .execute();
    actors[person] = { id, username, email, token: await createSession(db, id, now) };
  }
  const as = (actor: Actor | null, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: actor ? bearer(actor.token) : {},
      remoteAddress: anyAddress(),
    });
  const made = await as(actors.owner, 'POST', '/api/accounts/groups', { name: `Group ${tag}`, avatar: '' });
  const groupId = made.json<{ uuid: string }>().uuid;
  const group = await as(actors.owner, 'GET', `/api/accounts/groups/${groupId}`);
  const code = group.json<{ data: { attributes: { code: string } } }>().data.attributes.code;
  expect((await as(actors.member, 'POST', '/api/accounts/groups/join', { code })).statusCode).toBe(200);

  const newGame = async (actor: Actor | null) =>
    (
      await as(actor, 'POST', '/api/engine/games', { category: categoryId('multiplication-table'), level: 1 })
    ).json<GameDocument>().data;
  const playersGame = await newGame(actors.player);
  const anonymousGame = await newGame(null);

  const running = {
    description: 'Fill the bowl.',
    start: new Date(now - 3_600_000).toISOString(),
    end: new Date(now + 86_400_000).toISOString(),
    goal: 10_000,
  };
  const challenge = await createChallenge(db, { ...running, title: 'Open', public: true, anonymousPlay: true }, now);
  const privateChallenge = await createChallenge(db, { ...running, title: 'Closed', public: false }, now);
  expect((await as(actors.player, 'POST', `/api/engine/challenges/${challenge}/members`, {})).statusCode).toBe(200);
  expect(
    (await as(null, 'POST', `/api/engine/challenges/${challenge}/members`, { game: anonymousGame.id })).statusCode,
  ).toBe(200);
  return {
    actors,
    group: { id: groupId, code },
    playersGame,
    anonymousGame,
    challenge,
    privateChallenge,
    made: new Map(),
  };
}

const now = () => Math.floor(Date.now() / 1000);
const adminBodies = {
  challenge: () => ({
    title: 'Spring drive',
    description: 'Fill the bowl.',
    image: '',
    public: true,
    anonymous_play: false,
    datetime_start: now() + 3600,
    datetime_end: now() + 7200,
    rice_goal: 5000,
    milestones: [1000],
  }),
  announcement: () => ({
    title: 'Harvest festival',
    summary: 'Come and play.',
    image: '',
    call_to_action: '',
    call_to_action_label: '',
    date: new Date(Date.now() - 60_000).toISOString(),
    expiration_date: new Date(Date.now() + 86_400_000).toISOString(),
  }),
  notice: () => ({ title: 'Notice', body: 'Read me', button_link: '', button_text: '', active: true }),
  sponsor: () => ({ name: 'Acme Rice', weight: 3, budget_grains: 1000, active: true }),
  ad: () => ({
    kind: 'image',
    image_url: '/uploads/x.png',
    text: '',
    link: 'https://acme.example/',
    alt: 'Acme logo',
    position: 0,
    active: true,
  }),
};

// ---- the table ---------------------------------------------------------------------------------

interface Row {
  /** The route as the app registers it. */
  route: `${Method} ${string}`;
  /** Another case of a route that has one already. */
  note?: string;
  url: (w: World, admin: AdminMaker) => string | Promise<string>;
  body?: (w: World, caller: Role, admin: AdminMaker) => object | undefined | Promise<object | undefined>;
  expect: Expected;
}

/** Makes, as the admin and once per world, a thing only admins can make; returns its id. */
type AdminMaker = (kind: 'announcement' | 'notice' | 'sponsor' | 'ad' | 'upload') => Promise<string>;

const fixed = (url: string) => () => url;
const P = (w: World) => w.actors.player;

const ROWS: Row[] = [
  // Platform, documentation and the web app: public, and about nobody.
  { route: 'GET /healthz', url: fixed('/healthz'), expect: everyone(200) },
  // CORS preflights (@fastify/cors); from an origin not in CORS_ORIGINS they find nothing.
  { route: 'OPTIONS *', url: fixed('/api/engine/categories'), expect: everyone(404) },
  // Off by default (METRICS): nobody reads it through the app's front door.
  { route: 'GET /metrics', url: fixed('/metrics'), expect: everyone(404) },
  { route: 'GET /api/docs', url: fixed('/api/docs'), expect: everyone(200) },
  { route: 'GET /api/docs/static/index.html', url: fixed('/api/docs/static/index.html'), expect: everyone(302) },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    url: fixed('/api/docs/static/swagger-initializer.js'),
    expect: everyone(200),
  },
  { route: 'GET /api/docs/static/*', url: fixed('/api/docs/static/swagger-ui.css'), expect: everyone(200) },
  { route: 'GET /api/docs/json', url: fixed('/api/docs/json'), expect: everyone(200) },
  { route: 'GET /api/docs/yaml', url: fixed('/api/docs/yaml'), expect: everyone(200) },
  { route: 'GET /assets/*', url: fixed('/assets/challenges/first-harvest.svg'), expect: everyone(200) },
  { route: 'GET /pages/*', url: fixed('/pages/about.html'), expect: everyone(200) },
  { route: 'GET /uploads/*', url: async (_w, admin) => admin('upload'), expect: everyone(200) },
  // The build's files get a route each; the raw index.html is withheld (it lacks the runtime config).
  { route: 'GET /index.html', url: fixed('/index.html'), expect: everyone(404) },
  { route: 'GET /*', url: fixed('/profile'), expect: everyone(200) },

  // Accounts: sign-up, sign-in and recovery are for everyone; what they act on is named in the body.
  {
    route: 'POST /api/accounts/users',
    url: fixed('/api/accounts/users'),
    body: (w, caller) => ({
      username: `n${caller.slice(0, 2)}${w.actors.player.username}`,
      email: `n${caller.slice(0, 2)}${w.actors.player.email}`,
      password: PASSWORD,
      birthdate: '2000-05-17',
    }),
    expect: everyone(200),
  },
  { route: 'GET /api/accounts/users/:id', url: (w) => `/api/accounts/users/${P(w).id}`, expect: playerOnly },
  {
    route: 'PATCH /api/accounts/users/:id',
    url: (w) => `/api/accounts/users/${P(w).id}`,
    body: (w) => ({ username: P(w).username, email: P(w).email, avatar: 'avatar-3', password: PASSWORD }),
    expect: playerOnly,
  },
  {
    route: 'PUT /api/accounts/users/:id/language',
    url: (w) => `/api/accounts/users/${P(w).id}/language`,
    body: () => ({ language: 'fr' }),
    expect: playerOnly,
  },
  {
    route: 'GET /api/accounts/public/users',
    url: (w) => `/api/accounts/public/users?uuids=${P(w).id},${w.actors.member.id}`,
    expect: everyone(200),
  },
  {
    route: 'POST /api/accounts/auth/login',
    url: fixed('/api/accounts/auth/login'),
    body: (w) => ({ username: P(w).username, password: PASSWORD }),
    expect: everyone(200),
  },
  { route: 'POST /api/accounts/auth/logout', url: fixed('/api/accounts/auth/logout'), expect: signedIn() },
  {
    route: 'POST /api/accounts/auth/recovery',
    url: fixed('/api/accounts/auth/recovery'),
    body: (w) => ({ email: P(w).email }),
    expect: everyone(200),
  },
  {
    // The one-time link is the proof: whoever holds it signs in as its owner, once.
    route: 'POST /api/accounts/auth/token-login',
    url: fixed('/api/accounts/auth/token-login'),
    body: async (w) => ({ uuid: P(w).id, token: await emailToken(w, 'login') }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/accounts/auth/resendVerification',
    url: fixed('/api/accounts/auth/resendVerification'),
    body: async (w) => ({ username: P(w).username, email: P(w).email, token: await emailToken(w, 'reverify') }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/accounts/auth/verify/:token',
    url: async (w) => `/api/accounts/auth/verify/${await emailToken(w, 'verify')}`,
    expect: everyone(302),
  },
  {
    // E-mailed links: whoever holds the link may follow it (they are unguessable, single-use).
    route: 'GET /api/accounts/auth/confirm-email/:token',
    url: async (w) => `/api/accounts/auth/confirm-email/${await emailToken(w, 'change_email')}`,
    expect: everyone(302),
  },
  {
    route: 'GET /api/accounts/auth/undo-email/:token',
    url: async (w) => `/api/accounts/auth/undo-email/${await emailToken(w, 'undo_email')}`,
    expect: everyone(302),
  },
  {
    // Only the signed-in owner of the account can delete it; naming another's account is a wrong password.
    route: 'DELETE /api/accounts/auth/users',
    url: fixed('/api/accounts/auth/users'),
    body: (w) => ({ username: P(w).username, password: PASSWORD }),
    expect: { ...everyone(403), anonymous: 401, player: 200 },
  },
  {
    route: 'GET /api/accounts/captcha/challenge',
    url: fixed('/api/accounts/captcha/challenge'),
    expect: everyone(200),
  },

  // Groups on the accounts service.
  { route: 'GET /api/accounts/groups', url: fixed('/api/accounts/groups'), expect: signedIn() },
  { route: 'GET /api/accounts/groups/:id', url: (w) => `/api/accounts/groups/${w.group.id}`, expect: groupMembers },
  {
    route: 'POST /api/accounts/groups',
    url: fixed('/api/accounts/groups'),
    body: () => ({ name: 'Matrix Makers', avatar: '' }),
    expect: signedIn(),
  },
  {
    // The code is the invitation: anyone signed in who has it may join.
    route: 'POST /api/accounts/groups/join',
    url: fixed('/api/accounts/groups/join'),
    body: (w) => ({ code: w.group.code }),
    expect: signedIn(),
  },
  {
    route: 'PUT /api/accounts/groups/:id',
    url: (w) => `/api/accounts/groups/${w.group.id}`,
    body: () => ({ name: 'Renamed', avatar: 'group-2' }),
    expect: groupOwners,
  },
  {
    route: 'DELETE /api/accounts/groups/:id/members',
    url: (w) => `/api/accounts/groups/${w.group.id}/members`,
    expect: groupMembers,
  },
  {
    route: 'POST /api/accounts/groups/:id/new-code',
    url: (w) => `/api/accounts/groups/${w.group.id}/new-code`,
    body: (w) => ({ code: w.group.code }),
    expect: groupOwners,
  },
  {
    route: 'DELETE /api/accounts/groups/:groupId/kick/:memberId',
    url: (w) => `/api/accounts/groups/${w.group.id}/kick/${w.actors.member.id}`,
    expect: groupOwners,
  },
  {
    route: 'POST /api/accounts/groups/:groupId/add-admin',
    url: (w) => `/api/accounts/groups/${w.group.id}/add-admin`,
    body: (w) => ({ 'user-uuid': w.actors.member.id }),
    expect: groupOwners,
  },
  {
    route: 'GET /api/accounts/public/groups',
    url: (w) => `/api/accounts/public/groups?uuids=${w.group.id}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/accounts/api/announcements',
    url: fixed('/api/accounts/api/announcements'),
    expect: everyone(200),
  },
  { route: 'GET /api/accounts/api/eye-catcher', url: fixed('/api/accounts/api/eye-catcher'), expect: everyone(200) },
  { route: 'GET /api/accounts/api/ads', url: fixed('/api/accounts/api/ads'), expect: everyone(200) },

  // The engine: the catalogue and the leaderboards are public; games and statistics are their owners'.
  { route: 'GET /api/engine/categories/', url: fixed('/api/engine/categories/?limit=50'), expect: everyone(200) },
  { route: 'GET /api/engine/levels', url: fixed('/api/engine/levels'), expect: everyone(200) },
  { route: 'GET /api/engine/badges/', url: fixed('/api/engine/badges/?limit=50'), expect: everyone(200) },
  {
    route: 'GET /api/engine/gamestats/rice-totals',
    url: fixed('/api/engine/gamestats/rice-totals'),
    expect: everyone(200),
  },
  {
    route: 'POST /api/engine/games',
    url: fixed('/api/engine/games'),
    body: () => ({ category: categoryId('multiplication-table'), level: 1 }),
    expect: everyone(200),
  },
  { route: 'GET /api/engine/games/:id', url: (w) => `/api/engine/games/${w.playersGame.id}`, expect: playersGame },
  {
    route: 'GET /api/engine/games/:id',
    note: 'an anonymous game: its id is the key, whoever holds it plays it',
    url: (w) => `/api/engine/games/${w.anonymousGame.id}`,
    expect: everyone(200),
  },
  {
    route: 'PATCH /api/engine/games/:id/category',
    url: (w) => `/api/engine/games/${w.playersGame.id}/category`,
    body: () => ({ category: categoryId('multiplication-table'), level: 2 }),
    expect: playersGame,
  },
  {
    route: 'PATCH /api/engine/games/:id/answer',
    url: (w) => `/api/engine/games/${w.playersGame.id}/answer`,
    body: (w) => ({
      question: w.playersGame.attributes.question_id,
      answer: w.playersGame.attributes.question!.options[0]!.id,
    }),
    expect: playersGame,
  },
  {
    route: 'POST /api/engine/client-errors',
    url: fixed('/api/engine/client-errors'),
    body: () => ({ message: 'Something broke', version: '1.27.0' }),
    expect: everyone(200),
  },
  {
    // Reports of a bad question: anyone may send one, signed in or not (issue 15).
    route: 'POST /api/engine/question-reports',
    url: fixed('/api/engine/question-reports'),
    body: (w) => ({ question_ref: questionRefOf(w), reason: 'unclear' }),
    expect: everyone(200),
  },
  { route: 'GET /api/engine/credits', url: fixed('/api/engine/credits'), expect: everyone(200) },
  {
    route: 'GET /api/engine/categories/:id/credits',
    url: fixed(`/api/engine/categories/${categoryId('world-capitals')}/credits`),
    expect: everyone(200),
  },
  { route: 'GET /api/engine/users/:id', url: (w) => `/api/engine/users/${P(w).id}`, expect: playerOnly },
  { route: 'GET /api/engine/users', url: fixed('/api/engine/users?current=1&limit=50'), expect: everyone(200) },
  // A group's grains, rank and size: public, as on the groups leaderboard (which pages through them all).
  { route: 'GET /api/engine/groups/:id', url: (w) => `/api/engine/groups/${w.group.id}`, expect: everyone(200) },
  { route: 'GET /api/engine/groups', url: fixed('/api/engine/groups?current=1&limit=50'), expect: everyone(200) },
  {
    route: 'GET /api/engine/group-members',
    url: (w) => `/api/engine/group-members?group=${w.group.id}&limit=40&current=1`,
    expect: groupMembersEngine,
  },
  {
    route: 'GET /api/engine/group-members/:pair',
    url: (w) => `/api/engine/group-members/${w.group.id}--${w.actors.member.id}`,
    expect: groupMembersEngine,
  },
  { route: 'GET /api/engine/challenges', url: fixed('/api/engine/challenges'), expect: everyone(200) },
  {
    route: 'GET /api/engine/challenges/:id',
    note: 'a private challenge is seen by whoever has its link',
    url: (w) => `/api/engine/challenges/${w.privateChallenge}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/engine/users/:id/challenges',
    url: (w) => `/api/engine/users/${P(w).id}/challenges`,
    expect: playerOnly,
  },
  {
    // Signed in, the caller takes part themself; anonymous, with the anonymous game they hold.
    route: 'POST /api/engine/challenges/:id/members',
    url: (w) => `/api/engine/challenges/${w.challenge}/members`,
    body: (w, caller) => (caller === 'anonymous' ? { game: w.anonymousGame.id } : {}),
    expect: everyone(200),
  },
  {
    route: 'DELETE /api/engine/challenges/:id/members',
    url: (w) => `/api/engine/challenges/${w.challenge}/members`,
    body: (w, caller) => (caller === 'anonymous' ? { game: w.anonymousGame.id } : {}),
    expect: everyone(200),
  },
  {
    route: 'POST /api/engine/challenges/:id/members',
    note: "a player's game cannot be entered by someone else as if it were anonymous",
    url: (w) => `/api/engine/challenges/${w.challenge}/members`,
    body: (w) => ({ game: w.playersGame.id }),
    expect: { ...everyone(200), anonymous: 400 },
  },

  // The site-admin API: admins only, whatever else the caller is.
  { route: 'GET /api/admin/challenges', url: fixed('/api/admin/challenges'), expect: siteAdmins },
  {
    route: 'POST /api/admin/challenges',
    url: fixed('/api/admin/challenges'),
    body: adminBodies.challenge,
    expect: siteAdmins,
  },
  {
    route: 'PUT /api/admin/challenges/:id',
    url: (w) => `/api/admin/challenges/${w.privateChallenge}`,
    body: adminBodies.challenge,
    expect: siteAdmins,
  },
  {
    route: 'POST /api/admin/challenges/:id/end',
    url: (w) => `/api/admin/challenges/${w.challenge}/end`,
    expect: siteAdmins,
  },
  { route: 'GET /api/admin/announcements', url: fixed('/api/admin/announcements'), expect: siteAdmins },
  {
    route: 'POST /api/admin/announcements',
    url: fixed('/api/admin/announcements'),
    body: adminBodies.announcement,
    expect: siteAdmins,
  },
  {
    route: 'PUT /api/admin/announcements/:id',
    url: async (_w, admin) => `/api/admin/announcements/${await admin('announcement')}`,
    body: adminBodies.announcement,
    expect: siteAdmins,
  },
  {
    route: 'DELETE /api/admin/announcements/:id',
    url: async (_w, admin) => `/api/admin/announcements/${await admin('announcement')}`,
    expect: siteAdmins,
  },
  { route: 'GET /api/admin/notices', url: fixed('/api/admin/notices'), expect: siteAdmins },
  { route: 'POST /api/admin/notices', url: fixed('/api/admin/notices'), body: adminBodies.notice, expect: siteAdmins },
  {
    route: 'PUT /api/admin/notices/:id',
    url: async (_w, admin) => `/api/admin/notices/${await admin('notice')}`,
    body: adminBodies.notice,
    expect: siteAdmins,
  },
  {
    route: 'DELETE /api/admin/notices/:id',
    url: async (_w, admin) => `/api/admin/notices/${await admin('notice')}`,
    expect: siteAdmins,
  },
  { route: 'GET /api/admin/categories', url: fixed('/api/admin/categories'), expect: siteAdmins },
  {
    route: 'PATCH /api/admin/categories/:id',
    url: fixed(`/api/admin/categories/${categoryId('multiplication-table')}`),
    body: () => ({ position: 7 }),
    expect: siteAdmins,
  },
  { route: 'GET /api/admin/sponsors', url: fixed('/api/admin/sponsors'), expect: siteAdmins },
  {
    route: 'POST /api/admin/sponsors',
    url: fixed('/api/admin/sponsors'),
    body: adminBodies.sponsor,
    expect: siteAdmins,
  },
  {
    route: 'PUT /api/admin/sponsors/:id',
    url: async (_w, admin) => `/api/admin/sponsors/${await admin('sponsor')}`,
    body: adminBodies.sponsor,
    expect: siteAdmins,
  },
  {
    route: 'POST /api/admin/sponsors/:id/ads',
    url: async (_w, admin) => `/api/admin/sponsors/${await admin('sponsor')}/ads`,
    body: adminBodies.ad,
    expect: siteAdmins,
  },
  {
    route: 'PUT /api/admin/ads/:id',
    url: async (_w, admin) => `/api/admin/ads/${await admin('ad')}`,
    body: adminBodies.ad,
    expect: siteAdmins,
  },
  {
    route: 'DELETE /api/admin/ads/:id',
    url: async (_w, admin) => `/api/admin/ads/${await admin('ad')}`,
    expect: siteAdmins,
  },
  { route: 'GET /api/admin/users', url: fixed('/api/admin/users'), expect: siteAdmins },
  { route: 'GET /api/admin/users/:id', url: (w) => `/api/admin/users/${P(w).id}`, expect: siteAdmins },
  {
    route: 'PATCH /api/admin/users/:id',
    url: (w) => `/api/admin/users/${P(w).id}`,
    body: () => ({ cheater: true }),
    expect: siteAdmins,
  },
  { route: 'GET /api/admin/groups', url: fixed('/api/admin/groups'), expect: siteAdmins },
  { route: 'GET /api/admin/groups/:id', url: (w) => `/api/admin/groups/${w.group.id}`, expect: siteAdmins },
  {
    route: 'PATCH /api/admin/groups/:id',
    url: (w) => `/api/admin/groups/${w.group.id}`,
    body: () => ({ name: 'Renamed by the site' }),
    expect: siteAdmins,
  },
  { route: 'DELETE /api/admin/groups/:id', url: (w) => `/api/admin/groups/${w.group.id}`, expect: siteAdmins },
  { route: 'GET /api/admin/audit', url: fixed('/api/admin/audit'), expect: siteAdmins },
  {
    route: 'GET /api/admin/reports',
    url: fixed('/api/admin/reports?from=2025-01-01&to=2025-01-31'),
    expect: siteAdmins,
  },
  {
    route: 'GET /api/admin/reports.csv',
    url: fixed('/api/admin/reports.csv?from=2025-01-01&to=2025-01-31&by=day'),
    expect: siteAdmins,
  },
  { route: 'GET /api/admin/question-reports', url: fixed('/api/admin/question-reports'), expect: siteAdmins },
  {
    route: 'POST /api/admin/question-reports/:category/:key/dismiss',
    url: (w) => `/api/admin/question-reports/${questionRefOf(w)}/dismiss`,
    expect: siteAdmins,
  },
  {
    route: 'PUT /api/admin/disabled-questions/:category/:key',
    url: (w) => `/api/admin/disabled-questions/${questionRefOf(w)}`,
    expect: siteAdmins,
  },
  {
    route: 'DELETE /api/admin/disabled-questions/:category/:key',
    url: (w) => `/api/admin/disabled-questions/${questionRefOf(w)}`,
    expect: siteAdmins,
  },
  {
    route: 'POST /api/admin/uploads',
    url: fixed('/api/admin/uploads'),
    body: () => ({ filename: 'dot.png', content_type: 'image/png', data_base64: PNG }),
    expect: siteAdmins,
  },
];

/** The pack reference of the question on the player's card (`<category>/<key>`). */
function questionRefOf(w: World): string {
  return w.playersGame.attributes.question!.metadata.question_ref as string;
}

/** A single-use e-mail token of the player's, as the mail would carry it. */
let tokenContext: TestContext;
// change_email and undo_email tokens come without an address here: following one answers 302
// and changes nothing, so the player's session lives on for the rows after it.
function emailToken(w: World, purpose: EmailTokenPurpose) {
  return issueEmailToken(tokenContext.deps.db.kysely, P(w).id, purpose, tokenContext.deps.now() + 3_600_000);
}

// ---- the test ----------------------------------------------------------------------------------

describe.each(DIALECTS)('the authorization matrix on %s', (dialect) => {
  let ctx: TestContext;
  let passwordHash: string;
  let shared: World;
  const registered: string[] = [];
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ricebowl-matrix-dist-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    ctx = await createTestApp(
      dialect,
      { CAPTCHA: 'off', SERVICES: 'accounts,engine,web' },
      {
        webDistDir: distDir,
        onRoute: (route) => {
          for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
        },
      },
    );
    tokenContext = ctx;
    passwordHash = await hashPassword(PASSWORD);
    shared = await makeWorld(ctx, passwordHash);
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('has a row for every route the app serves, and none for a route it does not', () => {
    const covered = new Set<string>(ROWS.map((row) => row.route));
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !registered.includes(route))).toEqual([]);
  });

  function adminMaker(w: World): AdminMaker {
    const asAdmin = async (method: Method, url: string, payload: object) => {
      const reply = await ctx.app.inject({
        method,
        url,
        payload,
        headers: bearer(w.actors.admin.token),
        remoteAddress: anyAddress(),
      });
      if (reply.statusCode !== 200) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
      return reply.json<{ data: { id: string } }>();
    };
    const make = async (kind: Parameters<AdminMaker>[0]): Promise<string> => {
      switch (kind) {
        case 'announcement':
          return (await asAdmin('POST', '/api/admin/announcements', adminBodies.announcement())).data.id;
        case 'notice':
          return (await asAdmin('POST', '/api/admin/notices', adminBodies.notice())).data.id;
        case 'sponsor':
          return (await asAdmin('POST', '/api/admin/sponsors', adminBodies.sponsor())).data.id;
        case 'ad':
          return (await asAdmin('POST', `/api/admin/sponsors/${await maker('sponsor')}/ads`, adminBodies.ad())).data.id;
        case 'upload': {
          const body = { filename: 'dot.png', content_type: 'image/png', data_base64: PNG };
          return ((await asAdmin('POST', '/api/admin/uploads', body)) as unknown as { url: string }).url;
        }
      }
    };
    const maker: AdminMaker = (kind) => {
      if (!w.made.has(kind)) w.made.set(kind, make(kind));
      return w.made.get(kind)!;
    };
    return maker;
  }

  it.each(ROWS.map((row) => [`${row.route}${row.note ? ` (${row.note})` : ''}`, row] as const))(
    '%s',
    async (_name, row) => {
      const changes = !row.route.startsWith('GET ');
      const seen: Record<string, number> = {};
      for (const caller of ROLES) {
        // A call that changes something gets a world of its own, so each caller meets the same state.
        const w = changes ? await makeWorld(ctx, passwordHash) : shared;
        const admin = adminMaker(w);
        const url = await row.url(w, admin);
        const payload = await row.body?.(w, caller, admin);
        const reply = await ctx.app.inject({
          method: row.route.split(' ')[0] as Method,
          url,
          ...(payload === undefined ? {} : { payload }),
          headers: caller === 'anonymous' ? {} : bearer(w.actors[caller].token),
          remoteAddress: anyAddress(),
        });
        seen[caller] = reply.statusCode;

        // Nothing of anyone else's in the answer.
        const exempt = caller === 'admin' && url.startsWith('/api/admin/');
        if (!exempt) {
          const others = Object.entries(w.actors).filter(([person]) => person !== caller);
          for (const [person, actor] of others)
            expect(reply.body, `${caller} sees the e-mail address of ${person}`).not.toContain(actor.email);
          // (Only API answers: the documentation's scripts are long enough to hold any 8 characters.)
          if (!['member', 'owner'].includes(caller) && url.startsWith('/api/') && !url.startsWith('/api/docs'))
            expect(reply.body, `${caller} sees the group's code`).not.toContain(w.group.code);
        }
        expect(reply.body).not.toContain('$argon2');
        if (reply.statusCode >= 500) throw new Error(`${caller}: ${reply.statusCode} ${reply.body}`);
      }
      expect(seen).toEqual(row.expect);
    },
  );
});
