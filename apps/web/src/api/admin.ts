import type {
  AdminAdAttributes,
  AdminAdBody,
  AdminAnnouncementAttributes,
  AdminAnnouncementBody,
  AdminCategoryAttributes,
  AdminCategoryPatch,
  AdminChallengeAttributes,
  AdminChallengeBody,
  AdminGroupAttributes,
  AdminGroupPatch,
  AdminGroupSummaryAttributes,
  AdminNoticeAttributes,
  AdminNoticeBody,
  AdminSponsorAttributes,
  AdminSponsorBody,
  AdminUserAttributes,
  AdminUserPatch,
  AdminUserSummaryAttributes,
  AuditEntryAttributes,
  Merged,
  ReportAttributes,
  ReportBreakdown,
  UploadBody,
  UploadResponse,
} from '@ricebowl/contract';
import { sessionStore } from '../state/session';
import { accountsHost, admin } from './admin-client';
import { ApiError, queryString } from './http';
import { merge, page, type Page } from './jsonapi';

export type AdminChallenge = Merged<AdminChallengeAttributes>;
export type AdminAnnouncement = Merged<AdminAnnouncementAttributes>;
export type AdminNotice = Merged<AdminNoticeAttributes>;
export type AdminCategory = Merged<AdminCategoryAttributes>;
export type AdminSponsor = Merged<AdminSponsorAttributes>;
export type AdminAd = Merged<AdminAdAttributes>;
export type AdminUserSummary = Merged<AdminUserSummaryAttributes>;
export type AdminUser = Merged<AdminUserAttributes>;
export type AdminGroupSummary = Merged<AdminGroupSummaryAttributes>;
export type AdminGroup = Merged<AdminGroupAttributes>;
export type AuditEntry = Merged<AuditEntryAttributes>;
export type Report = ReportAttributes;

export type { Page };

export interface SearchParams {
  q?: string;
  current?: number;
}

/** Every call of the admin area, one method each; the screens wrap them in TanStack Query. */
export const adminApi = {
  // Challenges
  /** Every challenge: short lists come whole, as one page (docs/api/admin.md). */
  async challenges(): Promise<Page<AdminChallenge>> {
    return page(await admin('GET /api/admin/challenges'));
  },
  /** One challenge, from the whole list (the API has no single-challenge read; the list is short). */
  async challenge(challengeId: string): Promise<AdminChallenge> {
    const found = (await adminApi.challenges()).items.find((item) => item.id === challengeId);
    if (!found) throw new ApiError(404, 'GET /api/admin/challenges', { code: 'challenge_not_found', message: '' });
    return found;
  },
  async createChallenge(body: AdminChallengeBody): Promise<AdminChallenge> {
    return merge((await admin('POST /api/admin/challenges', { body })).data);
  },
  async updateChallenge(id: string, body: AdminChallengeBody): Promise<AdminChallenge> {
    return merge((await admin('PUT /api/admin/challenges/{id}', { params: { id }, body })).data);
  },
  /** Ends a running challenge now (its end time becomes the present). */
  async endChallenge(id: string): Promise<AdminChallenge> {
    return merge((await admin('POST /api/admin/challenges/{id}/end', { params: { id } })).data);
  },

  // Announcements and notices
  async announcements(): Promise<Page<AdminAnnouncement>> {
    return page(await admin('GET /api/admin/announcements'));
  },
  async createAnnouncement(body: AdminAnnouncementBody): Promise<AdminAnnouncement> {
    return merge((await admin('POST /api/admin/announcements', { body })).data);
  },
  async updateAnnouncement(id: string, body: AdminAnnouncementBody): Promise<AdminAnnouncement> {
    return merge((await admin('PUT /api/admin/announcements/{id}', { params: { id }, body })).data);
  },
  async deleteAnnouncement(id: string): Promise<void> {
    await admin('DELETE /api/admin/announcements/{id}', { params: { id } });
  },
  async notices(): Promise<Page<AdminNotice>> {
    return page(await admin('GET /api/admin/notices'));
  },
  async createNotice(body: AdminNoticeBody): Promise<AdminNotice> {
    return merge((await admin('POST /api/admin/notices', { body })).data);
  },
  async updateNotice(id: string, body: AdminNoticeBody): Promise<AdminNotice> {
    return merge((await admin('PUT /api/admin/notices/{id}', { params: { id }, body })).data);
  },
  async deleteNotice(id: string): Promise<void> {
    await admin('DELETE /api/admin/notices/{id}', { params: { id } });
  },

  // Categories
  async categories(): Promise<Page<AdminCategory>> {
    return page(await admin('GET /api/admin/categories'));
  },
  async updateCategory(id: string, body: AdminCategoryPatch): Promise<AdminCategory> {
    return merge((await admin('PATCH /api/admin/categories/{id}', { params: { id }, body })).data);
  },

  // Sponsors and ads
  async sponsors(): Promise<Page<AdminSponsor>> {
    return page(await admin('GET /api/admin/sponsors'));
  },
  /** One sponsor with its ads, from the whole list (the API has no single-sponsor read). */
  async sponsor(sponsorId: string): Promise<AdminSponsor> {
    const found = (await adminApi.sponsors()).items.find((item) => item.id === sponsorId);
    if (!found) throw new ApiError(404, 'GET /api/admin/sponsors', { code: 'sponsor_not_found', message: '' });
    return found;
  },
  async createSponsor(body: AdminSponsorBody): Promise<AdminSponsor> {
    return merge((await admin('POST /api/admin/sponsors', { body })).data);
  },
  async updateSponsor(id: string, body: AdminSponsorBody): Promise<AdminSponsor> {
    return merge((await admin('PUT /api/admin/sponsors/{id}', { params: { id }, body })).data);
  },
  async createAd(sponsorId: string, body: AdminAdBody): Promise<AdminAd> {
    return merge((await admin('POST /api/admin/sponsors/{id}/ads', { params: { id: sponsorId }, body })).data);
  },
  async updateAd(id: string, body: AdminAdBody): Promise<AdminAd> {
    return merge((await admin('PUT /api/admin/ads/{id}', { params: { id }, body })).data);
  },
  async deleteAd(id: string): Promise<void> {
    await admin('DELETE /api/admin/ads/{id}', { params: { id } });
  },

  // Players
  async users(query: SearchParams): Promise<Page<AdminUserSummary>> {
    return page(await admin('GET /api/admin/users', { query: { ...query } }));
  },
  async user(id: string): Promise<AdminUser> {
    return merge((await admin('GET /api/admin/users/{id}', { params: { id } })).data);
  },
  async updateUser(id: string, body: AdminUserPatch): Promise<AdminUser> {
    return merge((await admin('PATCH /api/admin/users/{id}', { params: { id }, body })).data);
  },

  // Groups
  async groups(query: SearchParams): Promise<Page<AdminGroupSummary>> {
    return page(await admin('GET /api/admin/groups', { query: { ...query } }));
  },
  async group(id: string): Promise<AdminGroup> {
    return merge((await admin('GET /api/admin/groups/{id}', { params: { id } })).data);
  },
  async renameGroup(id: string, body: AdminGroupPatch): Promise<AdminGroup> {
    return merge((await admin('PATCH /api/admin/groups/{id}', { params: { id }, body })).data);
  },
  async removeGroup(id: string): Promise<void> {
    await admin('DELETE /api/admin/groups/{id}', { params: { id } });
  },

  // Audit log, uploads, reports
  async audit(current = 1): Promise<Page<AuditEntry>> {
    return page(await admin('GET /api/admin/audit', { query: { current } }));
  },
  upload(body: UploadBody): Promise<UploadResponse> {
    return admin('POST /api/admin/uploads', { body });
  },
  async report(from: string, to: string): Promise<Report> {
    return (await admin('GET /api/admin/reports', { query: { from, to } })).data.attributes;
  },
};

/**
 * Fetches one breakdown of the report as CSV, with the session's token (a plain link would carry
 * none), and hands it to the browser as a file download named after the period.
 */
export async function downloadReportCsv(from: string, to: string, by: ReportBreakdown): Promise<void> {
  const token = sessionStore.get()?.token;
  const response = await fetch(`${accountsHost}/api/admin/reports.csv${queryString({ from, to, by })}`, {
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
