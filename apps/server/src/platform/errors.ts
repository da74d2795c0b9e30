import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromHeader, type ErrorCode, type EngineErrorDocument } from '@ricebowl/contract';
import { fieldFailures, validationError, type FieldFailure } from './validation-errors.js';
import { translateMessage } from '../i18n/index.js';

/** An error with a stable code, mapped once to an HTTP status and body (CONVENTIONS: Errors). */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 429 | 500,
    readonly code: ErrorCode,
    readonly title: string,
    readonly detail?: string,
    /** Extra fields of the accounts error body: `errors`, `action`, `token`, `username`, `email`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail ?? title);
  }
}

export const errors = {
  badRequest: (detail?: string) => new AppError(400, 'bad_request', 'Bad request', detail),
  validation: (detail: string) => new AppError(400, 'validation_failed', 'Invalid input', detail),
  notFound: (detail?: string) => new AppError(404, 'not_found', 'Not found', detail),
  gameNotFound: () => new AppError(404, 'game_not_found', 'Game not found'),
  categoryNotFound: () => new AppError(400, 'category_not_found', 'Unknown category'),
  levelNotAvailable: (max: number) =>
    new AppError(400, 'level_not_available', 'Level not available', `This category has levels 1 to ${max}.`),
  optionNotInQuestion: () =>
    new AppError(400, 'option_not_in_question', 'Unknown option', 'The answer is not one of the question’s options.'),
  forbidden: (detail?: string) => new AppError(403, 'forbidden', 'Forbidden', detail),
  unauthorized: () => new AppError(401, 'unauthorized', 'Please sign in again.'),
  /** A session of an account left unverified past its 24 hours: signing in again offers the link. */
  reverify: () =>
    new AppError(
      401,
      'reverify',
      'Verification needed',
      'Please verify your e-mail address to keep using your account. Log in again and we can send you a new link.',
      { action: 'reverify' },
    ),
};

export function engineErrorBody(error: AppError): EngineErrorDocument {
  const item = { status: String(error.status), type: 'api-problem' as const, code: error.code, title: error.title };
  // A validation failure: one error object per field, pointing at it (JSON:API `source`).
  const failures = error.extra?.failures as FieldFailure[] | undefined;
  if (failures?.length) {
    return {
      errors: failures.map((f) => ({
        ...item,
        detail: f.message,
        source:
          f.part === 'body'
            ? { pointer: f.field === 'body' ? '' : `/${f.field.replaceAll('.', '/')}` }
            : { parameter: f.field },
      })),
    };
  }
  return { errors: [error.detail ? { ...item, detail: error.detail } : item] };
}

/** The accounts error body (ARCHITECTURE §4): forms show `message`; `errors` maps fields to messages. */
export function accountsErrorBody(error: AppError, language?: string) {
  const { failures: _engineOnly, ...extra } = error.extra ?? {};
  const body = { message: translateMessage(error.detail ?? error.title, language), code: error.code, ...extra };
  const fields = extra.errors as Record<string, string[]> | undefined;
  if (!fields) return body;
  return {
    ...body,
    errors: Object.fromEntries(
      Object.entries(fields).map(([field, list]) => [field, list.map((m) => translateMessage(m, language))]),
    ),
  };
}

/** Turns anything thrown in a handler into an AppError; never leaks internals. */
export function toAppError(error: FastifyError | AppError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if ('validation' in error && error.validation)
    return validationError(fieldFailures(error.validation, error.validationContext ?? 'body'));
  if (error.statusCode === 429) return new AppError(429, 'rate_limited', 'Too many requests. Please try again later.');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors: malformed JSON, body too large, wrong content type …
    return error.statusCode === 404
      ? new AppError(404, 'not_found', 'Not found', error.message)
      : new AppError(400, 'bad_request', 'Bad request', error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return new AppError(500, 'internal', 'Internal server error');
}

/** The engine's (and the default) error handler: the JSON:API error shape. */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error, request);
  return reply.status(appError.status).type('application/json').send(engineErrorBody(appError));
}

/** The accounts API's error handler: `{ message, code, … }`. */
export function handleAccountsError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error, request);
  // Forms show `message`: in the interface language the client asks for (issue 19).
  const body = accountsErrorBody(appError, languageFromHeader(request.headers['accept-language']));
  return reply.status(appError.status).type('application/json').send(body);
}

/**
 * Errors Fastify raises before routing (a malformed URL, say): the shape of the API the URL
 * was meant for, like any other error.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (request.url.startsWith('/api/accounts/')) void handleAccountsError(error, request, reply);
  else void handleError(error, request, reply);
}
