/* Test-only: real-shaped documents of the admin API (docs/api/admin.md) for the stubbed fetch. */
import type {
  AdminAdAttributes,
  AdminCategoryAttributes,
  AdminChallengeAttributes,
  AdminGroupAttributes,
  AdminSponsorAttributes,
  AdminUserAttributes,
  AuditEntryAttributes,
  ReportAttributes,
} from '@ricebowl/contract';
import { USER, accountsError, json, type Route } from '../../test/accounts-fixtures';

export function one<A>(type: string, id: string, attributes: A) {
  return { data: { id, type, attributes } };
}

export function list<A>(type: string, items: (A & { id: string })[], page = { current: 1, pages: 1 }) {
  return {
    data: items.map(({ id, ...attributes }) => ({ id, type, attributes })),
    meta: { pagination: { current_page: page.current, total_pages: page.pages, total: items.length } },
  };
}

export function adminUser(attributes: Partial<AdminUserAttributes> = {}): AdminUserAttributes {
  return {
    username: 'ricefan',
    email: 'ricefan@example.org',
    role: 'admin',
    disabled: false,
    verified: true,
    player_type: 0,
    rice: 12340,
    created_at: '2026-11-01T10:00:00.000Z',
    correct: 1234,
    wrong: 56,
    groups: [],
    ...attributes,
  };
}

/** The signed-in player (u-1) is an admin: the access check reads their own admin record. */
export const AS_ADMIN: Route = [
  'GET',
  `/api/admin/users/${USER.uuid}`,
  () => json(one('users', USER.uuid, adminUser())),
];
/** The signed-in player is not an admin: every admin call answers 403. */
export const AS_PLAYER: Route = [
  'GET',
  /^\/api\/admin\//,
  () => accountsError(403, { code: 'forbidden', message: 'Only administrators may do this.' }),
];

export function challenge(attributes: Partial<AdminChallengeAttributes> = {}): AdminChallengeAttributes {
  return {
    title: 'Harvest Week',
    description: 'Fill the bowl together',
    image: '',
    public: true,
    anonymous_play: true,
    datetime_start: 1_700_000_000,
    datetime_end: 4_000_000_000,
    rice_goal: 100_000,
    rice_raised: 2_500,
    participants: 12,
    milestones: [10_000, 50_000],
    created_at: '2026-11-01T10:00:00.000Z',
    ...attributes,
  };
}

export function category(
  id: string,
  label: string,
  attributes: Partial<AdminCategoryAttributes> = {},
): AdminCategoryAttributes & { id: string } {
  return {
    id,
    machine_name: label.toLowerCase().replace(/\s+/g, '-'),
    label,
    category_group: 'math',
    category_group_label: 'Math',
    sponsor_text: '',
    icon_urls: [],
    levels: 5,
    position: 0,
    enabled: true,
    ...attributes,
  };
}

export function ad(id: string, attributes: Partial<AdminAdAttributes> = {}) {
  const full: AdminAdAttributes = {
    sponsor_id: 's-1',
    kind: 'text',
    image_url: '',
    text: 'Rice for all',
    link: 'https://sponsor.example.org/',
    alt: '',
    position: 0,
    active: true,
    ...attributes,
  };
  return { id, type: 'ads' as const, attributes: full };
}

export function sponsor(attributes: Partial<AdminSponsorAttributes> = {}): AdminSponsorAttributes {
  return {
    name: 'Good Grains Ltd',
    weight: 10,
    budget_grains: 100_000,
    spent_grains: 2_340,
    active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    ads: [],
    ...attributes,
  };
}

export function group(attributes: Partial<AdminGroupAttributes> = {}): AdminGroupAttributes {
  return {
    name: 'Rice Rockets',
    members: 2,
    rice: 15_200,
    created_at: '2026-11-01T10:00:00.000Z',
    description: 'We play at lunch',
    avatar: 'group-3',
    member_list: [
      { user_id: 'u-7', username: 'bowlful', is_owner: true, rice: 9_000 },
      { user_id: 'u-2', username: 'grainy', is_owner: false, rice: 6_200 },
    ],
    ...attributes,
  };
}

export function auditEntry(attributes: Partial<AuditEntryAttributes> = {}): AuditEntryAttributes {
  return {
    at: '2026-11-20T09:30:00.000Z',
    actor_user_id: 'u-1',
    actor_username: 'ricefan',
    action: 'sponsor.create',
    target_type: 'sponsor',
    target_id: 's-1',
    details: { name: 'Good Grains Ltd' },
    ...attributes,
  };
}

export function report(attributes: Partial<ReportAttributes> = {}): ReportAttributes {
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    total: { grains: 1_230, answers: 123 },
    by_sponsor: [
      { sponsor_id: 's-1', name: 'Good Grains Ltd', grains: 1_000, answers: 100 },
      { sponsor_id: null, name: null, grains: 230, answers: 23 },
    ],
    by_category: [{ category_id: 'c1', label: 'Multiplication Table', grains: 1_230, answers: 123 }],
    by_day: [
      { day: '2026-11-02', grains: 1_000, answers: 100 },
      { day: '2026-11-03', grains: 230, answers: 23 },
    ],
    by_challenge: [{ challenge_id: 'ch-1', title: 'Harvest Week', grains: 500, answers: 50 }],
    ...attributes,
  };
}

/** A 400 with field messages, as the admin API answers bad input. */
export function validationFailed(errors: Record<string, string[]>, message = 'Please correct the form.') {
  return accountsError(400, { code: 'validation_failed', message, errors });
}

/**
 * Loads the lazy admin chunk before a file's tests, so no test's first wait includes compiling the
 * whole area (slow on a busy machine).
 */
export async function preloadAdminArea() {
  await import('./AdminArea');
}
