import type { Compilable, CompiledQuery, DialectAdapter, Kysely, QueryResult } from 'kysely';

const NAME = Symbol('placeholder');
type Placeholder = { [NAME]: string };

/** Stand-ins for a prepared query's parameters: `p.id` compiles to a bound parameter named "id". */
export type Placeholders<P> = { [K in keyof P]: P[K] };

const placeholders = new Proxy({}, { get: (_target, name: string): Placeholder => ({ [NAME]: name }) });

const isPlaceholder = (value: unknown): value is Placeholder =>
  typeof value === 'object' && value !== null && NAME in value;

/**
 * The SQL texts of every prepared query, each with a statement name: PostgreSQL connections
 * prepare these once on the server (parse and plan) and then only bind and execute them.
 * Bounded: one entry per prepared() query and dialect, never per request.
 */
const statementNames = new Map<string, string>();

/** The server-side statement name for a prepared query's SQL, or undefined for any other SQL. */
export const statementNameOf = (sql: string): string | undefined => statementNames.get(sql);

/**
 * Builds and compiles a Kysely query once, per database; each call then only binds values. The hot
 * paths (answering, loading a game) skip Kysely's builder and compiler, and SQLite reuses the
 * prepared statement for the same SQL text.
 */
export function prepared<DB, P extends Record<string, unknown>, R>(
  build: (db: Kysely<DB>, p: Placeholders<P>) => Compilable<R>,
) {
  // Keyed by the dialect's adapter, which a database shares with its transactions.
  const compiledFor = new WeakMap<DialectAdapter, CompiledQuery<R>>();
  return (db: Kysely<DB>, values: P): Promise<QueryResult<R>> => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledFor.get(adapter);
    if (!compiled) {
      compiled = build(db, placeholders as Placeholders<P>).compile();
      compiledFor.set(adapter, compiled);
      if (!statementNames.has(compiled.sql)) statementNames.set(compiled.sql, `ricebowl_${statementNames.size + 1}`);
    }
    const parameters = compiled.parameters.map((value) => (isPlaceholder(value) ? values[value[NAME]] : value));
    return db.executeQuery<R>({ ...compiled, parameters });
  };
}
