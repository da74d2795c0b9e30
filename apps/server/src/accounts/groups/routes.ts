import { Type } from '@sinclair/typebox';
import {
  AccountsError,
  AddAdminBody,
  GroupBody,
  GroupCodeResponse,
  GroupDocument,
  GroupList,
  GroupUuidResponse,
  JoinGroupBody,
  LeftGroupResponse,
  MessageResponse,
  NewCodeBody,
  PublicGroupList,
} from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { resource } from '../../platform/jsonapi.js';
import { batchIds } from '../validation.js';
import { findPublicGroups } from './repository.js';
import {
  addAdmin,
  createGroup,
  joinGroup,
  kickMember,
  leaveGroup,
  myGroups,
  refreshCode,
  updateGroup,
  viewGroup,
} from './service.js';

const errorsOf = { 400: AccountsError, 401: AccountsError, 403: AccountsError, 404: AccountsError, 429: AccountsError };
const Id = Type.String({ minLength: 1, maxLength: 64 });

export async function groupRoutes(app: App) {
  const { deps } = app;
  const viewer = (request: Parameters<App['viewerOf']>[0]) => app.viewerOf(request);

  app.get(
    '/groups',
    { schema: { tags: ['accounts'], summary: "The player's groups", response: { 200: GroupList, ...errorsOf } } },
    async (request) => ({
      data: (await myGroups(deps, await viewer(request))).map((group) => resource('groups', group.uuid, group)),
    }),
  );

  app.get(
    '/groups/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A group, for its members',
        params: Type.Object({ id: Id }),
        response: { 200: GroupDocument, ...errorsOf },
      },
    },
    async (request) => {
      const group = await viewGroup(deps, await viewer(request), request.params.id);
      return { data: resource('groups', group.uuid, group) };
    },
  );

  app.post(
    '/groups',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Make a group',
        body: GroupBody,
        response: { 200: GroupUuidResponse, ...errorsOf },
      },
    },
    async (request) => ({ uuid: await createGroup(deps, await viewer(request), request.body) }),
  );

  app.post(
    '/groups/join',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Join a group with its code',
        body: JoinGroupBody,
        response: { 200: GroupUuidResponse, ...errorsOf },
      },
      config: { rateLimitFamily: 'joinGroup' },
    },
    async (request) => ({ uuid: await joinGroup(deps, await viewer(request), request.body.code) }),
  );

  app.put(
    '/groups/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Rename a group or change its avatar (owners)',
        params: Type.Object({ id: Id }),
        body: GroupBody,
        response: { 200: GroupDocument, ...errorsOf },
      },
    },
    async (request) => {
      const group = await updateGroup(deps, await viewer(request), request.params.id, request.body);
      return { data: resource('groups', group.uuid, group) };
    },
  );

  app.delete(
    '/groups/:id/members',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Leave a group',
        params: Type.Object({ id: Id }),
        response: { 200: LeftGroupResponse, ...errorsOf },
      },
    },
    async (request) => {
      const left = await leaveGroup(deps, await viewer(request), request.params.id);
      return { message: 'You have left the group.', ...left };
    },
  );

  app.post(
    '/groups/:id/new-code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Replace the join code (owners; confirm with the current code)',
        params: Type.Object({ id: Id }),
        body: NewCodeBody,
        response: { 200: GroupCodeResponse, ...errorsOf },
      },
    },
    async (request) => ({ code: await refreshCode(deps, await viewer(request), request.params.id, request.body.code) }),
  );

  app.delete(
    '/groups/:groupId/kick/:memberId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Remove a member (owners)',
        params: Type.Object({ groupId: Id, memberId: Id }),
        response: { 200: MessageResponse, ...errorsOf },
      },
    },
    async (request) => {
      await kickMember(deps, await viewer(request), request.params.groupId, request.params.memberId);
      return { message: 'The member was removed from the group.' };
    },
  );

  app.post(
    '/groups/:groupId/add-admin',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Make a member an owner (owners)',
        params: Type.Object({ groupId: Id }),
        body: AddAdminBody,
        response: { 200: MessageResponse, ...errorsOf },
      },
    },
    async (request) => {
      await addAdmin(deps, await viewer(request), request.params.groupId, request.body['user-uuid']);
      return { message: 'The member is now an owner of the group.' };
    },
  );

  app.get(
    '/public/groups',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Public names and avatars of groups',
        querystring: Type.Object({ uuids: Type.String({ maxLength: 100 * 40 }) }),
        response: { 200: PublicGroupList, ...errorsOf },
      },
    },
    async (request) => {
      const ids = batchIds(request.query.uuids);
      const groups = await findPublicGroups(deps.db.kysely, ids);
      return {
        data: groups.map((g) => resource('groups', g.id, { uuid: g.id, name: g.name, avatar: g.avatar })),
      };
    },
  );
}
