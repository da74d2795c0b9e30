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
import { schemaFor } from '../../platform/route-schema.js';
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

const schema = schemaFor('accounts', {
  400: AccountsError,
  401: AccountsError,
  403: AccountsError,
  404: AccountsError,
  429: AccountsError,
});
const Id = Type.String({ minLength: 1, maxLength: 64 });

/** Groups: a player's own, one group, making, joining, renaming; membership; public names. */
export async function groupRoutes(app: App) {
  const { deps } = app;
  const viewer = (request: Parameters<App['viewerOf']>[0]) => app.viewerOf(request);

  app.get('/groups', { schema: schema("The player's groups", GroupList) }, async (request) => ({
    data: (await myGroups(deps, await viewer(request))).map((group) => resource('groups', group.uuid, group)),
  }));

  app.get(
    '/groups/:id',
    {
      schema: schema('A group, for its members', GroupDocument, { params: Type.Object({ id: Id }) }),
    },
    async (request) => {
      const group = await viewGroup(deps, await viewer(request), request.params.id);
      return { data: resource('groups', group.uuid, group) };
    },
  );

  app.post(
    '/groups',
    {
      schema: schema('Make a group', GroupUuidResponse, { body: GroupBody }),
    },
    async (request) => ({ uuid: await createGroup(deps, await viewer(request), request.body) }),
  );

  app.post(
    '/groups/join',
    {
      schema: schema('Join a group with its code', GroupUuidResponse, { body: JoinGroupBody }),
      config: { rateLimitFamily: 'joinGroup' },
    },
    async (request) => ({ uuid: await joinGroup(deps, await viewer(request), request.body.code) }),
  );

  app.put(
    '/groups/:id',
    {
      schema: schema('Rename a group or change its avatar (owners)', GroupDocument, {
        params: Type.Object({ id: Id }),
        body: GroupBody,
      }),
    },
    async (request) => {
      const group = await updateGroup(deps, await viewer(request), request.params.id, request.body);
      return { data: resource('groups', group.uuid, group) };
    },
  );
  membershipRoutes(app);
  publicGroupRoutes(app);
}

/** Leaving, the join code, and what owners do to members. */
function membershipRoutes(app: App) {
  const { deps } = app;
  const viewer = (request: Parameters<App['viewerOf']>[0]) => app.viewerOf(request);

  app.delete(
    '/groups/:id/members',
    {
      schema: schema('Leave a group', LeftGroupResponse, { params: Type.Object({ id: Id }) }),
    },
    async (request) => {
      const left = await leaveGroup(deps, await viewer(request), request.params.id);
      return { message: 'You have left the group.', ...left };
    },
  );

  app.post(
    '/groups/:id/new-code',
    {
      schema: schema('Replace the join code (owners; confirm with the current code)', GroupCodeResponse, {
        params: Type.Object({ id: Id }),
        body: NewCodeBody,
      }),
    },
    async (request) => ({ code: await refreshCode(deps, await viewer(request), request.params.id, request.body.code) }),
  );

  app.delete(
    '/groups/:groupId/kick/:memberId',
    {
      schema: schema('Remove a member (owners)', MessageResponse, {
        params: Type.Object({ groupId: Id, memberId: Id }),
      }),
    },
    async (request) => {
      await kickMember(deps, await viewer(request), request.params.groupId, request.params.memberId);
      return { message: 'The member was removed from the group.' };
    },
  );

  app.post(
    '/groups/:groupId/add-admin',
    {
      schema: schema('Make a member an owner (owners)', MessageResponse, {
        params: Type.Object({ groupId: Id }),
        body: AddAdminBody,
      }),
    },
    async (request) => {
      await addAdmin(deps, await viewer(request), request.params.groupId, request.body['user-uuid']);
      return { message: 'The member is now an owner of the group.' };
    },
  );
}

function publicGroupRoutes(app: App) {
  app.get(
    '/public/groups',
    {
      schema: schema('Public names and avatars of groups', PublicGroupList, {
        querystring: Type.Object({ uuids: Type.String({ maxLength: 100 * 40 }) }),
      }),
    },
    async (request) => {
      const ids = batchIds(request.query.uuids);
      const groups = await findPublicGroups(app.deps.db.kysely, ids);
      return {
        data: groups.map((g) => resource('groups', g.id, { uuid: g.id, name: g.name, avatar: g.avatar })),
      };
    },
  );
}
