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
  created_at: number;
  updated_at: number;
}

/** The donation ledger: one append-only row per credited correct answer. */
export interface DonationsTable {
  /** The issued question's opaque id: a question can be credited at most once. */
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

export type Category = Selectable<CategoriesTable>;
export type Game = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
export type Donation = Selectable<DonationsTable>;
// Generated is re-exported for migrations that add serial columns later.
export type { Generated };
