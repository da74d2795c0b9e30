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
import type { App } from '../../platform/http.js';
import { appRedirect, mailContextOf } from '../session.js';
import { confirmEmailChange, undoEmailChange } from '../users/email-change.js';
import { deleteAccount, login, logout, recover, resendVerification, tokenLogin, verifyEmail } from './service.js';

const errorsOf = { 400: AccountsError, 401: AccountsError, 403: AccountsError, 429: AccountsError };

export async function authRoutes(app: App) {
  const { deps } = app;

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in',
        body: LoginBody,
        response: { 200: SessionResponse, ...errorsOf },
      },
      config: { rateLimitFamily: 'login', rateLimitAccount: (request) => (request.body as LoginBody).username },
    },
    async (request) => login(deps, request.body),
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
      config: { rateLimitFamily: 'recovery', rateLimitAccount: (request) => (request.body as { email: string }).email },
    },
    async (request) => ({ message: await recover(deps, request.body.email, mailContextOf(deps, request)) }),
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
        rateLimitAccount: (request) => (request.body as { username: string }).username,
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
