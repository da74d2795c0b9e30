import { Type } from '@sinclair/typebox';
import {
  ADMIN_PAGE_SIZE,
  AccountsError,
  AdminIdParams,
  type AdminSearchQuery,
  type ErrorCode,
  type PaginationMeta,
} from '@ricebowl/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../platform/database/schema.js';
import type { App, Deps } from '../platform/http.js';
import { schemaFor } from '../platform/route-schema.js';
import { AppError } from '../platform/errors.js';
import { audit, type AuditEntry } from './audit/service.js';

/** Error responses every admin route documents. */
export const adminErrors = { 400: AccountsError, 401: AccountsError, 403: AccountsError, 404: AccountsError };
export const MessageOnly = Type.Object({ message: Type.String() });

/** An admin route's schema: tagged `admin`, with the error answers every admin route documents. */
export const adminSchema = schemaFor('admin', adminErrors);

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

/**
 * A search's LIKE pattern, `%q%` lower-cased with the wildcards in q taken literally (for
 * `escape '\'`); null for an empty search, which matches everything.
 */
export function searchPattern(q: string | undefined): string | null {
  const text = q?.trim() ?? '';
  return text ? `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

/**
 * One page of an admin search: the rows `search` finds for `q`, each presented with its figures,
 * which `figuresOf` loads for the whole page in one query (a row without any gets undefined).
 */
export async function searchPage<Row extends { id: string }, Figures, Attributes, Kind extends string>(
  db: Kysely<Database>,
  query: AdminSearchQuery,
  list: {
    type: Kind;
    search: (
      db: Kysely<Database>,
      pattern: string | null,
      limit: number,
      offset: number,
    ) => Promise<{ rows: Row[]; total: number }>;
    figuresOf: (db: Kysely<Database>, ids: string[]) => Promise<Figures[]>;
    rowIdOf: (figures: Figures) => string;
    present: (row: Row, figures: Figures | undefined) => Attributes;
  },
) {
  const { page, limit, offset } = paging(query.current);
  const { rows, total } = await list.search(db, searchPattern(query.q), limit, offset);
  const figures = new Map(
    (
      await list.figuresOf(
        db,
        rows.map((row) => row.id),
      )
    ).map((f) => [list.rowIdOf(f), f]),
  );
  return {
    data: rows.map((row) => ({ id: row.id, type: list.type, attributes: list.present(row, figures.get(row.id)) })),
    meta: pagination(page, total),
  };
}

/** What a change records in the audit log; the actor and the time are the request's. */
export type AuditRecord = Omit<AuditEntry, 'actor' | 'at'>;

/**
 * One admin change: the owning modules' service calls and the audit entries, in one transaction.
 * `record` says what to log about the change's result (null: nothing changed, nothing logged).
 */
export async function audited<T>(
  deps: Deps,
  actor: string,
  change: (trx: Transaction<Database>, now: number) => Promise<T>,
  record: (result: T) => AuditRecord | null | (AuditRecord | null)[],
): Promise<T> {
  const now = deps.now();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const result = await change(trx, now);
    for (const entry of [record(result)].flat()) if (entry) await audit(trx, { ...entry, actor, at: now });
    return result;
  });
}

/** The found row, or the resource's 404. */
export function found<T>(row: T | undefined | false, missing: () => AppError): T {
  if (row === undefined || row === false) throw missing();
  return row;
}

/** A whole list as one page of presented rows. */
export const wholeList = <R, P>(rows: R[], present: (row: R) => P) => ({
  data: rows.map(present),
  meta: onePage(rows.length),
});

/**
 * `DELETE <path>/:id`: the owning module's delete (which returns what the row was, or undefined
 * when there was none), its audit entry, and a message.
 */
export function deleteRoute<R>(
  app: App,
  route: {
    path: string;
    summary: string;
    missing: () => AppError;
    remove: (trx: Transaction<Database>, id: string) => Promise<R | undefined>;
    audit: (row: R, id: string) => AuditRecord;
    message: string;
  },
) {
  app.delete(
    `${route.path}/:id`,
    { schema: adminSchema(route.summary, MessageOnly, { params: AdminIdParams }) },
    async (request) => {
      const { id } = request.params;
      await audited(
        app.deps,
        request.adminId,
        async (trx) => found(await route.remove(trx, id), route.missing),
        (row) => route.audit(row, id),
      );
      return { message: route.message };
    },
  );
}
