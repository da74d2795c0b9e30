import { Type } from '@sinclair/typebox';
import {
  AccountsError,
  DeleteAccountBody,
  LoginBody,
  MessageResponse,
  OneTimeLoginData,
  RecoveryBody,
  ResendVerificationBody,
  SessionResponse,
} from '@ricebowl/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../platform/http.js';
import { schemaFor } from '../../platform/route-schema.js';
import { appRedirect, mailContextOf } from '../session.js';
import { createAccountThrottle, Throttled, type AccountThrottle } from './throttle.js';
import { confirmEmailChange, undoEmailChange } from '../users/email-change.js';
import { deleteAccount, login, logout, recover, resendVerification, tokenLogin, verifyEmail } from './service.js';

const schema = schemaFor('accounts', {
  400: AccountsError,
  401: AccountsError,
  403: AccountsError,
  429: AccountsError,
});

/** Runs a sign-in; a throttled one answers 429 with Retry-After, as the rate limits do. */
async function throttled<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Throttled) reply.header('retry-after', error.retryAfterS);
    throw error;
  }
}

/** Sign-in, sign-out, recovery, e-mail links and account deletion. */
export async function authRoutes(app: App) {
  const throttle = createAccountThrottle(app.deps);
  signInRoutes(app, throttle);
  emailLinkRoutes(app);
  app.delete(
    '/auth/users',
    {
      schema: schema('Delete the account', MessageResponse, { body: DeleteAccountBody }),
      config: { rateLimitFamily: 'deleteAccount' },
    },
    async (request) => {
      await deleteAccount(app.deps, await app.viewerOf(request), request.body);
      return { message: 'Account Deleted!' };
    },
  );
}

function signInRoutes(app: App, throttle: AccountThrottle) {
  const { deps } = app;
  app.post(
    '/auth/login',
    {
      schema: schema('Sign in', SessionResponse, { body: LoginBody }),
      // Per address here; per account and address pair, and the captcha per account, in throttle.ts.
      config: { rateLimitFamily: 'login' },
    },
    async (request, reply) => throttled(reply, () => login(deps, request.body, { ip: request.ip, throttle })),
  );

  app.post(
    '/auth/logout',
    { schema: schema('Sign out: the token stops working', MessageResponse) },
    async (request) => {
      await logout(deps, await app.viewerOf(request));
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/auth/recovery',
    {
      schema: schema('Mail a one-time login link', MessageResponse, { body: RecoveryBody }),
      // Per address; per e-mail address the captcha (throttle.ts), never a refusal of its owner.
      config: { rateLimitFamily: 'recovery' },
    },
    async (request) => ({
      message: await recover(deps, request.body, { throttle, mail: mailContextOf(deps, request) }),
    }),
  );

  app.post(
    '/auth/token-login',
    {
      schema: schema('Sign in with a one-time link', SessionResponse, { body: OneTimeLoginData }),
      config: { rateLimitFamily: 'tokenLogin' },
    },
    async (request) => tokenLogin(deps, request.body),
  );
}

/** The links mailed to a player: verification (and sending it again), confirming and undoing an address change. */
function emailLinkRoutes(app: App) {
  const { deps } = app;
  app.post(
    '/auth/resendVerification',
    {
      schema: schema('Send the verification link again', MessageResponse, { body: ResendVerificationBody }),
      config: {
        rateLimitFamily: 'resend',
        // Per reverify token, which only the owner's sign-in gets: a stranger naming the account
        // cannot use up its owner's resends.
        rateLimitAccount: (request) => (request.body as { token: string }).token,
      },
    },
    async (request) => ({ message: await resendVerification(deps, request.body, mailContextOf(deps, request)) }),
  );

  /** A link followed in the browser: it does its work and sends the player on to the app. */
  const link = (
    path: string,
    summary: string,
    follow: (token: string, request: FastifyRequest) => Promise<boolean>,
    to: { done: string; failed: string },
  ) =>
    app.get(
      path,
      {
        schema: { tags: ['accounts'], summary, params: Type.Object({ token: Type.String({ maxLength: 200 }) }) },
        config: { rateLimitFamily: 'verify' },
      },
      async (request, reply) =>
        reply.redirect(appRedirect(deps, (await follow(request.params.token, request)) ? to.done : to.failed), 302),
    );

  link('/auth/verify/:token', 'Follow a verification link', (token) => verifyEmail(deps, token), {
    done: '/profile?verified=1',
    failed: '/profile-login?verified=0',
  });
  link(
    '/auth/confirm-email/:token',
    'Follow the link that confirms a new e-mail address',
    (token, request) => confirmEmailChange(deps, mailContextOf(deps, request), token),
    { done: '/profile?email_changed=1', failed: '/profile-login?verified=0' },
  );
  link(
    '/auth/undo-email/:token',
    'Undo an e-mail change from the old address; every session ends',
    (token) => undoEmailChange(deps, token),
    { done: '/profile-login-recover?email_restored=1', failed: '/profile-login?verified=0' },
  );
}
