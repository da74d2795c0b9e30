import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/schema.js';
import { uuid } from '../platform/ids.js';
import type { AdminChallengeBody } from '@ricebowl/contract';
import { challengeProblems, insertCheckedChallenge } from '../engine/challenges/service.js';
import { insertAnnouncement, createNotice as putUpNotice } from '../accounts/announcements/service.js';

/**
 * What operators create before the admin area exists: challenges, announcements and eye-catcher
 * notices, validated as strictly as an API body would be.
 */

const IsoDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
});

export const ChallengeInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String({ minLength: 1, maxLength: 5000 }),
  image: Type.String({ maxLength: 500, default: '' }),
  public: Type.Boolean({ default: true }),
  anonymousPlay: Type.Boolean({ default: false }),
  start: IsoDate,
  end: IsoDate,
  goal: Type.Integer({ minimum: 10 }),
  milestones: Type.Array(Type.Integer({ minimum: 1 }), { default: [] }),
});
export type ChallengeInput = Static<typeof ChallengeInput>;

export const AnnouncementInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  summary: Type.String({ minLength: 1, maxLength: 2000 }),
  image: Type.String({ maxLength: 500, default: '' }),
  callToAction: Type.String({ maxLength: 500, default: '' }),
  callToActionLabel: Type.String({ maxLength: 100, default: '' }),
  date: Type.Optional(IsoDate),
  expires: IsoDate,
});
export type AnnouncementInput = Static<typeof AnnouncementInput>;

export const NoticeInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  body: Type.String({ minLength: 1, maxLength: 2000 }),
  buttonLink: Type.String({ maxLength: 500, default: '' }),
  buttonText: Type.String({ maxLength: 100, default: '' }),
});
export type NoticeInput = Static<typeof NoticeInput>;

export class InputError extends Error {}

/** Checks input against its schema (defaults filled in) and returns it typed, or throws every problem. */
export function checked<T extends typeof ChallengeInput | typeof AnnouncementInput | typeof NoticeInput>(
  schema: T,
  input: unknown,
): Static<T> {
  const value = Value.Default(schema, Value.Clone(input));
  const problems = [...Value.Errors(schema, value)].map((e) => `${e.path.slice(1) || 'input'}: ${e.message}`);
  if (problems.length) throw new InputError(problems.join('\n'));
  return value as Static<T>;
}

const time = (iso: string) => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new InputError(`not a date: ${iso}`);
  return ms;
};

/** The command line's challenge, checked by the same rules as the admin API's. */
export async function createChallenge(db: Kysely<Database>, input: unknown, now: number): Promise<string> {
  const c = checked(ChallengeInput, input);
  const body: AdminChallengeBody = {
    title: c.title,
    description: c.description,
    image: c.image,
    public: c.public,
    anonymous_play: c.anonymousPlay,
    datetime_start: Math.floor(time(c.start) / 1000),
    datetime_end: Math.floor(time(c.end) / 1000),
    rice_goal: c.goal,
    milestones: c.milestones,
  };
  const problems = Object.entries(challengeProblems(body)).map(([field, list]) => `${field}: ${list.join(' ')}`);
  if (problems.length) throw new InputError(problems.join('\n'));
  return insertCheckedChallenge(db, body, now);
}

export async function createAnnouncement(db: Kysely<Database>, input: unknown, now: number): Promise<string> {
  const a = checked(AnnouncementInput, input);
  const id = uuid();
  const date = a.date ? time(a.date) : now;
  const expires = time(a.expires);
  if (expires <= date) throw new InputError('expires: must be after the date');
  await insertAnnouncement(db, {
    id,
    title: a.title,
    summary: a.summary,
    image: a.image,
    call_to_action: a.callToAction,
    call_to_action_label: a.callToActionLabel,
    date,
    expiration_date: expires,
  });
  return id;
}

/** A new eye-catcher notice replaces the one shown before. */
export async function createNotice(db: Kysely<Database>, input: unknown, now: number): Promise<string> {
  const n = checked(NoticeInput, input);
  const id = uuid();
  await db.transaction().execute((trx) =>
    putUpNotice(trx, {
      id,
      title: n.title,
      body: n.body,
      button_link: n.buttonLink,
      button_text: n.buttonText,
      active: 1,
      created_at: now,
    }),
  );
  return id;
}

const DAY = 24 * 60 * 60_000;

/** What a newcomer sees on a fresh install: one running challenge, one announcement, one notice. */
export async function seedExamples(db: Kysely<Database>, now: number) {
  await createChallenge(
    db,
    {
      title: 'First Harvest',
      description:
        'Our first challenge: together, let us fill 100,000 grains of rice. Everyone can join, with or without an account. Every correct answer while the challenge runs counts.',
      image: 'challenges/first-harvest.svg',
      public: true,
      anonymousPlay: true,
      start: new Date(now - DAY).toISOString(),
      end: new Date(now + 60 * DAY).toISOString(),
      goal: 100_000,
      milestones: [1_000, 10_000, 50_000],
    },
    now,
  );
  await createAnnouncement(
    db,
    {
      title: 'Welcome to Ricebowl',
      summary:
        'Answer questions, learn something new, and feed people: every correct answer pays for 10 grains of rice.',
      callToAction: '/challenges',
      callToActionLabel: 'See the challenges',
      expires: new Date(now + 365 * DAY).toISOString(),
    },
    now,
  );
  await createNotice(
    db,
    {
      title: 'Join the First Harvest',
      body: 'Help us fill 100,000 grains of rice together. Join the challenge and every correct answer counts twice as much: for the people who need food and for the challenge.',
      buttonLink: '/challenges',
      buttonText: 'Join the challenge',
    },
    now,
  );
}
