/**
 * Business constants shared by server and web (SPEC §9). One source of truth for every number.
 * The web app's runtime imports from the contract come from here and validation.ts only, so that
 * its build drops the modules holding TypeBox schemas (package.json: "sideEffects": false) and
 * TypeBox with them (issue 8: the game route's JavaScript budget). Keep schemas out of this file.
 */

export const CLIENT_VERSION = '1.27.0';

/** Sponsors pay the cash value of 10 grains of rice per correct answer. */
export const GRAINS_PER_CORRECT_ANSWER = 10;

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 5;
export const DEFAULT_LEVEL = 1;
/** Where `/` sends a player who has not chosen a category (operators may set DEFAULT_CATEGORY). */
export const DEFAULT_CATEGORY = 'english-vocabulary';
/** Correct answers in a row that raise the level by one (ARCHITECTURE §5). */
export const CORRECT_IN_A_ROW_TO_LEVEL_UP = 3;

export const LEVEL_MACHINE_NAMES = ['easiest', 'easier', 'normal', 'harder', 'hardest'] as const;

export const OPTIONS_PER_QUESTION = 4;

/** Category groups in the fixed order the categories screen shows them. */
export const CATEGORY_GROUPS = [
  'english',
  'art-culture',
  'history',
  'focus-on-food',
  'ambassadors-for-change',
  'language-learning',
  'chinese',
  'japanese',
  'math',
  'science',
  'social-sciences',
  'new-categories',
  'geography',
  'sustainable-development-goals',
] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

/**
 * English labels of the category groups, stored with a category moved between groups (here, not in
 * admin.ts, so the web app reads them without building the admin schemas).
 */
export const CATEGORY_GROUP_LABELS: Record<CategoryGroup, string> = {
  english: 'English',
  'art-culture': 'Art & Culture',
  history: 'History',
  'focus-on-food': 'Focus on Food',
  'ambassadors-for-change': 'Ambassadors for Change',
  'language-learning': 'Language Learning',
  chinese: 'Chinese',
  japanese: 'Japanese',
  math: 'Math',
  science: 'Science',
  'social-sciences': 'Social Sciences',
  'new-categories': 'New Categories',
  geography: 'Geography',
  'sustainable-development-goals': 'Sustainable Development Goals',
};

export const PAGE_LIMITS = {
  categories: 50,
  badges: 50,
  topUsers: 50,
  topGroups: 50,
  groupMembers: 40,
} as const;

/** Client timings in milliseconds. */
export const TIMINGS = {
  resultCorrectMs: 1800,
  resultWrongMs: 2700,
  cardTransitionMs: 550,
  notificationTransitionMs: 500,
  smallNotificationHideMs: 5000,
  categoryPickDelayMs: 500,
  deleteAccountSignOutMs: 2000,
  modalFocusDelayMs: 250,
  challengeRefreshMs: 1000,
} as const;

/** Questions longer than this are shown in a smaller type. */
export const LONG_QUESTION_CHARS = 80;

/** Ads switch between the mobile and desktop layout at this viewport width. */
export const AD_LAYOUT_BREAKPOINT_PX = 768;
export const AD_SLOTS_PER_LAYOUT = 2;

/** The rice counter animates for ceil(grains / 50) seconds; the bowl fills in steps of 5 per 50. */
export const RICE_BOWL_GRAINS_PER_FILL = 50;
export const RICE_BOWL_STEP = 5;

export const USER_AVATAR_COUNT = 16;
export const GROUP_AVATAR_DISPLAY_COUNT = 14;
export const GROUP_AVATAR_SELECT_COUNT = 15;

export const MIN_SIGNUP_AGE = 13;
export const UNVERIFIED_ACCOUNT_LIFETIME_HOURS = 24;
export const PASSWORD_MIN = 5;
export const USERNAME_MIN = 5;
export const GROUP_NAME_MIN = 3;

export const CHALLENGE_PROGRESS_TIERS = [0, 10, 30, 50, 70, 90, 100] as const;

/** The meta tag of index.html that carries the runtime config (runtime-config.ts). */
export const RUNTIME_CONFIG_META = 'ricebowl-config';

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const BADGE_NAMES = [
  'streak_10',
  'streak_25',
  'streak_50',
  'streak_75',
  'streak_100',
  'streak_125',
  'streak_150',
  'streak_175',
  'streak_200',
  'accumulation_1000',
  'accumulation_2000',
  'accumulation_5000',
  'accumulation_10000',
  'persistence_1h',
  'persistence_2h',
  'persistence_5d',
  'persistence_10d',
  'persistence_15d',
  'persistence_30i',
] as const;
export type BadgeName = (typeof BADGE_NAMES)[number];

/** A challenge's phase at a moment (SPEC §4): not started, active, finished. */
export type ChallengePhase = 'not_started' | 'active' | 'finished';
export function challengePhase(
  challenge: { datetime_start: number; datetime_end: number },
  nowSeconds: number,
): ChallengePhase {
  if (nowSeconds < challenge.datetime_start) return 'not_started';
  return nowSeconds < challenge.datetime_end ? 'active' : 'finished';
}
