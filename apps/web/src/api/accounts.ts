import type {
  Language,
  AccountsError,
  DeleteAccountBody,
  LoginBody,
  Merged,
  MessageResponse,
  OneTimeLoginData,
  PublicUserAttributes,
  RecoveryBody,
  RegisterBody,
  ResendVerificationBody,
  SessionResponse,
  UpdateUserBody,
  UserAttributes,
  UserDocument,
} from '@ricebowl/contract';
import { config } from '../config';
import { sessionStore } from '../state/session';
import { reportError } from './engine';
import { ApiError, createClient } from './http';

/** The signed-in player's own account (GET /users/{id}). */
export type AccountUser = Merged<UserAttributes>;
/** What anyone may know of a player (GET /public/users). */
export type PublicUser = Merged<PublicUserAttributes>;

const request = createClient({
  service: 'accounts',
  baseUrl: config.accountsApiUrl,
  report: reportError,
  getToken: () => sessionStore.get()?.token ?? null,
});

/** The server takes at most this many ids per public-users call. */
const PUBLIC_USERS_PER_CALL = 100;

function merge<A>(resource: { id: string; type: string; attributes: A; links?: { self: string } }): Merged<A> {
  return {
    ...resource.attributes,
    id: resource.id,
    type: resource.type,
    ...(resource.links ? { links: resource.links } : {}),
  };
}

const path = (id: string) => encodeURIComponent(id);

/** The accounts API (docs/api/accounts.md), served under the configured accounts base URL. */
export const accountsApi = {
  /** Sign-up: the new, unverified account's session. */
  register(body: RegisterBody): Promise<SessionResponse> {
    return request<SessionResponse>('/users', { method: 'POST', body });
  },
  login(body: LoginBody): Promise<SessionResponse> {
    return request<SessionResponse>('/auth/login', { method: 'POST', body });
  },
  /** Revokes the token. An already dead token is fine: the player is signing out anyway. */
  logout(): Promise<MessageResponse> {
    return request<MessageResponse>('/auth/logout', {
      method: 'POST',
      ignoreUnauthorized: true,
      quietNetworkErrors: true,
    });
  },
  recovery(body: RecoveryBody): Promise<MessageResponse> {
    return request<MessageResponse>('/auth/recovery', { method: 'POST', body });
  },
  /** One-time login with the data from the mailed link. */
  tokenLogin(data: OneTimeLoginData): Promise<SessionResponse> {
    return request<SessionResponse>('/auth/token-login', { method: 'POST', body: data });
  },
  resendVerification(body: ResendVerificationBody): Promise<MessageResponse> {
    return request<MessageResponse>('/auth/resendVerification', { method: 'POST', body });
  },
  /** The player's own account; `token` when the session is not stored yet (right after sign-in). */
  async user(id: string, token?: string): Promise<AccountUser> {
    const doc = await request<UserDocument>(`/users/${path(id)}`, token ? { token } : {});
    return merge(doc.data);
  },
  /** Public data of many players at once; unknown ids are left out. */
  async publicUsers(ids: readonly string[]): Promise<PublicUser[]> {
    const batches: string[][] = [];
    for (let i = 0; i < ids.length; i += PUBLIC_USERS_PER_CALL) batches.push(ids.slice(i, i + PUBLIC_USERS_PER_CALL));
    const docs = await Promise.all(
      batches.map((batch) =>
        request<{ data: { id: string; type: string; attributes: PublicUserAttributes }[] }>(
          `/public/users?uuids=${batch.map(path).join(',')}`,
        ),
      ),
    );
    return docs.flatMap((doc) => doc.data.map(merge));
  },
  /** Saves the profile; the password travels on every save (SPEC §5). */
  async updateUser(id: string, body: UpdateUserBody): Promise<AccountUser> {
    const doc = await request<UserDocument>(`/users/${path(id)}`, { method: 'PATCH', body: { id, ...body } });
    return merge(doc.data);
  },
  /** Keeps the interface language in the account: its e-mails are written in it. */
  async setLanguage(id: string, language: Language): Promise<AccountUser> {
    const doc = await request<UserDocument>(`/users/${path(id)}/language`, { method: 'PUT', body: { language } });
    return merge(doc.data);
  },
  deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
    return request<MessageResponse>('/auth/users', { method: 'DELETE', body });
  },
};

/** Where the captcha widget fetches its proof-of-work challenge. */
export function captchaChallengeUrl(): string {
  return `${config.accountsApiUrl}/captcha/challenge`;
}

/** The accounts error body of a failed call, when it has one (ARCHITECTURE §4). */
export function accountsErrorOf(error: unknown): AccountsError | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as Partial<AccountsError> | null;
  return body && typeof body.message === 'string' ? (body as AccountsError) : null;
}
