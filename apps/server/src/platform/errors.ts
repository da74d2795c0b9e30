import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode, EngineErrorDocument } from '@ricebowl/contract';

/** An error with a stable code, mapped once to an HTTP status and body (CONVENTIONS: Errors). */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 429 | 500,
    readonly code: ErrorCode,
    readonly title: string,
    readonly detail?: string,
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
};

export function engineErrorBody(error: AppError): EngineErrorDocument {
  const item = { status: String(error.status), type: 'api-problem' as const, code: error.code, title: error.title };
  return { errors: [error.detail ? { ...item, detail: error.detail } : item] };
}

/** Turns anything thrown in a handler into the JSON:API error shape; never leaks internals. */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  let appError: AppError;
  if (error instanceof AppError) {
    appError = error;
  } else if ('validation' in error && error.validation) {
    appError = errors.validation(error.message);
  } else if (error.statusCode === 429) {
    appError = new AppError(429, 'rate_limited', 'Too many requests');
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors: malformed JSON, body too large, wrong content type …
    appError = new AppError(
      error.statusCode === 404 ? 404 : 400,
      error.statusCode === 404 ? 'not_found' : 'bad_request',
      'Bad request',
      error.message,
    );
  } else {
    request.log.error({ err: error }, 'unhandled error');
    appError = new AppError(500, 'internal', 'Internal server error');
  }
  return reply.status(appError.status).type('application/json').send(engineErrorBody(appError));
}
