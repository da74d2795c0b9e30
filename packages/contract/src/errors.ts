/** Stable error codes shared by server and web; the web app maps them to translated text. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'not_found',
  'game_not_found',
  'category_not_found',
  'level_not_available',
  'option_not_in_question',
  'forbidden',
  'unauthorized',
  'rate_limited',
  'internal',
  // accounts
  'username_taken',
  'email_taken',
  'under_age',
  'captcha_required',
  'captcha_invalid',
  'wrong_credentials',
  'wrong_password',
  'reverify',
  'account_disabled',
  'token_invalid',
  // groups
  'group_not_found',
  'not_a_member',
  'not_an_owner',
  'code_invalid',
  'already_member',
  // challenges
  'challenge_not_found',
  'challenge_not_active',
  'sign_in_required',
  // admin
  'user_not_found',
  'sponsor_not_found',
  'question_not_found',
  'ad_not_found',
  'announcement_not_found',
  'notice_not_found',
  'upload_invalid',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
