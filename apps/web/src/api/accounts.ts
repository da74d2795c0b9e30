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
} from '@ricebowl/contract';
import { config } from '../config';
import { accounts } from './clients';
import { ApiError } from './http';
import { merge, mergeAll } from './jsonapi';

/** The signed-in player's own account (GET /users/{id}). */
export type AccountUser = Merged<UserAttributes>;
/** What anyone may know of a player (GET /public/users). */
export type PublicUser = Merged<PublicUserAttributes>;

/** The server takes at most this many ids per public-users call. */
const PUBLIC_USERS_PER_CALL = 100;

/** The accounts API (docs/api/accounts.md), served under the configured accounts base URL. */
export const accountsApi = {
  /** Sign-up: the new, unverified account's session. */
  register(body: RegisterBody): Promise<SessionResponse> {
    return accounts('POST /users', { body });
  },
  login(body: LoginBody): Promise<SessionResponse> {
    return accounts('POST /auth/login', { body });
  },
  /** Revokes the token. An already dead token is fine: the player is signing out anyway. */
  logout(): Promise<MessageResponse> {
    return accounts('POST /auth/logout', { ignoreUnauthorized: true, quietNetworkErrors: true });
  },
  recovery(body: RecoveryBody): Promise<MessageResponse> {
    return accounts('POST /auth/recovery', { body });
  },
  /** One-time login with the data from the mailed link. */
  tokenLogin(data: OneTimeLoginData): Promise<SessionResponse> {
    return accounts('POST /auth/token-login', { body: data });
  },
  resendVerification(body: ResendVerificationBody): Promise<MessageResponse> {
    return accounts('POST /auth/resendVerification', { body });
  },
  /** The player's own account; `token` when the session is not stored yet (right after sign-in). */
  async user(id: string, token?: string): Promise<AccountUser> {
    return merge((await accounts('GET /users/{id}', { params: { id }, ...(token ? { token } : {}) })).data);
  },
  /** Public data of many players at once; unknown ids are left out. */
  async publicUsers(ids: readonly string[]): Promise<PublicUser[]> {
    const batches: string[][] = [];
    for (let i = 0; i < ids.length; i += PUBLIC_USERS_PER_CALL) batches.push(ids.slice(i, i + PUBLIC_USERS_PER_CALL));
    const docs = await Promise.all(batches.map((uuids) => accounts('GET /public/users', { query: { uuids } })));
    return docs.flatMap(mergeAll);
  },
  /** Saves the profile; the password travels on every save (SPEC §5). */
  async updateUser(id: string, body: UpdateUserBody): Promise<AccountUser> {
    return merge((await accounts('PATCH /users/{id}', { params: { id }, body: { id, ...body } })).data);
  },
  /** Keeps the interface language in the account: its e-mails are written in it. */
  async setLanguage(id: string, language: Language): Promise<AccountUser> {
    return merge((await accounts('PUT /users/{id}/language', { params: { id }, body: { language } })).data);
  },
  deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
    return accounts('DELETE /auth/users', { body });
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
