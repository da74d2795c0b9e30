import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs work after the answer has gone: mail and the token it carries. A request about a known
 * address and one about an unknown address then await exactly the same work, so neither the
 * answer nor its timing tells them apart (no account oracle), and a slow mail server slows
 * nobody. Failures are logged; the person can ask again.
 */
export function afterResponse(log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): void {
  setImmediate(() => {
    work().catch((error: unknown) => log.error({ err: error, what }, 'background account work failed'));
  });
}
