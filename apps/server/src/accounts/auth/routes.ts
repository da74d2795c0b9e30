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
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/http.js';
import { appRedirect, mailContextOf } from '../session.js';
import { createAccountThrottle, Throttled } from './throttle.js';
import { confirmEmailChange, undoEmailChange } from '../users/email-change.js';
import { deleteAccount, login, logout, recover, resendVerification, tokenLogin, verifyEmail } from './service.js';

const errorsOf = { 400: AccountsError, 401: AccountsError, 403: AccountsError, 429: AccountsError };

/** Runs a sign-in; a throttled one answers 429 with Retry-After, as the rate limits do. */
async function throttled<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Throttled) reply.header('retry-after', error.retryAfterS);
    throw error;
  }
}

export async function authRoutes(app: App) {
  const { deps } = app;
  const throttle = createAccountThrottle(deps);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in',
        body: LoginBody,
        response: { 200: SessionResponse, ...errorsOf },
      },
      // Per address here; per account and address pair, and the captcha per account, in throttle.ts.
      config: { rateLimitFamily: 'login' },
    },
    async (request, reply) => throttled(reply, () => login(deps, request.body, { ip: request.ip, throttle })),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the token stops working',
        response: { 200: MessageResponse, ...errorsOf },
      },
    },
    async (request) => {
      await logout(deps, await app.viewerOf(request));
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/auth/recovery',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a one-time login link',
        body: RecoveryBody,
        response: { 200: MessageResponse, ...errorsOf },
      },
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
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a one-time link',
        body: OneTimeLoginData,
        response: { 200: SessionResponse, ...errorsOf },
      },
      config: { rateLimitFamily: 'tokenLogin' },
    },
    async (request) => tokenLogin(deps, request.body),
  );

  app.post(
    '/auth/resendVerification',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the verification link again',
        body: ResendVerificationBody,
        response: { 200: MessageResponse, ...errorsOf },
      },
      config: {
        rateLimitFamily: 'resend',
        // Per reverify token, which only the owner's sign-in gets: a stranger naming the account
        // cannot use up its owner's resends.
        rateLimitAccount: (request) => (request.body as { token: string }).token,
      },
    },
    async (request) => ({ message: await resendVerification(deps, request.body, mailContextOf(deps, request)) }),
  );

  app.get(
    '/auth/verify/:token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Follow a verification link',
        params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
      },
      config: { rateLimitFamily: 'verify' },
    },
    async (request, reply) => {
      const verified = await verifyEmail(deps, request.params.token);
      return reply.redirect(appRedirect(deps, verified ? '/profile?verified=1' : '/profile-login?verified=0'), 302);
    },
  );

  app.get(
    '/auth/confirm-email/:token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Follow the link that confirms a new e-mail address',
        params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
      },
      config: { rateLimitFamily: 'verify' },
    },
    async (request, reply) => {
      const changed = await confirmEmailChange(deps, mailContextOf(deps, request), request.params.token);
      return reply.redirect(appRedirect(deps, changed ? '/profile?email_changed=1' : '/profile-login?verified=0'), 302);
    },
  );

  app.get(
    '/auth/undo-email/:token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Undo an e-mail change from the old address; every session ends',
        params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
      },
      config: { rateLimitFamily: 'verify' },
    },
    async (request, reply) => {
      const undone = await undoEmailChange(deps, request.params.token);
      return reply.redirect(
        appRedirect(deps, undone ? '/profile-login-recover?email_restored=1' : '/profile-login?verified=0'),
        302,
      );
    },
  );

  app.delete(
    '/auth/users',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account',
        body: DeleteAccountBody,
        response: { 200: MessageResponse, ...errorsOf },
      },
      config: { rateLimitFamily: 'deleteAccount' },
    },
    async (request) => {
      await deleteAccount(deps, await app.viewerOf(request), request.body);
      return { message: 'Account Deleted!' };
    },
  );
}
