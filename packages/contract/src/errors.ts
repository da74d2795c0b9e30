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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
