/* Test-only: every answer of the web tests' fake servers is checked against the contract's schemas,
 * so a fake that drifts from the contract fails its test (issue 16). The app itself ships no schema. */
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import * as contract from '@ricebowl/contract';
import type { AccountsRoutes, AdminRoutes, EngineRoutes } from '../api/routes';

/** A schema per route of a table; the type keeps it in step with the table the app is typed by. */
type Schemas<Routes> = { [Route in keyof Routes]: TSchema & { static: Routes[Route] } };

const ENGINE: Schemas<EngineRoutes> = {
  'GET /categories/': contract.CategoryList,
  'GET /levels': contract.LevelList,
  'GET /gamestats/rice-totals': contract.RiceTotalsDocument,
  'GET /badges/': contract.BadgeList,
  'POST /games': contract.CreatedGameDocument,
  'GET /games/{id}': contract.GameDocument,
  'PATCH /games/{id}/category': contract.GameDocument,
  'PATCH /games/{id}/answer': contract.GameDocument,
  'GET /users': contract.UserLeaderboard,
  'GET /users/{id}': contract.UserStatsDocument,
  'GET /users/{id}/challenges': contract.UserChallengeList,
  'GET /groups': contract.GroupLeaderboard,
  'GET /groups/{id}': contract.GroupStatsDocument,
  'GET /group-members': contract.GroupMemberList,
  'GET /group-members/{group}--{user}': contract.GroupMemberDocument,
  'GET /challenges': contract.ChallengeList,
  'GET /challenges/{id}': contract.ChallengeDocument,
  'POST /challenges/{id}/members': contract.ChallengeMembership,
  'DELETE /challenges/{id}/members': contract.ChallengeMembership,
  'POST /question-reports': contract.QuestionReportDocument,
  'GET /credits': contract.CreditsList,
};

const ACCOUNTS: Schemas<AccountsRoutes> = {
  'POST /users': contract.SessionResponse,
  'POST /auth/login': contract.SessionResponse,
  'POST /auth/logout': contract.MessageResponse,
  'POST /auth/recovery': contract.MessageResponse,
  'POST /auth/token-login': contract.SessionResponse,
  'POST /auth/resendVerification': contract.MessageResponse,
  'DELETE /auth/users': contract.MessageResponse,
  'GET /users/{id}': contract.UserDocument,
  'PATCH /users/{id}': contract.UserDocument,
  'PUT /users/{id}/language': contract.UserDocument,
  'GET /public/users': contract.PublicUserList,
  'GET /groups': contract.GroupList,
  'POST /groups': contract.GroupUuidResponse,
  'POST /groups/join': contract.GroupUuidResponse,
  'GET /groups/{id}': contract.GroupDocument,
  'PUT /groups/{id}': contract.GroupDocument,
  'DELETE /groups/{id}/members': contract.LeftGroupResponse,
  'POST /groups/{id}/new-code': contract.GroupCodeResponse,
  'DELETE /groups/{group}/kick/{member}': contract.MessageResponse,
  'POST /groups/{id}/add-admin': contract.MessageResponse,
  'GET /public/groups': contract.PublicGroupList,
  'GET /api/ads': contract.AdList,
  'GET /api/announcements': contract.AnnouncementList,
  'GET /api/eye-catcher': contract.EyeCatcherDocument,
};

const ADMIN: Schemas<AdminRoutes> = {
  'GET /api/admin/challenges': contract.AdminChallengeList,
  'POST /api/admin/challenges': contract.AdminChallengeDocument,
  'PUT /api/admin/challenges/{id}': contract.AdminChallengeDocument,
  'POST /api/admin/challenges/{id}/end': contract.AdminChallengeDocument,
  'GET /api/admin/announcements': contract.AdminAnnouncementList,
  'POST /api/admin/announcements': contract.AdminAnnouncementDocument,
  'PUT /api/admin/announcements/{id}': contract.AdminAnnouncementDocument,
  'DELETE /api/admin/announcements/{id}': contract.MessageResponse,
  'GET /api/admin/notices': contract.AdminNoticeList,
  'POST /api/admin/notices': contract.AdminNoticeDocument,
  'PUT /api/admin/notices/{id}': contract.AdminNoticeDocument,
  'DELETE /api/admin/notices/{id}': contract.MessageResponse,
  'GET /api/admin/categories': contract.AdminCategoryList,
  'PATCH /api/admin/categories/{id}': contract.AdminCategoryDocument,
  'GET /api/admin/sponsors': contract.AdminSponsorList,
  'POST /api/admin/sponsors': contract.AdminSponsorDocument,
  'PUT /api/admin/sponsors/{id}': contract.AdminSponsorDocument,
  'POST /api/admin/sponsors/{id}/ads': contract.AdminAdDocument,
  'PUT /api/admin/ads/{id}': contract.AdminAdDocument,
  'DELETE /api/admin/ads/{id}': contract.MessageResponse,
  'GET /api/admin/users': contract.AdminUserList,
  'GET /api/admin/users/{id}': contract.AdminUserDocument,
  'PATCH /api/admin/users/{id}': contract.AdminUserDocument,
  'GET /api/admin/groups': contract.AdminGroupList,
  'GET /api/admin/groups/{id}': contract.AdminGroupDocument,
  'PATCH /api/admin/groups/{id}': contract.AdminGroupDocument,
  'DELETE /api/admin/groups/{id}': contract.MessageResponse,
  'GET /api/admin/audit': contract.AuditList,
  'POST /api/admin/uploads': contract.UploadResponse,
  'GET /api/admin/reports': contract.ReportDocument,
  'GET /api/admin/question-reports': contract.AdminReportedQuestionList,
  'PUT /api/admin/disabled-questions/{category}/{key}': contract.AdminReportedQuestionDocument,
  'DELETE /api/admin/disabled-questions/{category}/{key}': contract.AdminReportedQuestionDocument,
  'POST /api/admin/question-reports/{category}/{key}/dismiss': contract.AdminReportedQuestionDocument,
};

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  schema: TSchema;
}

function compile(prefix: string, table: Record<string, TSchema>): CompiledRoute[] {
  return Object.entries(table).map(([route, schema]) => {
    const [method, template] = route.split(' ') as [string, string];
    const source = (prefix + template).replace(/[.?+*]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    return { method, pattern: new RegExp(`^${source}$`), schema };
  });
}

/** Each service's routes (the admin table's paths carry their `/api/admin` prefix) and error shape. */
const SERVICES = [
  { prefix: '/api/engine/', routes: compile('/api/engine', ENGINE), error: contract.EngineErrorDocument },
  { prefix: '/api/accounts/', routes: compile('/api/accounts', ACCOUNTS), error: contract.AccountsError },
  { prefix: '/api/admin/', routes: compile('', ADMIN), error: contract.AccountsError },
];

const violations: string[] = [];

/**
 * Checks a fake's answer to `method url` against the contract and hands it back unchanged. A JSON
 * answer must match its route's schema (or the service's error shape for an error status); a
 * success on a path the app has no route for is a violation too. Bodiless answers pass.
 */
export async function checkedAnswer(method: string, url: URL, response: Response): Promise<Response> {
  const service = SERVICES.find((candidate) => url.pathname.startsWith(candidate.prefix));
  const text = await response.clone().text();
  if (!service || !text || !response.headers.get('content-type')?.includes('json')) return response;
  const call = `${method} ${url.pathname} (${response.status})`;
  const route = service.routes.find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
  const schema = response.ok ? route?.schema : service.error;
  if (!schema) {
    violations.push(`${call}: no route of the contract answers this`);
    return response;
  }
  const body: unknown = JSON.parse(text);
  if (!Value.Check(schema, body)) {
    const errors = [...Value.Errors(schema, body)].slice(0, 3).map((error) => `${error.path} ${error.message}`);
    violations.push(`${call}: ${errors.join('; ')}`);
  }
  return response;
}

/** The violations recorded since the last call (src/test/setup.ts fails the test that caused them). */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}
