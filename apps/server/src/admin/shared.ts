import { Type, type TSchema } from '@sinclair/typebox';
import { ADMIN_PAGE_SIZE, AccountsError, type ErrorCode, type PaginationMeta } from '@ricebowl/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../platform/database/schema.js';
import { AppError } from '../platform/errors.js';
import { uuid } from '../platform/ids.js';

/** Error responses every admin route documents. */
export const adminErrors = { 400: AccountsError, 401: AccountsError, 403: AccountsError, 404: AccountsError };
export const MessageOnly = Type.Object({ message: Type.String() });

/**
 * An admin route's schema: tagged `admin`, the parts it validates (params, querystring, body), and
 * its 200 answer beside the error answers every admin route documents.
 */
export function adminSchema<R extends TSchema, P extends { params?: TSchema; querystring?: TSchema; body?: TSchema }>(
  summary: string,
  ok: R,
  parts: P = {} as P,
) {
  return { tags: ['admin'], summary, ...parts, response: { 200: ok, ...adminErrors } };
}

export const iso = (epochMs: number | string) => new Date(Number(epochMs)).toISOString();
export const bool = (value: number | string | boolean) => Number(value) === 1 || value === true;

export function notFound(code: ErrorCode, title: string): AppError {
  return new AppError(404, code, title);
}

/** 400 with messages per field, the accounts validation shape. */
export function invalid(fieldErrors: Record<string, string[]>): AppError {
  const first = Object.values(fieldErrors)[0]![0]!;
  return new AppError(400, 'validation_failed', 'Invalid input', first, { errors: fieldErrors });
}

export function paging(current: number | undefined) {
  const page = current ?? 1;
  return { page, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
}

export function pagination(page: number, total: number): { pagination: PaginationMeta } {
  return { pagination: { current_page: page, total_pages: Math.ceil(total / ADMIN_PAGE_SIZE), total } };
}

/** A whole list as one page. */
export const onePage = (total: number) => ({
  pagination: { current_page: 1, total_pages: total > 0 ? 1 : 0, total },
});

/** `%q%` for LIKE, with the wildcards in q taken literally (used with `escape '\'`). */
export const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AuditEntry {
  /** Null for changes made on the command line. */
  actor: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
  at: number;
}

/** Records an admin change; call inside the change's transaction so both land or neither. */
export async function audit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: uuid(),
      at: entry.at,
      actor_user_id: entry.actor,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
