import type {
  AdList,
  AdminAdDocument,
  AdminAnnouncementDocument,
  AdminAnnouncementList,
  AdminCategoryDocument,
  AdminCategoryList,
  AdminChallengeDocument,
  AdminChallengeList,
  AdminGroupDocument,
  AdminGroupList,
  AdminNoticeDocument,
  AdminNoticeList,
  AdminReportedQuestionDocument,
  AdminReportedQuestionList,
  AdminSponsorDocument,
  AdminSponsorList,
  AdminUserDocument,
  AdminUserList,
  AnnouncementList,
  AuditList,
  BadgeList,
  CategoryList,
  ChallengeDocument,
  ChallengeList,
  ChallengeMembership,
  CreatedGameDocument,
  CreditsList,
  EyeCatcherDocument,
  GameDocument,
  GroupCodeResponse,
  GroupDocument,
  GroupLeaderboard,
  GroupList,
  GroupMemberDocument,
  GroupMemberList,
  GroupStatsDocument,
  GroupUuidResponse,
  LeftGroupResponse,
  LevelList,
  MessageResponse,
  PublicGroupList,
  PublicUserList,
  QuestionReportDocument,
  ReportDocument,
  RiceTotalsDocument,
  SessionResponse,
  UploadResponse,
  UserChallengeList,
  UserDocument,
  UserLeaderboard,
  UserStatsDocument,
} from '@ricebowl/contract';

import type { RequestOptions } from './http';

/**
 * What each call of the three services answers (SPEC §7, docs/api/*.md), as contract types: a
 * client made from a table (api/http.ts) accepts only its routes and answers their types, so a
 * wrong path, a missing parameter or a mismatched response type fails to compile. Paths are below
 * the client's base URL; `{name}` is a path parameter. Types only, so no schema reaches the bundle:
 * the web tests check their fake servers against the schemas (src/test/contract.ts).
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type RouteTable = Record<`${Method} /${string}`, unknown>;

/** Query values: a list travels comma-separated; undefined and empty values are left out. */
export type Query = Record<string, string | number | readonly string[] | undefined>;

/** The names of a path's `{placeholders}`. */
type ParamsOf<Path> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamsOf<Rest> : never;

type CallOptions<Route> = RequestOptions & { query?: Query } & ([ParamsOf<Route>] extends [never]
    ? { params?: never }
    : { params: Record<ParamsOf<Route>, string> });

/** A call's options; they may be left out only for a route without placeholders. */
export type RouteOptions<Route> = [ParamsOf<Route>] extends [never]
  ? [options?: CallOptions<Route>]
  : [options: CallOptions<Route>];

/** The engine (`/api/engine`). */
export type EngineRoutes = {
  'GET /categories/': CategoryList;
  'GET /levels': LevelList;
  'GET /gamestats/rice-totals': RiceTotalsDocument;
  'GET /badges/': BadgeList;
  'POST /games': CreatedGameDocument;
  'GET /games/{id}': GameDocument;
  'PATCH /games/{id}/category': GameDocument;
  'PATCH /games/{id}/answer': GameDocument;
  'GET /users': UserLeaderboard;
  'GET /users/{id}': UserStatsDocument;
  'GET /users/{id}/challenges': UserChallengeList;
  'GET /groups': GroupLeaderboard;
  'GET /groups/{id}': GroupStatsDocument;
  'GET /group-members': GroupMemberList;
  'GET /group-members/{group}--{user}': GroupMemberDocument;
  'GET /challenges': ChallengeList;
  'GET /challenges/{id}': ChallengeDocument;
  'POST /challenges/{id}/members': ChallengeMembership;
  'DELETE /challenges/{id}/members': ChallengeMembership;
  'POST /question-reports': QuestionReportDocument;
  'GET /credits': CreditsList;
};

/** The accounts service (`/api/accounts`). */
export type AccountsRoutes = {
  'POST /users': SessionResponse;
  'POST /auth/login': SessionResponse;
  'POST /auth/logout': MessageResponse;
  'POST /auth/recovery': MessageResponse;
  'POST /auth/token-login': SessionResponse;
  'POST /auth/resendVerification': MessageResponse;
  'DELETE /auth/users': MessageResponse;
  'GET /users/{id}': UserDocument;
  'PATCH /users/{id}': UserDocument;
  'PUT /users/{id}/language': UserDocument;
  'GET /public/users': PublicUserList;
  'GET /groups': GroupList;
  'POST /groups': GroupUuidResponse;
  'POST /groups/join': GroupUuidResponse;
  'GET /groups/{id}': GroupDocument;
  'PUT /groups/{id}': GroupDocument;
  'DELETE /groups/{id}/members': LeftGroupResponse;
  'POST /groups/{id}/new-code': GroupCodeResponse;
  'DELETE /groups/{group}/kick/{member}': MessageResponse;
  'POST /groups/{id}/add-admin': MessageResponse;
  'GET /public/groups': PublicGroupList;
  'GET /api/ads': AdList;
  'GET /api/announcements': AnnouncementList;
  'GET /api/eye-catcher': EyeCatcherDocument;
};

/**
 * The admin API, mounted at `/api/admin` on the accounts host. Its paths keep that prefix, so
 * SPEC's "403 on a user call signs out" rule (which looks for `/users/…`) never fires for them:
 * a 403 here means "not an admin", not "session over".
 */
export type AdminRoutes = {
  'GET /api/admin/challenges': AdminChallengeList;
  'POST /api/admin/challenges': AdminChallengeDocument;
  'PUT /api/admin/challenges/{id}': AdminChallengeDocument;
  'POST /api/admin/challenges/{id}/end': AdminChallengeDocument;
  'GET /api/admin/announcements': AdminAnnouncementList;
  'POST /api/admin/announcements': AdminAnnouncementDocument;
  'PUT /api/admin/announcements/{id}': AdminAnnouncementDocument;
  'DELETE /api/admin/announcements/{id}': MessageResponse;
  'GET /api/admin/notices': AdminNoticeList;
  'POST /api/admin/notices': AdminNoticeDocument;
  'PUT /api/admin/notices/{id}': AdminNoticeDocument;
  'DELETE /api/admin/notices/{id}': MessageResponse;
  'GET /api/admin/categories': AdminCategoryList;
  'PATCH /api/admin/categories/{id}': AdminCategoryDocument;
  'GET /api/admin/sponsors': AdminSponsorList;
  'POST /api/admin/sponsors': AdminSponsorDocument;
  'PUT /api/admin/sponsors/{id}': AdminSponsorDocument;
  'POST /api/admin/sponsors/{id}/ads': AdminAdDocument;
  'PUT /api/admin/ads/{id}': AdminAdDocument;
  'DELETE /api/admin/ads/{id}': MessageResponse;
  'GET /api/admin/users': AdminUserList;
  'GET /api/admin/users/{id}': AdminUserDocument;
  'PATCH /api/admin/users/{id}': AdminUserDocument;
  'GET /api/admin/groups': AdminGroupList;
  'GET /api/admin/groups/{id}': AdminGroupDocument;
  'PATCH /api/admin/groups/{id}': AdminGroupDocument;
  'DELETE /api/admin/groups/{id}': MessageResponse;
  'GET /api/admin/audit': AuditList;
  'POST /api/admin/uploads': UploadResponse;
  'GET /api/admin/reports': ReportDocument;
  'GET /api/admin/question-reports': AdminReportedQuestionList;
  'PUT /api/admin/disabled-questions/{category}/{key}': AdminReportedQuestionDocument;
  'DELETE /api/admin/disabled-questions/{category}/{key}': AdminReportedQuestionDocument;
  'POST /api/admin/question-reports/{category}/{key}/dismiss': AdminReportedQuestionDocument;
};
