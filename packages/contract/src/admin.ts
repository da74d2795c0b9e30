import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CATEGORY_GROUPS } from './constants.js';
import { LiteralUnion, PaginationMeta } from './jsonapi.js';
import { ChallengeAttributes } from './challenges.js';

/**
 * The admin API (issue 6), served by the accounts service under `/api/admin`, and the public ads
 * call `GET /api/accounts/api/ads`. Every admin call needs the bearer token of a user whose role is
 * `admin` (401 without or with a bad token, 403 for anyone else). Errors use the accounts shape
 * `{ message, code, errors? }`. Described call by call in docs/api/admin.md.
 *
 * Times: challenge `datetime_start`/`datetime_end` are epoch seconds, as in the public challenge
 * API; every other time is an ISO 8601 string.
 */

// ---------------------------------------------------------------------------------------------
// Limits

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_SEARCH_MAX = 100;
export const CHALLENGE_TITLE_MAX = 200;
export const CHALLENGE_DESCRIPTION_MAX = 5000;
export const CHALLENGE_GOAL_MIN = 10;
export const CHALLENGE_MILESTONES_MAX = 20;
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_SUMMARY_MAX = 2000;
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 2000;
export const LABEL_MAX = 100;
export const URL_MAX = 500;
export const SPONSOR_NAME_MAX = 100;
export const SPONSOR_WEIGHT_MIN = 1;
export const SPONSOR_WEIGHT_MAX = 1000;
export const SPONSOR_TEXT_MAX = 500;
export const AD_TEXT_MAX = 280;
export const AD_ALT_MAX = 200;
export const GROUP_NAME_MAX = 100;
/** Largest decoded upload: 1 MiB. */
export const UPLOAD_MAX_BYTES = 1_048_576;
export const UPLOAD_FILENAME_MAX = 200;
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
/** Longest report period, in days (inclusive of both ends). */
export const REPORT_MAX_DAYS = 731;

// ---------------------------------------------------------------------------------------------
// Shared pieces

const Text = (min: number, max: number) => Type.String({ minLength: min, maxLength: max });
/** An id in a path: uuids and the engine's stable ids. */
export const AdminIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type AdminIdParams = Static<typeof AdminIdParams>;
const IsoTime = Type.String({ description: 'ISO 8601' });
/** An image: an http(s) URL, a site path (e.g. `/uploads/<sha256>.png` from the upload call), or empty. */
const ImageUrl = Type.String({ maxLength: URL_MAX, pattern: '^((https?://|/)\\S*|[A-Za-z0-9][\\w./-]*)?$' });
/** A call-to-action target: a site path or an http(s) URL, or empty. */
const LinkOrPath = Type.String({ maxLength: URL_MAX, pattern: '^((https?://|/)\\S*)?$' });

const Item = <A extends TSchema>(type: string, attributes: A) =>
  Type.Object({ id: Type.String(), type: Type.Literal(type), attributes });
const One = <A extends TSchema>(type: string, attributes: A) => Type.Object({ data: Item(type, attributes) });
const All = <A extends TSchema>(type: string, attributes: A) =>
  Type.Object({ data: Type.Array(Item(type, attributes)), meta: Type.Object({ pagination: PaginationMeta }) });

/** `?current=<page>` (1-based, pages of ADMIN_PAGE_SIZE) and an optional substring search `q`. */
export const AdminSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: ADMIN_SEARCH_MAX })),
    current: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type AdminSearchQuery = Static<typeof AdminSearchQuery>;
export const AdminPageQuery = Type.Object(
  { current: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })) },
  { additionalProperties: false },
);
export type AdminPageQuery = Static<typeof AdminPageQuery>;

// ---------------------------------------------------------------------------------------------
// Challenges

export const AdminChallengeBody = Type.Object(
  {
    title: Text(1, CHALLENGE_TITLE_MAX),
    description: Text(1, CHALLENGE_DESCRIPTION_MAX),
    image: ImageUrl,
    public: Type.Boolean(),
    anonymous_play: Type.Boolean(),
    /** Epoch seconds; the end must be after the start. */
    datetime_start: Type.Integer({ minimum: 0 }),
    datetime_end: Type.Integer({ minimum: 0 }),
    rice_goal: Type.Integer({ minimum: CHALLENGE_GOAL_MIN }),
    /** Grain thresholds, each ≤ rice_goal; stored sorted. */
    milestones: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: CHALLENGE_MILESTONES_MAX }),
  },
  { additionalProperties: false },
);
export type AdminChallengeBody = Static<typeof AdminChallengeBody>;

/** A challenge as players see it (engine), and when it was made. */
export const AdminChallengeAttributes = Type.Object({ ...ChallengeAttributes.properties, created_at: IsoTime });
export type AdminChallengeAttributes = Static<typeof AdminChallengeAttributes>;
export const AdminChallengeDocument = One('challenges', AdminChallengeAttributes);
export type AdminChallengeDocument = Static<typeof AdminChallengeDocument>;
export const AdminChallengeList = All('challenges', AdminChallengeAttributes);
export type AdminChallengeList = Static<typeof AdminChallengeList>;

// ---------------------------------------------------------------------------------------------
// Announcements and eye-catcher notices

export const AdminAnnouncementBody = Type.Object(
  {
    title: Text(1, ANNOUNCEMENT_TITLE_MAX),
    summary: Text(1, ANNOUNCEMENT_SUMMARY_MAX),
    image: ImageUrl,
    call_to_action: LinkOrPath,
    call_to_action_label: Text(0, LABEL_MAX),
    /** ISO 8601; shown from this time. */
    date: IsoTime,
    /** ISO 8601; after `date`. */
    expiration_date: IsoTime,
  },
  { additionalProperties: false },
);
export type AdminAnnouncementBody = Static<typeof AdminAnnouncementBody>;
export const AdminAnnouncementAttributes = Type.Object({
  title: Type.String(),
  summary: Type.String(),
  image: Type.String(),
  call_to_action: Type.String(),
  call_to_action_label: Type.String(),
  date: IsoTime,
  expiration_date: IsoTime,
});
export type AdminAnnouncementAttributes = Static<typeof AdminAnnouncementAttributes>;
export const AdminAnnouncementDocument = One('announcements', AdminAnnouncementAttributes);
export type AdminAnnouncementDocument = Static<typeof AdminAnnouncementDocument>;
export const AdminAnnouncementList = All('announcements', AdminAnnouncementAttributes);
export type AdminAnnouncementList = Static<typeof AdminAnnouncementList>;

export const AdminNoticeBody = Type.Object(
  {
    title: Text(1, NOTICE_TITLE_MAX),
    body: Text(1, NOTICE_BODY_MAX),
    button_link: LinkOrPath,
    button_text: Text(0, LABEL_MAX),
    /** At most one notice is active: activating one deactivates the others. */
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AdminNoticeBody = Static<typeof AdminNoticeBody>;
export const AdminNoticeAttributes = Type.Object({
  title: Type.String(),
  body: Type.String(),
  button_link: Type.String(),
  button_text: Type.String(),
  active: Type.Boolean(),
  created_at: IsoTime,
});
export type AdminNoticeAttributes = Static<typeof AdminNoticeAttributes>;
export const AdminNoticeDocument = One('eye-catchers', AdminNoticeAttributes);
export type AdminNoticeDocument = Static<typeof AdminNoticeDocument>;
export const AdminNoticeList = All('eye-catchers', AdminNoticeAttributes);
export type AdminNoticeList = Static<typeof AdminNoticeList>;

// ---------------------------------------------------------------------------------------------
// Categories

export const AdminCategoryAttributes = Type.Object({
  machine_name: Type.String(),
  label: Type.String(),
  category_group: Type.String(),
  category_group_label: Type.String(),
  sponsor_text: Type.String(),
  icon_urls: Type.Array(Type.String()),
  levels: Type.Integer(),
  /** Display order: lower first (the categories screen still groups by category_group). */
  position: Type.Integer(),
  enabled: Type.Boolean(),
});
export type AdminCategoryAttributes = Static<typeof AdminCategoryAttributes>;
export const AdminCategoryDocument = One('categories', AdminCategoryAttributes);
export type AdminCategoryDocument = Static<typeof AdminCategoryDocument>;
export const AdminCategoryList = All('categories', AdminCategoryAttributes);
export type AdminCategoryList = Static<typeof AdminCategoryList>;

/** A partial edit: send only what changes (at least one field). */
export const AdminCategoryPatch = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    category_group: Type.Optional(LiteralUnion(CATEGORY_GROUPS)),
    icon_urls: Type.Optional(Type.Array(ImageUrl, { maxItems: 3 })),
    sponsor_text: Type.Optional(Text(0, SPONSOR_TEXT_MAX)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AdminCategoryPatch = Static<typeof AdminCategoryPatch>;

// ---------------------------------------------------------------------------------------------
// Sponsors and ads

export const AD_KINDS = ['image', 'text'] as const;
export type AdKind = (typeof AD_KINDS)[number];

export const AdminSponsorBody = Type.Object(
  {
    name: Text(1, SPONSOR_NAME_MAX),
    weight: Type.Integer({ minimum: SPONSOR_WEIGHT_MIN, maximum: SPONSOR_WEIGHT_MAX }),
    /** Grains the sponsor pays for in all; null = unlimited. */
    budget_grains: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AdminSponsorBody = Static<typeof AdminSponsorBody>;

/**
 * An ad. `image` ads need `image_url` and `alt`; `text` ads need `text`. `link` is http(s) only.
 * The server answers 400 with field messages when a kind's required field is empty.
 */
export const AdminAdBody = Type.Object(
  {
    kind: LiteralUnion(AD_KINDS),
    image_url: ImageUrl,
    text: Text(0, AD_TEXT_MAX),
    link: Type.String({ minLength: 1, maxLength: URL_MAX, pattern: '^https?://\\S+$' }),
    alt: Text(0, AD_ALT_MAX),
    position: Type.Integer({ minimum: 0, maximum: 1000 }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AdminAdBody = Static<typeof AdminAdBody>;

export const AdminAdAttributes = Type.Object({
  sponsor_id: Type.String(),
  kind: LiteralUnion(AD_KINDS),
  image_url: Type.String(),
  text: Type.String(),
  link: Type.String(),
  alt: Type.String(),
  position: Type.Integer(),
  active: Type.Boolean(),
});
export type AdminAdAttributes = Static<typeof AdminAdAttributes>;
export const AdminAdDocument = One('ads', AdminAdAttributes);
export type AdminAdDocument = Static<typeof AdminAdDocument>;

export const AdminSponsorAttributes = Type.Object({
  name: Type.String(),
  weight: Type.Integer(),
  budget_grains: Type.Union([Type.Integer(), Type.Null()]),
  /** Grains credited under this sponsor so far (10 per correct answer). */
  spent_grains: Type.Integer(),
  active: Type.Boolean(),
  created_at: IsoTime,
  /** The sponsor's ads, by position. */
  ads: Type.Array(Item('ads', AdminAdAttributes)),
});
export type AdminSponsorAttributes = Static<typeof AdminSponsorAttributes>;
export const AdminSponsorDocument = One('sponsors', AdminSponsorAttributes);
export type AdminSponsorDocument = Static<typeof AdminSponsorDocument>;
export const AdminSponsorList = All('sponsors', AdminSponsorAttributes);
export type AdminSponsorList = Static<typeof AdminSponsorList>;

/** Public: the creatives of active sponsors with budget left (`GET /api/accounts/api/ads`). */
export const AdAttributes = Type.Object({
  sponsor_id: Type.String(),
  kind: LiteralUnion(AD_KINDS),
  image_url: Type.String(),
  text: Type.String(),
  link: Type.String(),
  alt: Type.String(),
});
export type AdAttributes = Static<typeof AdAttributes>;
export const AdList = Type.Object({ data: Type.Array(Item('ads', AdAttributes)) });
export type AdList = Static<typeof AdList>;

// ---------------------------------------------------------------------------------------------
// Users

export const AdminUserSummaryAttributes = Type.Object({
  username: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('player'), Type.Literal('admin')]),
  disabled: Type.Boolean(),
  verified: Type.Boolean(),
  /** 1 marks a cheater (left out of leaderboards). */
  player_type: Type.Integer(),
  rice: Type.Integer(),
  created_at: IsoTime,
});
export type AdminUserSummaryAttributes = Static<typeof AdminUserSummaryAttributes>;
export const AdminUserList = All('users', AdminUserSummaryAttributes);
export type AdminUserList = Static<typeof AdminUserList>;

export const AdminUserAttributes = Type.Composite([
  AdminUserSummaryAttributes,
  Type.Object({
    correct: Type.Integer(),
    wrong: Type.Integer(),
    groups: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), is_owner: Type.Boolean() })),
  }),
]);
export type AdminUserAttributes = Static<typeof AdminUserAttributes>;
export const AdminUserDocument = One('users', AdminUserAttributes);
export type AdminUserDocument = Static<typeof AdminUserDocument>;

/** Set or clear the cheater flag and/or disable or enable the account (at least one field). */
export const AdminUserPatch = Type.Object(
  { cheater: Type.Optional(Type.Boolean()), disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type AdminUserPatch = Static<typeof AdminUserPatch>;

// ---------------------------------------------------------------------------------------------
// Groups

export const AdminGroupSummaryAttributes = Type.Object({
  name: Type.String(),
  members: Type.Integer(),
  rice: Type.Integer(),
  created_at: IsoTime,
});
export type AdminGroupSummaryAttributes = Static<typeof AdminGroupSummaryAttributes>;
export const AdminGroupList = All('groups', AdminGroupSummaryAttributes);
export type AdminGroupList = Static<typeof AdminGroupList>;

export const AdminGroupAttributes = Type.Composite([
  AdminGroupSummaryAttributes,
  Type.Object({
    description: Type.String(),
    avatar: Type.String(),
    member_list: Type.Array(
      Type.Object({
        user_id: Type.String(),
        username: Type.String(),
        is_owner: Type.Boolean(),
        /** The member's contribution to the group. */
        rice: Type.Integer(),
      }),
    ),
  }),
]);
export type AdminGroupAttributes = Static<typeof AdminGroupAttributes>;
export const AdminGroupDocument = One('groups', AdminGroupAttributes);
export type AdminGroupDocument = Static<typeof AdminGroupDocument>;

export const AdminGroupPatch = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: GROUP_NAME_MAX }) },
  { additionalProperties: false },
);
export type AdminGroupPatch = Static<typeof AdminGroupPatch>;

// ---------------------------------------------------------------------------------------------
// Audit log

export const AuditEntryAttributes = Type.Object({
  at: IsoTime,
  actor_user_id: Type.Union([Type.String(), Type.Null()]),
  /** The actor's current username; null once the account is gone. */
  actor_username: Type.Union([Type.String(), Type.Null()]),
  /** `<resource>.<verb>`, e.g. `challenge.update`, `sponsor.create`, `user.disable`. */
  action: Type.String(),
  target_type: Type.String(),
  target_id: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEntryAttributes = Static<typeof AuditEntryAttributes>;
export const AuditList = All('audit-entries', AuditEntryAttributes);
export type AuditList = Static<typeof AuditList>;

// ---------------------------------------------------------------------------------------------
// Uploads

export const UploadBody = Type.Object(
  {
    filename: Text(1, UPLOAD_FILENAME_MAX),
    content_type: LiteralUnion(UPLOAD_CONTENT_TYPES),
    /** Standard base64 of the file; at most UPLOAD_MAX_BYTES once decoded. */
    data_base64: Type.String({ minLength: 1, maxLength: Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 }),
  },
  { additionalProperties: false },
);
export type UploadBody = Static<typeof UploadBody>;
/** `url` is a site path, `/uploads/<sha256>.<png|jpg|webp|gif>`. */
export const UploadResponse = Type.Object({ url: Type.String(), bytes: Type.Integer(), sha256: Type.String() });
export type UploadResponse = Static<typeof UploadResponse>;

// ---------------------------------------------------------------------------------------------
// Reports

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** An inclusive UTC period of days. */
export const ReportQuery = Type.Object({ from: Day, to: Day }, { additionalProperties: false });
export type ReportQuery = Static<typeof ReportQuery>;
export const REPORT_BREAKDOWNS = ['sponsor', 'category', 'day', 'challenge'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];
export const ReportCsvQuery = Type.Object(
  { from: Day, to: Day, by: LiteralUnion(REPORT_BREAKDOWNS) },
  { additionalProperties: false },
);
export type ReportCsvQuery = Static<typeof ReportCsvQuery>;

/** Header row of each CSV breakdown (the values are the report's rows, in the same order). */
export const REPORT_CSV_COLUMNS: Record<ReportBreakdown, readonly string[]> = {
  sponsor: ['sponsor_id', 'sponsor', 'grains', 'answers'],
  category: ['category_id', 'category', 'grains', 'answers'],
  day: ['day', 'grains', 'answers'],
  challenge: ['challenge_id', 'challenge', 'grains', 'answers'],
};

const Row = <P extends Record<string, TSchema>>(props: P) =>
  Type.Object({ ...props, grains: Type.Integer(), answers: Type.Integer() });

/**
 * Grains credited in the period, from the ledger. `answers` counts ledger rows (correct answers).
 * `by_sponsor` has a row with `sponsor_id: null` for unsponsored answers, so it sums to `total`, as
 * do `by_category` and `by_day`. `by_challenge` need not: an answer can count for several
 * challenges or for none.
 */
export const ReportAttributes = Type.Object({
  from: Day,
  to: Day,
  total: Type.Object({ grains: Type.Integer(), answers: Type.Integer() }),
  by_sponsor: Type.Array(
    Row({ sponsor_id: Type.Union([Type.String(), Type.Null()]), name: Type.Union([Type.String(), Type.Null()]) }),
  ),
  by_category: Type.Array(Row({ category_id: Type.String(), label: Type.String() })),
  by_day: Type.Array(Row({ day: Day })),
  by_challenge: Type.Array(Row({ challenge_id: Type.String(), title: Type.String() })),
});
export type ReportAttributes = Static<typeof ReportAttributes>;
export const ReportDocument = One('reports', ReportAttributes);
export type ReportDocument = Static<typeof ReportDocument>;
