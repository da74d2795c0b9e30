import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The database as Kysely sees it. Booleans are integers (0/1) and times are epoch milliseconds so
 * that one set of migrations and queries runs on SQLite and PostgreSQL alike.
 */
export interface Database {
  categories: CategoriesTable;
  games: GamesTable;
  donations: DonationsTable;
  daily_totals: DailyTotalsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  captcha_solutions: CaptchaSolutionsTable;
  players: PlayersTable;
  user_category_stats: UserCategoryStatsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_stats: GroupStatsTable;
  group_contributions: GroupContributionsTable;
  donation_groups: DonationGroupsTable;
  user_badges: UserBadgesTable;
  user_activity: UserActivityTable;
  challenges: ChallengesTable;
  challenge_members: ChallengeMembersTable;
  donation_challenges: DonationChallengesTable;
  announcements: AnnouncementsTable;
  eye_catchers: EyeCatchersTable;
  sponsors: SponsorsTable;
  ads: AdsTable;
  audit_log: AuditLogTable;
  anticheat_counters: AnticheatCountersTable;
  question_reports: QuestionReportsTable;
  disabled_questions: DisabledQuestionsTable;
  outbox_events: OutboxEventsTable;
}

export interface SponsorsTable {
  id: string;
  name: string;
  /** 1..1000: the share of issued questions among the sponsors that can be picked. */
  weight: number;
  /** Grains paid for in all; null = unlimited. */
  budget_grains: number | null;
  /** Grains credited under the sponsor (atomic increments in the answer's transaction). */
  spent_grains: number;
  active: number;
  created_at: number;
}

export interface AdsTable {
  id: string;
  sponsor_id: string;
  kind: 'image' | 'text';
  image_url: string;
  text: string;
  link: string;
  alt: string;
  position: number;
  active: number;
  created_at: number;
}

/** One row per admin change, written in the change's transaction. */
export interface AuditLogTable {
  /** Counts inserts: orders entries written in the same millisecond (migration 0017). */
  seq: Generated<number>;
  id: string;
  at: number;
  actor_user_id: string | null;
  /** `<resource>.<verb>`, e.g. `challenge.update`. */
  action: string;
  target_type: string;
  target_id: string;
  /** JSON object. */
  details: string;
}

export interface UserBadgesTable {
  user_id: string;
  badge: string;
  earned_at: number;
}

/** What the persistence badges need: the current run of play and the days played. */
export interface UserActivityTable {
  user_id: string;
  /** Start of the current unbroken run of play (no gap over 10 minutes). */
  session_started_at: number;
  last_answer_at: number;
  /** UTC day of the last answer, YYYY-MM-DD. */
  last_day: string;
  days_in_a_row: number;
  days_played: number;
}

export interface ChallengesTable {
  id: string;
  title: string;
  description: string;
  image: string;
  public: number;
  anonymous_play: number;
  /** Epoch seconds (SPEC §3). */
  datetime_start: number;
  datetime_end: number;
  rice_goal: number;
  rice_raised: number;
  participants: number;
  /** JSON array of grain thresholds. */
  milestones: string;
  created_at: number;
}

/** A participant: `u:<user id>` for a player, `g:<game id>` for an anonymous game. */
export interface ChallengeMembersTable {
  challenge_id: string;
  member_key: string;
  rice: number;
  active: number;
  joined_at: number;
}

export interface DonationChallengesTable {
  question_id: string;
  challenge_id: string;
}

export interface AnnouncementsTable {
  id: string;
  title: string;
  image: string;
  summary: string;
  call_to_action: string;
  call_to_action_label: string;
  /** Epoch ms. */
  date: number;
  expiration_date: number;
}

export interface EyeCatchersTable {
  id: string;
  title: string;
  body: string;
  button_link: string;
  button_text: string;
  active: number;
  created_at: number;
}

export interface GroupsTable {
  id: string;
  name: string;
  avatar: string;
  description: string;
  /** The join code: short, unambiguous, unguessable (see accounts/groups/codes.ts). */
  code: string;
  created_at: number;
  updated_at: number;
}

export interface GroupMembersTable {
  group_id: string;
  user_id: string;
  /** 1 for owners (SPEC: "admins"): rename, refresh the code, promote, kick. */
  is_admin: number;
  joined_at: number;
}

export interface GroupStatsTable {
  group_id: string;
  rice: number;
  members: number;
}

/** A member's grains for a group; the row stays (inactive) when they leave, and so do the grains. */
export interface GroupContributionsTable {
  group_id: string;
  user_id: string;
  rice: number;
  active: number;
}

export interface DonationGroupsTable {
  question_id: string;
  group_id: string;
}

export interface UsersTable {
  id: string;
  username: string;
  /** Lower-cased username: uniqueness is case-insensitive. */
  username_key: string;
  email: string;
  email_key: string;
  /** argon2id. */
  password_hash: string;
  avatar: string;
  birthdate: string;
  /** Null until the e-mail link is followed. */
  verified_at: number | null;
  /** While unverified: when the account stops working (24 hours after the link was sent). */
  verify_by: number | null;
  role: string;
  disabled: number;
  /** The interface language (contract LANGUAGES) the account's e-mails are written in. */
  language: string;
  created_at: number;
  updated_at: number;
  /** Bumped when credentials change or the account is disabled: older sessions and links die. */
  credentials_generation: Generated<number>;
  /** UTS #39 skeleton of the username (unique): look-alike names collide. */
  username_skeleton: string | null;
}

/** Bearer sessions; only the SHA-256 of each token is stored. */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  /** The user's credentials generation at sign-in; the session works while they are equal. */
  generation: Generated<number>;
}

export type EmailTokenPurpose = 'verify' | 'login' | 'reverify' | 'change_email' | 'undo_email';

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  expires_at: number;
  used_at: number | null;
  /** The user's credentials generation when issued (undo links ignore it: they outlive changes). */
  generation: Generated<number>;
  /** change_email: the new address; undo_email: the address to restore. */
  payload: string | null;
  /** change_email: the session that asked; it stays signed in when the change takes effect. */
  session_hash: string | null;
}

export interface CaptchaSolutionsTable {
  signature: string;
  expires_at: number;
}

export interface PlayersTable {
  user_id: string;
  rice: number;
  correct: number;
  wrong: number;
  /** 1 marks a cheater (SPEC §3 player_type.value). */
  player_type: number;
  updated_at: number;
}

export interface UserCategoryStatsTable {
  user_id: string;
  category_id: string;
  right: number;
  wrong: number;
}

export interface CategoriesTable {
  id: string;
  machine_name: string;
  label: string;
  category_group: string;
  category_group_label: string;
  sponsor_text: string;
  /** JSON array of up to three URLs. */
  icon_urls: string;
  levels: number;
  position: number;
  enabled: number;
  /** The language the questions are asked in, as the pack declares it (BCP 47; "zxx": none). */
  language: Generated<string>;
}

export interface GamesTable {
  id: string;
  user_id: string | null;
  category_id: string;
  level: number;
  rice: number;
  streak: number;
  /** Opaque id of the question now on the card; null only between category changes. */
  question_id: string | null;
  /** JSON of the public question (text, options, resources); never holds the correct option. */
  question: string | null;
  correct_option_id: string | null;
  learn_more: string | null;
  /** JSON map "category:level" → indexes already asked, so questions do not repeat. */
  seen: string;
  question_issued_at: number;
  /** The sponsor picked for the question on the card (issue 6); null when none could be. */
  sponsor_id: string | null;
  created_at: number;
  updated_at: number;
  /**
   * SHA-256 (hex) of the claim secret given to the browser that started this anonymous game: the
   * proof that moves its grains into an account, once. Null once claimed and for players' games.
   */
  claim_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The donation ledger: one append-only row per credited correct answer. */
export interface DonationsTable {
  /** The issued question's opaque id; with the game, the key: a question is credited at most once. */
  question_id: string;
  game_id: string;
  user_id: string | null;
  category_id: string;
  sponsor_id: string | null;
  grains: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  created_at: number;
}

/** The day's total, spread over shards so concurrent answers do not queue on one row. */
export interface DailyTotalsTable {
  day: string;
  shard: number;
  grains: ColumnType<number, number, number>;
}

/** Anti-cheat evidence per account (`u:<user id>`) or anonymous game (`g:<game id>`). */
export interface AnticheatCountersTable {
  subject: string;
  /** Too-fast answers since `fast_since` (epoch ms). */
  fast_count: number;
  fast_since: number;
  /** Answers since `rate_since` (epoch ms). */
  rate_count: number;
  rate_since: number;
  /** Anonymous games and clients: nothing anonymous is credited before this time (epoch ms). */
  throttled_until: number;
  /** Accounts and anonymous games: the client (address key) they last answered from. */
  client: string | null;
  last_at: Generated<number>;
  /** Credit clocks (epoch ms): credit spent up to here at a fast person's pace, and against the ceilings. */
  pace_at: Generated<number>;
  hour_at: Generated<number>;
  day_at: Generated<number>;
  /** 1 when the last correct answer did not fit the clocks. */
  refused: Generated<number>;
  /** Players: when they last answered wrong (epoch ms), a person's error beside a person's timing. */
  wrong_at: Generated<number>;
}

export type Category = Selectable<CategoriesTable>;
export type Game = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
export type Donation = Selectable<DonationsTable>;
export type User = Selectable<UsersTable>;
export type Group = Selectable<GroupsTable>;
export type Challenge = Selectable<ChallengesTable>;
// Generated is re-exported for migrations that add serial columns later.
export type { Generated };

/** Players' reports of a problem with a question (engine/reports), by the question's reference. */
export interface QuestionReportsTable {
  id: string;
  /** The question: its category's machine name and its key in the pack (see question-ref.ts). */
  category: string;
  question_key: string;
  /** The question's text when reported, shown if the item later leaves the packs. */
  question_text: string;
  reason: 'wrong_answer' | 'unclear' | 'offensive' | 'other';
  note: string;
  /** The reporting account; null when the player was not signed in. */
  user_id: string | null;
  created_at: number;
  /** Set when an admin dismissed or acted on the report; open while null. */
  closed_at: number | null;
}

/** Questions no process issues any more (engine/reports), until an admin enables them again. */
export interface DisabledQuestionsTable {
  category: string;
  question_key: string;
  disabled_at: number;
  disabled_by: string | null;
}

/** Domain events recorded in their write's transaction, not yet published (platform/events, ADR 021). */
export interface OutboxEventsTable {
  /** The publishing order. */
  id: Generated<number>;
  type: string;
  /** The event's fields but its type, as JSON. */
  payload: string;
  created_at: number;
}
