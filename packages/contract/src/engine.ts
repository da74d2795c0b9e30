import { Type, type Static } from '@sinclair/typebox';
import { CollectionDocument, Document, ResourceObject } from './jsonapi.js';
import { MAX_LEVEL, MIN_LEVEL, WEEKDAYS, type Weekday } from './constants.js';

/** Engine API schemas (SPEC §3, §7; ARCHITECTURE §4–5). Served under /api/engine. */

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Level = Type.Integer({ minimum: MIN_LEVEL, maximum: MAX_LEVEL });

export const CategoryAttributes = Type.Object({
  machine_name: Type.String(),
  label: Type.String(),
  icon_urls: Type.Array(Type.String(), { maxItems: 3 }),
  levels: Type.Integer({ minimum: MIN_LEVEL, maximum: MAX_LEVEL }),
  category_group: Type.String(),
  category_group_label: Type.String(),
  sponsor_text: Type.String(),
  /**
   * The language the questions are asked in (issue 19): a BCP 47 code such as "en", or "zxx" when
   * they use no words ("7 x 8"). Not in SPEC §3; clients that do not know it ignore it.
   */
  language: Type.String({ maxLength: 35 }),
});
export type CategoryAttributes = Static<typeof CategoryAttributes>;
export const CategoryList = CollectionDocument('categories', CategoryAttributes);
export type CategoryList = Static<typeof CategoryList>;

export const LevelAttributes = Type.Object({
  levels: Level,
  label: Type.String(),
  machine_name: Type.String(),
});
export type LevelAttributes = Static<typeof LevelAttributes>;
export const LevelList = CollectionDocument('levels', LevelAttributes);
export type LevelList = Static<typeof LevelList>;

/** An option as the player sees it: nothing more may ride along (a `correct` flag would give the answer away). */
export const QuestionOption = Type.Object({ id: Type.String(), text: Type.String() }, { additionalProperties: false });
export const QuestionResource = Type.Object(
  { url: Type.String(), alt: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

/** A question as the player sees it: closed, so that no field naming the answer can ride along. */
export const Question = Type.Object(
  {
    id: Type.String(),
    text: Type.String(),
    options: Type.Array(QuestionOption),
    type: Type.String(),
    resources: Type.Array(QuestionResource),
    metadata: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false },
);
export type Question = Static<typeof Question>;

export const LearnMore = Type.Object({
  type: Type.Union([Type.Literal('success'), Type.Literal('error')]),
  /** HTML; the client sanitises it before rendering. */
  text: Type.String(),
});

export const Answer = Type.Object({
  correct: Type.Boolean(),
  /** Ids of the correct options; empty when the answer was not counted (stale question). */
  options: Type.Array(Type.String()),
  metadata: Type.Object({ learn_more: Type.Optional(LearnMore) }),
});
export type Answer = Static<typeof Answer>;

export const Notification = Type.Object({
  size: Type.Union([Type.Literal('large'), Type.Literal('small')]),
  title: Type.String(),
  /** Stable id the client translates; `title` is the English fallback. */
  code: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type Notification = Static<typeof Notification>;

/** Closed: the game's row holds the correct option and the claim's hash, which must never ride along. */
export const GameAttributes = Type.Object(
  {
    question: Type.Union([Question, Type.Null()]),
    question_id: Type.Union([Type.String(), Type.Null()]),
    /** Always an object: without options when there is no answer to show (a new game, a stale answer). */
    answer: Answer,
    /** Grains this game has earned. */
    rice: Type.Integer({ minimum: 0 }),
    user_id: Type.Union([Type.String(), Type.Null()]),
    /** Category id. */
    category: Type.String(),
    level: Level,
    notifications: Type.Array(Notification),
    user_rice_total: Type.Union([Type.Integer(), Type.Null()]),
    /** Correct answers in a row. */
    streak: Type.Integer({ minimum: 0 }),
    /**
     * The sponsor paying for the question on the card, whose ads the two slots show (issue 6); null
     * when no sponsor is active with budget left. Creatives come from `GET /api/accounts/api/ads`.
     */
    sponsor_id: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type GameAttributes = Static<typeof GameAttributes>;
/** Closed at the top too: only `POST /games` may carry the claim secret in `meta` (below). */
export const GameDocument = Type.Object(
  { data: ResourceObject('games', GameAttributes) },
  { additionalProperties: false },
);
export type GameDocument = Static<typeof GameDocument>;

/**
 * The answer to `POST /games` (issue 14, ADR 009): the game document, and for an anonymous game a
 * top-level `meta.claim`, the secret that moves the game's credited grains into an account when
 * sent with sign-in or sign-up (`claim` beside `game`). Given once, here: no later read of the game
 * carries it. Clients that ignore `meta` (the Freerice ones) play on unchanged.
 */
export const CreatedGameDocument = Type.Object({
  data: GameDocument.properties.data,
  meta: Type.Optional(Type.Object({ claim: Type.String() })),
});
export type CreatedGameDocument = Static<typeof CreatedGameDocument>;

export const GameParams = Type.Object({ id: Id });

export const CreateGameBody = Type.Object(
  {
    category: Id,
    level: Level,
    user: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type CreateGameBody = Static<typeof CreateGameBody>;

export const ChangeCategoryBody = Type.Object({ category: Id, level: Level }, { additionalProperties: false });
export type ChangeCategoryBody = Static<typeof ChangeCategoryBody>;

export const SubmitAnswerBody = Type.Object(
  {
    answer: Id,
    question: Id,
    user: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type SubmitAnswerBody = Static<typeof SubmitAnswerBody>;

/**
 * Grains per day for the last seven days (UTC), keyed by abbreviated weekday, and `lifetime`:
 * every grain this instance's ledger holds (ADR 014).
 */
export const RiceTotalsAttributes = Type.Object({
  ...(Object.fromEntries(WEEKDAYS.map((day) => [day, Type.Integer({ minimum: 0 })])) as Record<
    Weekday,
    ReturnType<typeof Type.Integer>
  >),
  lifetime: Type.Integer({ minimum: 0 }),
});
export type RiceTotalsAttributes = Static<typeof RiceTotalsAttributes>;
export const RiceTotalsDocument = Document('rice-totals', RiceTotalsAttributes);
export type RiceTotalsDocument = Static<typeof RiceTotalsDocument>;

export const ClientErrorReport = Type.Object(
  {
    message: Type.String({ maxLength: 2000 }),
    endpoint: Type.Optional(Type.String({ maxLength: 500 })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    version: Type.String({ maxLength: 32 }),
  },
  { additionalProperties: false },
);
export type ClientErrorReport = Static<typeof ClientErrorReport>;

export const CategoriesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  current: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const BadgeAttributes = Type.Object({
  machine_name: Type.String(),
  label: Type.String(),
  description: Type.String(),
});
export type BadgeAttributes = Static<typeof BadgeAttributes>;
export const BadgeList = CollectionDocument('badges', BadgeAttributes);
export type BadgeList = Static<typeof BadgeList>;

export const FavCategory = Type.Object({
  category: Type.String(),
  total: Type.Integer(),
  right: Type.Integer(),
  wrong: Type.Integer(),
  coef: Type.Number(),
});

/** User statistics (SPEC §3): the engine's view of a player. */
export const UserStatsAttributes = Type.Object({
  rice: Type.Integer({ minimum: 0 }),
  rank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  player_type: Type.Object({ value: Type.Integer() }),
  /** Badge ids earned. */
  badges: Type.Array(Type.String()),
  details: Type.Object({
    fav_categories: Type.Array(FavCategory),
    groups: Type.Array(Type.Object({ id: Type.String(), contribution: Type.Integer() })),
  }),
});
export type UserStatsAttributes = Static<typeof UserStatsAttributes>;
export const UserStatsDocument = Document('users', UserStatsAttributes);
export type UserStatsDocument = Static<typeof UserStatsDocument>;
