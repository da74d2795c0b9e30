import { Type } from '@sinclair/typebox';
import {
  AccountsError,
  RegisterBody,
  SessionResponse,
  SetLanguageBody,
  UpdateUserBody,
  UserDocument,
  PublicUserList,
} from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { resource } from '../../platform/jsonapi.js';
import { schemaFor } from '../../platform/route-schema.js';
import { batchIds } from '../validation.js';
import { mailContextOf } from '../session.js';
import { findPublicUsers } from './repository.js';
import { ownUser, presentUser, register, setOwnLanguage, updateOwnUser } from './service.js';
import { createSignupCounter } from './signup-counter.js';

const schema = schemaFor('accounts', {
  400: AccountsError,
  401: AccountsError,
  404: AccountsError,
  429: AccountsError,
});
const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });

export async function userRoutes(app: App) {
  const { deps } = app;
  const signups = createSignupCounter(deps.redis, deps.config.redis.keyPrefix);

  app.post(
    '/users',
    {
      schema: schema('Sign up', SessionResponse, { body: RegisterBody }),
      config: { rateLimitFamily: 'signup' },
    },
    async (request) =>
      register(deps, request.body, {
        ip: request.ip,
        signups,
        mail: mailContextOf(deps, request),
        acceptLanguage: request.headers['accept-language'],
      }),
  );

  app.get(
    '/users/:id',
    {
      schema: schema('The signed-in player’s account', UserDocument, { params: Params }),
    },
    async (request) => {
      const user = await ownUser(deps, await app.viewerOf(request), request.params.id);
      return { data: resource('users', user.id, presentUser(user)) };
    },
  );

  app.patch(
    '/users/:id',
    {
      schema: schema('Update the signed-in player’s profile', UserDocument, { params: Params, body: UpdateUserBody }),
    },
    async (request) => {
      const viewer = await app.viewerOf(request);
      const { user, pendingEmail } = await updateOwnUser(
        deps,
        viewer,
        request.params.id,
        request.body,
        mailContextOf(deps, request),
      );
      const attributes = { ...presentUser(user), ...(pendingEmail ? { pending_email: pendingEmail } : {}) };
      return { data: resource('users', user.id, attributes) };
    },
  );

  app.put(
    '/users/:id/language',
    {
      schema: schema('Set the signed-in player’s interface language (their e-mails are written in it)', UserDocument, {
        params: Params,
        body: SetLanguageBody,
      }),
    },
    async (request) => {
      const viewer = await app.viewerOf(request);
      const user = await setOwnLanguage(deps, viewer, request.params.id, request.body.language);
      return { data: resource('users', user.id, presentUser(user)) };
    },
  );

  app.get(
    '/public/users',
    {
      schema: schema('Public names and avatars of players', PublicUserList, {
        querystring: Type.Object({ uuids: Type.String({ maxLength: 100 * 40 }) }),
      }),
    },
    async (request) => {
      const ids = batchIds(request.query.uuids);
      const users = await findPublicUsers(deps.db.kysely, ids);
      return {
        data: users.map((u) => ({
          id: u.id,
          type: 'users' as const,
          attributes: { uuid: u.id, username: u.username, avatar: u.avatar },
        })),
      };
    },
  );
}
