import type { TSchema } from '@sinclair/typebox';

/** The parts of a request a route validates. */
export interface RequestParts {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
}

/**
 * The schema builder of one API: a route's schema is its summary, the parts it validates, and its
 * 200 answer beside the error answers every route of that API documents, under the API's tag.
 */
export function schemaFor<E extends Record<number, TSchema>>(tag: string, errorAnswers: E) {
  return <R extends TSchema, P extends RequestParts>(summary: string, ok: R, parts: P = {} as P) => ({
    tags: [tag],
    summary,
    ...parts,
    response: { 200: ok, ...errorAnswers },
  });
}
