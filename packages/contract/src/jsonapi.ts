import { Type, type SchemaOptions, type TSchema, type Static } from '@sinclair/typebox';

/** JSON:API style wrappers (ARCHITECTURE §4): the client merges `attributes` into each item. */

export const PaginationMeta = Type.Object({
  current_page: Type.Integer({ minimum: 1 }),
  total_pages: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type PaginationMeta = Static<typeof PaginationMeta>;

// The helpers below are marked free of side effects (and the web build treats TypeBox's `Type.*` builders
// as pure, apps/web/vite.config.ts): a bundle that imports a constant from a module of this package drops
// the schemas it does not use, and with them TypeBox.

/** A union of string literals, one per value. */
export const LiteralUnion = /* @__NO_SIDE_EFFECTS__ */ <const T extends string>(
  values: readonly T[],
  options?: SchemaOptions,
) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );

export const ResourceObject = /* @__NO_SIDE_EFFECTS__ */ <A extends TSchema>(type: string, attributes: A) =>
  Type.Object({
    id: Type.String(),
    type: Type.Literal(type),
    attributes,
    links: Type.Optional(Type.Object({ self: Type.String() })),
  });

export const Document = /* @__NO_SIDE_EFFECTS__ */ <A extends TSchema>(type: string, attributes: A) =>
  Type.Object({ data: ResourceObject(type, attributes) });

export const CollectionDocument = /* @__NO_SIDE_EFFECTS__ */ <A extends TSchema>(type: string, attributes: A) =>
  Type.Object({
    data: Type.Array(ResourceObject(type, attributes)),
    meta: Type.Object({ pagination: PaginationMeta }),
  });

export const EngineErrorObject = Type.Object({
  status: Type.String(),
  type: Type.Literal('api-problem'),
  code: Type.String(),
  title: Type.String(),
  detail: Type.Optional(Type.String()),
  /** What a validation error is about: a body field (`pointer`) or a query parameter. */
  source: Type.Optional(
    Type.Object({ pointer: Type.Optional(Type.String()), parameter: Type.Optional(Type.String()) }),
  ),
});

/** The engine's error body: `{ errors: [{ status, type: "api-problem", code, title, detail? }] }`. */
export const EngineErrorDocument = Type.Object({ errors: Type.Array(EngineErrorObject) });
export type EngineErrorDocument = Static<typeof EngineErrorDocument>;

/** A resource as the client sees it once attributes are merged into the item. */
export type Merged<A> = A & { id: string; type: string; links?: { self: string } };
