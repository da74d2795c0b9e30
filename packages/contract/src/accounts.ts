import { Type, type Static } from '@sinclair/typebox';
import { Document } from './jsonapi.js';
import { USER_AVATAR_COUNT } from './constants.js';
import { LanguageCode } from './languages.js';

/**
 * Accounts API schemas (SPEC §3, §7; ARCHITECTURE §4), served under /api/accounts. Request bodies
 * are checked for shape here; the field rules and their messages are the shared vocabulary in
 * validation.ts, so the server answers with the same texts as the forms.
 */

const Text = (max: number) => Type.String({ maxLength: max });
export const Uuid = Type.String({ format: 'uuid' });

/** A session as the client stores it: uuid, token and the user's public data (SPEC §7 login). */
export const SessionResponse = Type.Object({
  uuid: Type.String(),
  token: Type.String(),
  // Closed: the web keeps userData in storage, where nothing more of the account belongs.
  userData: Type.Object(
    {
      username: Type.String(),
      avatar: Type.String(),
      /** 'admin' or 'player': the web shows the admin link without asking the admin API (issue 18). */
      role: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('player')])),
    },
    { additionalProperties: false },
  ),
});
export type SessionResponse = Static<typeof SessionResponse>;

export const RegisterBody = Type.Object(
  {
    username: Text(100),
    email: Text(254),
    password: Text(1000),
    /** YYYY-MM-DD; checked by the `age` rule (ADR: an addition to SPEC's payload). */
    birthdate: Text(10),
    captcha: Type.Optional(Type.Union([Text(20_000), Type.Null()])),
    /** The anonymous game being played, whose credited grains move into the new account … */
    game: Type.Optional(Type.Union([Text(64), Type.Null()])),
    /** … with its claim secret (`meta.claim` of `POST /games`); without it, `game` is ignored. */
    claim: Type.Optional(Type.Union([Text(100), Type.Null()])),
    /** The interface language at sign-up: the account's e-mails are written in it. */
    language: Type.Optional(LanguageCode),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object(
  {
    /** Username or e-mail address. */
    username: Text(254),
    password: Text(1000),
    /** As for sign-up: the anonymous game, moved into the account only with its claim secret. */
    game: Type.Optional(Type.Union([Text(64), Type.Null()])),
    claim: Type.Optional(Type.Union([Text(100), Type.Null()])),
    /** The solved captcha, once the server has asked for it (many failed sign-ins of the account). */
    captcha: Type.Optional(Type.Union([Text(20_000), Type.Null()])),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** The one-time login data carried (base64 JSON) in /profile-onetime-login/{hash}. */
export const OneTimeLoginData = Type.Object({ uuid: Text(64), token: Text(200) }, { additionalProperties: false });
export type OneTimeLoginData = Static<typeof OneTimeLoginData>;
export const OneTimeLoginHash = Type.Object({ username: Type.String(), data: OneTimeLoginData });
export type OneTimeLoginHash = Static<typeof OneTimeLoginHash>;

export const RecoveryBody = Type.Object(
  {
    email: Text(254),
    /** The solved captcha, once the server has asked for it (many requests for the address). */
    captcha: Type.Optional(Type.Union([Text(20_000), Type.Null()])),
  },
  { additionalProperties: false },
);
export type RecoveryBody = Static<typeof RecoveryBody>;

export const ResendVerificationBody = Type.Object(
  {
    username: Text(100),
    email: Text(254),
    password: Type.Optional(Type.Union([Text(1000), Type.Null()])),
    token: Text(200),
  },
  { additionalProperties: false },
);
export type ResendVerificationBody = Static<typeof ResendVerificationBody>;

const USER_AVATAR_PATTERN = `^(|${Array.from({ length: USER_AVATAR_COUNT }, (_, i) => `avatar-${i + 1}`).join('|')})$`;

export const UpdateUserBody = Type.Object(
  {
    id: Type.Optional(Text(64)),
    username: Text(100),
    email: Text(254),
    /** avatar-1 … avatar-16, or empty for the anonymous picture; anything else is refused. */
    avatar: Type.String({ pattern: USER_AVATAR_PATTERN }),
    password: Text(1000),
    /**
     * The current password, when `password` is a new one and the sign-in is older than 15 minutes
     * (the server answers `current_password_required` until it comes).
     */
    current_password: Type.Optional(Type.Union([Text(1000), Type.Null()])),
  },
  { additionalProperties: false },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const DeleteAccountBody = Type.Object(
  { username: Text(100), password: Text(1000) },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** The signed-in player's own account. */
export const UserAttributes = Type.Object({
  uuid: Type.String(),
  username: Type.String(),
  email: Type.String(),
  avatar: Type.String(),
  verified: Type.Boolean(),
  created_at: Type.String(),
  /** After a save with a new address: where the confirmation link went (the address is unchanged until it is followed). */
  pending_email: Type.Optional(Type.String()),
  /** The interface language the account's e-mails are written in. */
  language: LanguageCode,
});
export type UserAttributes = Static<typeof UserAttributes>;
export const UserDocument = Document('users', UserAttributes);
export type UserDocument = Static<typeof UserDocument>;

/** What anyone may know of a player; closed, so that an address or a hash cannot ride along. */
export const PublicUserAttributes = Type.Object(
  {
    uuid: Type.String(),
    username: Type.String(),
    avatar: Type.String(),
  },
  { additionalProperties: false },
);
export type PublicUserAttributes = Static<typeof PublicUserAttributes>;
/** `GET /public/users?uuids=…`: the players found, unknown ids left out. */
export const PublicUserList = Type.Object({
  data: Type.Array(Type.Object({ id: Type.String(), type: Type.Literal('users'), attributes: PublicUserAttributes })),
});
export type PublicUserList = Static<typeof PublicUserList>;

/** A plain confirmation: `{ message }` (recovery, resend, logout, delete). */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/**
 * The accounts error body (ARCHITECTURE §4): `message` is what forms show; `errors` lists the
 * field messages; `action: "reverify"` comes with the token, username and e-mail for resending.
 */
export const AccountsError = Type.Object({
  message: Type.String(),
  code: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  action: Type.Optional(Type.Literal('reverify')),
  token: Type.Optional(Type.String()),
  username: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});
export type AccountsError = Static<typeof AccountsError>;

export const CAPTCHA_MODES = ['auto', 'always', 'off'] as const;
export type CaptchaMode = (typeof CAPTCHA_MODES)[number];
