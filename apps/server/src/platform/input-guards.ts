import type { FastifyRequest } from 'fastify';
import { errors } from './errors.js';

/**
 * Values a schema lets through but no handler or database expects, found by the fuzzer:
 * - numbers that are not finite: Ajv coerces `?limit=1e999` to Infinity and accepts it as an
 *   integer, and JSON.parse reads `1e999` the same way (SQLite then failed with a 500);
 * - text holding U+0000: PostgreSQL cannot store it and failed the query with a 500.
 * Runs after validation, before every handler; 400 like any other invalid input.
 */
export async function rejectUnstorableInput(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['querystring', request.query],
    ['params', request.params],
    ['body', request.body],
  ] as const) {
    const problem = unstorable(value, 0);
    if (problem) throw errors.validation(`${part} ${problem}`);
  }
}

function unstorable(value: unknown, depth: number): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'holds a number out of range';
  if (typeof value === 'string') return value.includes('\u0000') ? 'holds a NUL character' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const problem = unstorable(key, depth + 1) ?? unstorable(v, depth + 1);
    if (problem) return problem;
  }
  return null;
}
