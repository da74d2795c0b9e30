import type {
  AdminAdBody,
  AdminAdDocument,
  AdminAnnouncementAttributes,
  AdminAnnouncementBody,
  AdminAnnouncementDocument,
  AdminAnnouncementList,
  AdminCategoryAttributes,
  AdminCategoryDocument,
  AdminCategoryList,
  AdminCategoryPatch,
  AdminChallengeAttributes,
  AdminChallengeBody,
  AdminChallengeDocument,
  AdminChallengeList,
  AdminGroupAttributes,
  AdminGroupDocument,
  AdminGroupList,
  AdminGroupPatch,
  AdminGroupSummaryAttributes,
  AdminNoticeAttributes,
  AdminNoticeBody,
  AdminNoticeDocument,
  AdminNoticeList,
  AdminSponsorAttributes,
  AdminSponsorBody,
  AdminSponsorDocument,
  AdminSponsorList,
  AdminUserAttributes,
  AdminUserDocument,
  AdminUserList,
  AdminUserPatch,
  AdminUserSummaryAttributes,
  AuditEntryAttributes,
  AuditList,
  Merged,
  PaginationMeta,
  ReportAttributes,
  ReportBreakdown,
  ReportDocument,
  UploadBody,
  UploadResponse,
} from '@ricebowl/contract';
import { config } from '../config';
import { sessionStore } from '../state/session';
import { reportError } from './engine';
import { ApiError, createClient, type RequestOptions } from './http';

export type AdminChallenge = Merged<AdminChallengeAttributes>;
export type AdminAnnouncement = Merged<AdminAnnouncementAttributes>;
export type AdminNotice = Merged<AdminNoticeAttributes>;
export type AdminCategory = Merged<AdminCategoryAttributes>;
export type AdminSponsor = Merged<AdminSponsorAttributes>;
export type AdminUserSummary = Merged<AdminUserSummaryAttributes>;
export type AdminUser = Merged<AdminUserAttributes>;
export type AdminGroupSummary = Merged<AdminGroupSummaryAttributes>;
export type AdminGroup = Merged<AdminGroupAttributes>;
export type AuditEntry = Merged<AuditEntryAttributes>;
export type Report = ReportAttributes;

export interface Page<T> {
  items: T[];
  pagination: PaginationMeta;
}

/**
 * The admin API is part of the accounts service, mounted at `/api/admin` beside `/api/accounts`
 * (docs/api/admin.md), so it lives on the accounts host. The client's base is that host and every
 * path starts with `/api/admin`: SPEC's "403 on a user call signs out" rule (which looks for
 * `/users/…`) never fires here, because a 403 from the admin API means "not an admin", not
 * "session over".
 */
const ADMIN = '/api/admin';
const accountsHost = config.accountsApiUrl.replace(/\/api\/accounts\/?$/, '');

const request = createClient({
  service: 'accounts',
  baseUrl: accountsHost,
  report: reportError,
  getToken: () => sessionStore.get()?.token ?? null,
});

function merge<A>(resource: { id: string; type: string; attributes: A }): Merged<A> {
  return { ...resource.attributes, id: resource.id, type: resource.type };
}

function page<A>(doc: {
  data: { id: string; type: string; attributes: A }[];
  meta: { pagination: PaginationMeta };
}): Page<Merged<A>> {
  return { items: doc.data.map(merge), pagination: doc.meta.pagination };
}

/** A call that answers one resource: its attributes with its id and type beside them. */
async function one<D extends { data: { id: string; type: string; attributes: unknown } }>(
  path: string,
  options?: RequestOptions,
): Promise<Merged<D['data']['attributes']>> {
  return merge((await request<D>(path, options)).data);
}

const id = (value: string) => encodeURIComponent(value);

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface SearchParams {
  q?: string;
  current?: number;
}

/** Every call of the admin area, one method each; the screens wrap them in TanStack Query. */
export const adminApi = {
  // Challenges
  /** Every challenge: short lists come whole, as one page (docs/api/admin.md). */
  async challenges(): Promise<Page<AdminChallenge>> {
    return page(await request<AdminChallengeList>(`${ADMIN}/challenges`));
  },
  /** One challenge, from the whole list (the API has no single-challenge read; the list is short). */
  async challenge(challengeId: string): Promise<AdminChallenge> {
    const found = (await adminApi.challenges()).items.find((item) => item.id === challengeId);
    if (!found) throw new ApiError(404, 'GET /api/admin/challenges', { code: 'challenge_not_found', message: '' });
    return found;
  },
  async createChallenge(body: AdminChallengeBody): Promise<AdminChallenge> {
    return one<AdminChallengeDocument>(`${ADMIN}/challenges`, { method: 'POST', body });
  },
  async updateChallenge(challengeId: string, body: AdminChallengeBody): Promise<AdminChallenge> {
    return one<AdminChallengeDocument>(`${ADMIN}/challenges/${id(challengeId)}`, { method: 'PUT', body });
  },
  /** Ends a running challenge now (its end time becomes the present). */
  async endChallenge(challengeId: string): Promise<AdminChallenge> {
    return one<AdminChallengeDocument>(`${ADMIN}/challenges/${id(challengeId)}/end`, { method: 'POST' });
  },

  // Announcements and notices
  async announcements(): Promise<Page<AdminAnnouncement>> {
    return page(await request<AdminAnnouncementList>(`${ADMIN}/announcements`));
  },
  async createAnnouncement(body: AdminAnnouncementBody): Promise<AdminAnnouncement> {
    return one<AdminAnnouncementDocument>(`${ADMIN}/announcements`, { method: 'POST', body });
  },
  async updateAnnouncement(announcementId: string, body: AdminAnnouncementBody): Promise<AdminAnnouncement> {
    return one<AdminAnnouncementDocument>(`${ADMIN}/announcements/${id(announcementId)}`, { method: 'PUT', body });
  },
  async deleteAnnouncement(announcementId: string): Promise<void> {
    await request(`${ADMIN}/announcements/${id(announcementId)}`, { method: 'DELETE' });
  },
  async notices(): Promise<Page<AdminNotice>> {
    return page(await request<AdminNoticeList>(`${ADMIN}/notices`));
  },
  async createNotice(body: AdminNoticeBody): Promise<AdminNotice> {
    return one<AdminNoticeDocument>(`${ADMIN}/notices`, { method: 'POST', body });
  },
  async updateNotice(noticeId: string, body: AdminNoticeBody): Promise<AdminNotice> {
    return one<AdminNoticeDocument>(`${ADMIN}/notices/${id(noticeId)}`, { method: 'PUT', body });
  },
  async deleteNotice(noticeId: string): Promise<void> {
    await request(`${ADMIN}/notices/${id(noticeId)}`, { method: 'DELETE' });
  },

  // Categories
  async categories(): Promise<Page<AdminCategory>> {
    return page(await request<AdminCategoryList>(`${ADMIN}/categories`));
  },
  async updateCategory(categoryId: string, body: AdminCategoryPatch): Promise<AdminCategory> {
    return one<AdminCategoryDocument>(`${ADMIN}/categories/${id(categoryId)}`, { method: 'PATCH', body });
  },

  // Sponsors and ads
  async sponsors(): Promise<Page<AdminSponsor>> {
    return page(await request<AdminSponsorList>(`${ADMIN}/sponsors`));
  },
  /** One sponsor with its ads, from the whole list (the API has no single-sponsor read). */
  async sponsor(sponsorId: string): Promise<AdminSponsor> {
    const found = (await adminApi.sponsors()).items.find((item) => item.id === sponsorId);
    if (!found) throw new ApiError(404, 'GET /api/admin/sponsors', { code: 'sponsor_not_found', message: '' });
    return found;
  },
  async createSponsor(body: AdminSponsorBody): Promise<AdminSponsor> {
    return one<AdminSponsorDocument>(`${ADMIN}/sponsors`, { method: 'POST', body });
  },
  async updateSponsor(sponsorId: string, body: AdminSponsorBody): Promise<AdminSponsor> {
    return one<AdminSponsorDocument>(`${ADMIN}/sponsors/${id(sponsorId)}`, { method: 'PUT', body });
  },
  async createAd(sponsorId: string, body: AdminAdBody) {
    return one<AdminAdDocument>(`${ADMIN}/sponsors/${id(sponsorId)}/ads`, { method: 'POST', body });
  },
  async updateAd(adId: string, body: AdminAdBody) {
    return one<AdminAdDocument>(`${ADMIN}/ads/${id(adId)}`, { method: 'PUT', body });
  },
  async deleteAd(adId: string): Promise<void> {
    await request(`${ADMIN}/ads/${id(adId)}`, { method: 'DELETE' });
  },

  // Players
  async users(params: SearchParams): Promise<Page<AdminUserSummary>> {
    return page(await request<AdminUserList>(`${ADMIN}/users${query({ ...params })}`));
  },
  async user(userId: string): Promise<AdminUser> {
    return one<AdminUserDocument>(`${ADMIN}/users/${id(userId)}`);
  },
  async updateUser(userId: string, body: AdminUserPatch): Promise<AdminUser> {
    return one<AdminUserDocument>(`${ADMIN}/users/${id(userId)}`, { method: 'PATCH', body });
  },

  // Groups
  async groups(params: SearchParams): Promise<Page<AdminGroupSummary>> {
    return page(await request<AdminGroupList>(`${ADMIN}/groups${query({ ...params })}`));
  },
  async group(groupId: string): Promise<AdminGroup> {
    return one<AdminGroupDocument>(`${ADMIN}/groups/${id(groupId)}`);
  },
  async renameGroup(groupId: string, body: AdminGroupPatch): Promise<AdminGroup> {
    return one<AdminGroupDocument>(`${ADMIN}/groups/${id(groupId)}`, { method: 'PATCH', body });
  },
  async removeGroup(groupId: string): Promise<void> {
    await request(`${ADMIN}/groups/${id(groupId)}`, { method: 'DELETE' });
  },

  // Audit log, uploads, reports
  async audit(current = 1): Promise<Page<AuditEntry>> {
    return page(await request<AuditList>(`${ADMIN}/audit${query({ current })}`));
  },
  upload(body: UploadBody): Promise<UploadResponse> {
    return request<UploadResponse>(`${ADMIN}/uploads`, { method: 'POST', body });
  },
  async report(from: string, to: string): Promise<Report> {
    return (await request<ReportDocument>(`${ADMIN}/reports${query({ from, to })}`)).data.attributes;
  },
};

/**
 * Fetches one breakdown of the report as CSV, with the session's token (a plain link would carry
 * none), and hands it to the browser as a file download named after the period.
 */
export async function downloadReportCsv(from: string, to: string, by: ReportBreakdown): Promise<void> {
  const token = sessionStore.get()?.token;
  const response = await fetch(`${accountsHost}${ADMIN}/reports.csv${query({ from, to, by })}`, {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`report CSV answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `ricebowl-${by}-${from}-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
