/**
 * fast-check arbitraries from the JSON Schemas that hono-openapi derives from the valibot schemas (the
 * OpenAPI document): `near` — values shaped like the schema, at and around its boundaries (some valid, some
 * not); `broken` — values the schema refuses by construction (a JSON type it does not allow, a string
 * over its maxLength, an integer outside its range or not whole, an option not in its enum).
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'null', 'array', 'object'] as const;
type JsonType = (typeof JSON_TYPES)[number];

const TRICKY = [
  '',
  ' ',
  "' or 1=1 --",
  '"; drop table person; --',
  '%',
  '_',
  '\\',
  '\u0000',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'Ó Súilleabháin',
  '🏑',
  '${jndi:ldap://x}',
  'NaN',
  '-1',
  '1e309',
];

const anyString = fc.oneof(
  fc.constantFrom(...TRICKY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** The JSON types a schema allows (all of them when it does not say). */
function allowedTypes(s: JsonSchema): Set<JsonType> {
  if (s.anyOf || s.oneOf) {
    const all = new Set<JsonType>();
    for (const b of s.anyOf ?? s.oneOf ?? []) for (const t of allowedTypes(b)) all.add(t);
    return all;
  }
  if (s.const !== undefined) return new Set([typeOf(s.const)]);
  if (s.enum) return new Set(s.enum.map(typeOf));
  if (!s.type) return new Set(JSON_TYPES);
  const types = (Array.isArray(s.type) ? s.type : [s.type]) as JsonType[];
  const set = new Set(types);
  if (set.has('number')) set.add('integer');
  return set;
}

function typeOf(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v as JsonType;
}

const ofType: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: anyString,
  integer: fc.oneof(
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  ),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Number.isInteger(x)),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(anyJson, { maxLength: 4 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 4 }),
};

/** Values near the schema: often valid, often at a boundary. */
export function near(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return anyJson;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => near(b, depth + 1)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string': {
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 200, 5000);
      const options: fc.Arbitrary<string>[] = [
        fc.string({ minLength: min, maxLength: max }),
        fc.constant('x'.repeat(max)),
        fc.constant('é'.repeat(max)),
      ];
      if (min > 0) options.push(fc.constant('x'.repeat(min)));
      if (s.pattern)
        options.push(fc.stringMatching(new RegExp(s.pattern)), fc.stringMatching(new RegExp(s.pattern)));
      if (s.format === 'uuid') options.push(fc.uuid(), fc.uuid());
      if (s.format === 'date' || s.format === 'date-time')
        options.push(
          fc
            .date({ noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, s.format === 'date' ? 10 : 24)),
        );
      return fc.oneof(...options);
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? -(2 ** 31);
      const max = s.maximum ?? 2 ** 31;
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? near(s.items, depth + 1) : anyJson, {
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, p] of Object.entries(props)) record[k] = near(p, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      return anyJson;
  }
}

/** Values the schema refuses, by construction; null when the schema accepts anything. */
export function broken(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> | null {
  const allowed = allowedTypes(s);
  const wrongTypes = JSON_TYPES.filter((t) => !allowed.has(t) && !(t === 'integer' && allowed.has('number')));
  const options: fc.Arbitrary<unknown>[] = wrongTypes.map((t) => ofType[t]);
  if (s.enum && s.enum.every((e) => typeof e === 'string'))
    options.push(anyString.filter((x) => !s.enum!.includes(x)));
  const single = !s.anyOf && !s.oneOf && !s.enum && s.const === undefined ? s.type : undefined;
  if (single === 'string' && s.maxLength !== undefined)
    options.push(fc.constant('x'.repeat(s.maxLength + 1)));
  if (single === 'string' && s.minLength) options.push(fc.constant(''));
  if (single === 'integer') {
    options.push(fc.constantFrom(0.5, -1.25));
    if (s.maximum !== undefined) options.push(fc.constant(s.maximum + 1));
    if (s.minimum !== undefined) options.push(fc.constant(s.minimum - 1));
  }
  if (single === 'object' && s.properties && depth < 4) {
    const required = (s.required ?? []).filter((k) => s.properties![k]);
    const breakable = required.filter((k) => broken(s.properties![k]!, depth + 1) !== null);
    if (required.length > 0) {
      // Leave out one required property…
      options.push(
        fc.constantFrom(...required).chain((drop) =>
          (near(s, depth) as fc.Arbitrary<Record<string, unknown>>).map((o) => {
            const copy = { ...o };
            delete copy[drop];
            return copy;
          }),
        ),
      );
    }
    if (breakable.length > 0) {
      // …or break one, the rest near valid.
      options.push(
        fc
          .constantFrom(...breakable)
          .chain((k) =>
            fc
              .tuple(
                near(s, depth) as fc.Arbitrary<Record<string, unknown>>,
                broken(s.properties![k]!, depth + 1)!,
              )
              .map(([o, bad]) => ({ ...o, [k]: bad })),
          ),
      );
    }
  }
  return options.length > 0 ? fc.oneof(...options) : null;
}
