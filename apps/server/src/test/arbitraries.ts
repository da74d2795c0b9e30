import fc from 'fast-check';

/** The JSON Schema keywords our TypeBox contract uses. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

/** Values that no schema expects: each one has broken something somewhere once. */
const oddities = fc.constantFrom<unknown>(
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '0',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800', // a lone surrogate: not valid UTF-16, becomes U+FFFD in UTF-8
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  [],
  {},
  [[[[[]]]]],
  { $gt: '' },
);

/** A string the schema accepts (as far as a generator can tell). */
function validString(schema: Schema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 40);
  const min = Math.min(schema.minLength ?? 0, max);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength: min, maxLength: max });
}

/** A value of the schema's shape: what a well-behaved client might send. */
export function valid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valid(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let value: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      value = validString(schema);
      break;
    case 'integer':
      value = fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
      break;
    case 'number':
      value = fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
      break;
    case 'boolean':
      value = fc.boolean();
      break;
    case 'null':
      value = fc.constant(null);
      break;
    case 'array':
      value = depth > 3 ? fc.constant([]) : fc.array(valid(schema.items ?? {}, depth + 1), { maxLength: 5 });
      break;
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = valid(property, depth + 1);
      value = fc.record(record, { requiredKeys: [...required].filter((k) => k in properties) });
      break;
    }
    default:
      value = fc.jsonValue({ maxDepth: 2 });
  }
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

/** Something wrong in place of a value of this schema: wrong type, too long, too big, odd. */
export function wrong(schema: Schema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return fc.oneof(
    oddities,
    fc.anything({ maxDepth: 2 }),
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.constant('x'.repeat((schema.maxLength ?? 1000) + 1)),
    type === 'integer' || type === 'number'
      ? fc.oneof(
          fc.double(),
          fc.bigInt().map((n) => n.toString()),
          fc.constant((schema.maximum ?? 1e9) + 1),
        )
      : fc.integer(),
  );
}

/** An object of the schema with one thing broken: a field missing, wrong or added. */
export function broken(schema: Schema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const base = valid(schema);
  if (schema.type !== 'object' || keys.length === 0) return fc.oneof(base, wrong(schema));
  return fc.oneof(
    base,
    fc.tuple(base, fc.constantFrom(...keys)).map(([value, key]) => {
      const copy = { ...(value as Record<string, unknown>) };
      delete copy[key];
      return copy;
    }),
    fc
      .tuple(base, fc.constantFrom(...keys))
      .chain(([value, key]) =>
        wrong(properties[key]!).map((bad) => ({ ...(value as Record<string, unknown>), [key]: bad })),
      ),
    fc
      .tuple(base, fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }))
      .map(([value, key, extra]) => ({ ...(value as Record<string, unknown>), [key]: extra })),
    wrong(schema),
  );
}

/** Raw request bodies no JSON encoder would produce. */
export const rawBodies: fc.Arbitrary<{ body: string | Buffer; contentType: string }> = fc.oneof(
  // Invalid UTF-8: a lone continuation byte, an overlong encoding, a truncated sequence.
  fc
    .constantFrom(
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      Buffer.from([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d]),
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe2, 0x82]),
    )
    .map((body) => ({ body, contentType: 'application/json' })),
  // Deeply nested JSON.
  fc
    .integer({ min: 1000, max: 20_000 })
    .map((depth) => ({ body: '['.repeat(depth) + ']'.repeat(depth), contentType: 'application/json' })),
  fc
    .integer({ min: 1000, max: 5_000 })
    .map((depth) => ({ body: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth), contentType: 'application/json' })),
  // Numbers JSON allows but no program expects.
  fc.constantFrom('{"level":1e999}', '{"level":-0}', '{"level":123456789012345678901234567890}').map((body) => ({
    body,
    contentType: 'application/json',
  })),
  // Prototype pollution attempts.
  fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}').map((body) => ({
    body,
    contentType: 'application/json',
  })),
  // Malformed JSON and other content types.
  fc.string({ maxLength: 200 }).map((body) => ({ body, contentType: 'application/json' })),
  fc.constantFrom('{', '{"a":', 'nul', '"\\ud800"', '[1,]', '{"a":1}{"b":2}').map((body) => ({
    body,
    contentType: 'application/json',
  })),
  fc.string({ maxLength: 200 }).map((body) => ({ body, contentType: 'text/plain' })),
  fc.constant({ body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }),
  fc.constant({ body: '{"a":1}', contentType: 'application/json; charset=latin1' }),
  // Oversized: past every body limit.
  fc.constant({ body: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`, contentType: 'application/json' }),
);

/** encodeURIComponent, but lone surrogates go as their UTF-8 replacement instead of throwing. */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** A path segment: a real id, a plausible one, or something hostile (sent encoded or raw). */
export function pathSegment(schema: Schema, known: string[]): fc.Arbitrary<string> {
  // String() throws on an object without a prototype (which the wrong values include): JSON then.
  const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  const encoded = (a: fc.Arbitrary<unknown>) => a.map((v) => percentEncode(text(v)));
  return fc.oneof(
    ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
    encoded(valid(schema)),
    encoded(wrong(schema)),
    encoded(fc.string({ unit: 'binary', maxLength: 300 })),
    fc.constantFrom('%', '%E0%A4%A', '%ff', '%00', '..', '%2e%2e%2f', '%C0%AF', 'a%2Fb', ';', '*', '~'),
  );
}

/** A query string: the schema's parameters, broken, plus stray ones; sometimes outright garbage. */
export function queryString(schema: Schema | undefined): fc.Arbitrary<string> {
  const params = schema ? broken(schema) : fc.constant({});
  return fc.oneof(
    fc
      .tuple(params, fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }))
      .map(([known, extra]) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries({ ...extra, ...(known as object) })) {
          for (const v of [value].flat()) search.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
        }
        const text = search.toString();
        return text ? `?${text}` : '';
      }),
    fc.constantFrom(
      '?limit=1e999',
      '?limit=-1&current=0',
      '?current=99999999999999999999',
      '?limit=1&limit=2',
      '?a[b][c]=1',
      '?%ff=%fe',
      '?&&&=',
      `?uuids=${'a,'.repeat(3000)}`,
      '?group=%00',
    ),
  );
}
