import type { PaginationMeta } from '@ricebowl/contract';

/** Presenter helpers for the JSON:API style documents (ARCHITECTURE §4). */

export function resource<T extends string, A>(type: T, id: string, attributes: A, self?: string) {
  return self ? { id, type, attributes, links: { self } } : { id, type, attributes };
}

export function pagination(total: number, current: number, limit: number): PaginationMeta {
  return { current_page: current, total_pages: Math.ceil(total / limit), total };
}
