import type { Merged, PaginationMeta } from '@ricebowl/contract';

/** A JSON:API resource as either service sends it (ARCHITECTURE §4). */
interface Resource<A> {
  id: string;
  type: string;
  attributes: A;
  links?: { self: string };
}

/** A page of a list, its items merged. */
export interface Page<T> {
  items: T[];
  pagination: PaginationMeta;
}

/** Merges a resource's attributes into the item beside its id, type and links, if any (SPEC §3). */
export function merge<A>({ attributes, ...resource }: Resource<A>): Merged<A> {
  return { ...attributes, ...resource };
}

/** Every item of a list document, merged. */
export function mergeAll<A>(doc: { data: Resource<A>[] }): Merged<A>[] {
  return doc.data.map(merge);
}

/** A paginated list document as a page of merged items. */
export function page<A>(doc: { data: Resource<A>[]; meta: { pagination: PaginationMeta } }): Page<Merged<A>> {
  return { items: mergeAll(doc), pagination: doc.meta.pagination };
}
