import { Type, type Static } from '@sinclair/typebox';
import { CollectionDocument, Document } from './jsonapi.js';

/** Groups on both services (SPEC §3 Group, Group member; §7). */

const Text = (max: number) => Type.String({ maxLength: max });

export const GroupBody = Type.Object(
  { name: Text(100), avatar: Type.Optional(Text(40)) },
  { additionalProperties: false },
);
export type GroupBody = Static<typeof GroupBody>;
export const JoinGroupBody = Type.Object({ code: Text(40) }, { additionalProperties: false });
export const NewCodeBody = Type.Object({ code: Text(40) }, { additionalProperties: false });
export const AddAdminBody = Type.Object({ 'user-uuid': Text(64) }, { additionalProperties: false });

/** `POST /groups` and `POST /groups/join` answer with the group's uuid. */
export const GroupUuidResponse = Type.Object({ uuid: Type.String() });
export type GroupUuidResponse = Static<typeof GroupUuidResponse>;
export const GroupCodeResponse = Type.Object({ code: Type.String() });
export type GroupCodeResponse = Static<typeof GroupCodeResponse>;
export const LeftGroupResponse = Type.Object({ message: Type.String(), name: Type.String(), code: Type.String() });
export type LeftGroupResponse = Static<typeof LeftGroupResponse>;

/** A group as its members see it on the accounts service. */
export const GroupAttributes = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
  description: Type.String(),
  code: Type.String(),
  /** Owners' user uuids (SPEC: being listed means owner); `owners` says the same. */
  admins: Type.Array(Type.String()),
  owners: Type.Array(Type.String()),
  members: Type.Integer(),
  total_members: Type.Integer(),
  rice: Type.Integer(),
  rank: Type.Union([Type.Integer(), Type.Null()]),
  /** The viewer's contribution. */
  user_rice: Type.Integer(),
});
export type GroupAttributes = Static<typeof GroupAttributes>;
export const GroupDocument = Document('groups', GroupAttributes);
export type GroupDocument = Static<typeof GroupDocument>;
export const GroupList = Type.Object({ data: Type.Array(Document('groups', GroupAttributes).properties.data) });
export type GroupList = Static<typeof GroupList>;

export const PublicGroupAttributes = Type.Object(
  { uuid: Type.String(), name: Type.String(), avatar: Type.String() },
  // Closed: the join code is for members only.
  { additionalProperties: false },
);
export const PublicGroupList = Type.Object({
  data: Type.Array(Document('groups', PublicGroupAttributes).properties.data),
});
export type PublicGroupList = Static<typeof PublicGroupList>;

/** Engine: a group's standing. */
export const GroupStatsAttributes = Type.Object({
  rice: Type.Integer(),
  rank: Type.Integer(),
  members: Type.Integer(),
});
export type GroupStatsAttributes = Static<typeof GroupStatsAttributes>;
export const GroupStatsDocument = Document('groups', GroupStatsAttributes);
export type GroupStatsDocument = Static<typeof GroupStatsDocument>;
export const GroupLeaderboard = CollectionDocument(
  'groups',
  Type.Object({ group: Type.String(), ...GroupStatsAttributes.properties }),
);
export type GroupLeaderboard = Static<typeof GroupLeaderboard>;

/** Engine: a member of a group (names and avatars come from the accounts service). */
export const GroupMemberAttributes = Type.Object({
  user: Type.String(),
  group: Type.String(),
  rank: Type.Integer(),
  rice: Type.Integer(),
});
export type GroupMemberAttributes = Static<typeof GroupMemberAttributes>;
export const GroupMemberList = CollectionDocument('group-members', GroupMemberAttributes);
export type GroupMemberList = Static<typeof GroupMemberList>;
export const GroupMemberDocument = Document('group-members', GroupMemberAttributes);
export type GroupMemberDocument = Static<typeof GroupMemberDocument>;

/** Engine: the players' leaderboard (cheaters left out). */
export const UserLeaderboard = CollectionDocument(
  'users',
  Type.Object({ user: Type.String(), rice: Type.Integer(), rank: Type.Integer() }),
);
export type UserLeaderboard = Static<typeof UserLeaderboard>;

export const LeaderboardQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  current: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
});
