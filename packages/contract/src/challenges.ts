import { Type, type Static } from '@sinclair/typebox';
import { CollectionDocument, Document } from './jsonapi.js';

/** Challenges (SPEC §3 Challenge, User challenge entry; §4 Challenge), on the engine. */

export const ChallengeAttributes = Type.Object({
  title: Type.String(),
  description: Type.String(),
  image: Type.String(),
  public: Type.Boolean(),
  anonymous_play: Type.Boolean(),
  /** Epoch seconds. */
  datetime_start: Type.Integer(),
  datetime_end: Type.Integer(),
  rice_goal: Type.Integer(),
  rice_raised: Type.Integer(),
  participants: Type.Integer(),
  milestones: Type.Array(Type.Integer()),
});
export type ChallengeAttributes = Static<typeof ChallengeAttributes>;
export const ChallengeDocument = Document('challenges', ChallengeAttributes);
export type ChallengeDocument = Static<typeof ChallengeDocument>;
export const ChallengeList = CollectionDocument('challenges', ChallengeAttributes);
export type ChallengeList = Static<typeof ChallengeList>;

export const UserChallengeEntry = Type.Object({ challenge_id: Type.String(), rice: Type.Integer() });
export type UserChallengeEntry = Static<typeof UserChallengeEntry>;
export const UserChallengeList = Type.Object({
  data: Type.Array(
    Type.Object({ id: Type.String(), type: Type.Literal('user-challenges'), attributes: UserChallengeEntry }),
  ),
});
export type UserChallengeList = Static<typeof UserChallengeList>;

/** Joining or leaving: an anonymous player names their game (ADR: an addition to SPEC). */
export const ChallengeMemberBody = Type.Object(
  { game: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])) },
  { additionalProperties: false },
);
export type ChallengeMemberBody = Static<typeof ChallengeMemberBody>;
export const ChallengeMembership = Type.Object({
  challenge_id: Type.String(),
  rice: Type.Integer(),
  joined: Type.Boolean(),
});
export type ChallengeMembership = Static<typeof ChallengeMembership>;

/** Announcements and eye-catcher notices (SPEC §3), on the accounts service. */
export const AnnouncementAttributes = Type.Object({
  title: Type.String(),
  image: Type.String(),
  summary: Type.String(),
  call_to_action: Type.String(),
  call_to_action_label: Type.String(),
  /** ISO 8601; the date serves as the announcement's id in readAnnouncements. */
  date: Type.String(),
  expiration_date: Type.String(),
});
export type AnnouncementAttributes = Static<typeof AnnouncementAttributes>;
export const AnnouncementList = Type.Object({
  data: Type.Array(
    Type.Object({ id: Type.String(), type: Type.Literal('announcements'), attributes: AnnouncementAttributes }),
  ),
});
export type AnnouncementList = Static<typeof AnnouncementList>;

export const EyeCatcherAttributes = Type.Object({
  title: Type.String(),
  body: Type.String(),
  button_link: Type.String(),
  button_text: Type.String(),
});
export type EyeCatcherAttributes = Static<typeof EyeCatcherAttributes>;
export const EyeCatcherDocument = Type.Object({
  data: Type.Union([
    Type.Object({ id: Type.String(), type: Type.Literal('eye-catchers'), attributes: EyeCatcherAttributes }),
    Type.Null(),
  ]),
});
export type EyeCatcherDocument = Static<typeof EyeCatcherDocument>;
