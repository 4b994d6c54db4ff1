import fc from 'fast-check';

/** The part of OpenAPI 3.0's schema object the document uses. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
  [key: string]: unknown;
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema (what a validator understands). */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || (key === 'description' && typeof value === 'string')) continue;
    if (key === 'properties') {
      // A map of field names to schemas: a field may well be called "description".
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, property]) => [
          name,
          toJsonSchema(property),
        ]),
      );
      continue;
    }
    out[key] = key === 'enum' || key === 'default' || key === 'const' ? value : toJsonSchema(value);
  }
  if ((schema as JsonSchema).nullable) {
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

const MAX_ITEMS = 4;
const MAX_TEXT = 60;

const day = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  const fits = (value: string) =>
    value.length >= min && value.length <= (schema.maxLength ?? Infinity);
  switch (schema.format) {
    case 'date':
      return day;
    case 'date-time':
      return day.map((d) => `${d}T12:00:00.000Z`);
    case 'email':
      return fc
        .tuple(
          fc.stringMatching(/^[a-z][a-z0-9]{0,15}$/),
          fc.constantFrom('example.com', 'mail.test'),
        )
        .map(([local, domain]) => `${local}@${domain}`)
        .filter(fits);
    case 'uuid':
      return fc.uuid({ version: 4 });
    default:
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .map((value) => value.slice(0, max))
      .filter((value) => new RegExp(schema.pattern!).test(value) && fits(value));
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }).filter(fits);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : null;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : null;
  let min = schema.minimum ?? exclusiveMin ?? -1_000_000;
  let max = schema.maximum ?? exclusiveMax ?? 1_000_000;
  min = Math.max(min, -1_000_000_000);
  max = Math.min(max, 1_000_000_000);
  if (integer) {
    const low = Math.ceil(exclusiveMin !== null ? exclusiveMin + 1 : min);
    const high = Math.floor(exclusiveMax !== null ? exclusiveMax - 1 : max);
    return fc.integer({ min: low, max: Math.max(low, high) });
  }
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (n) =>
        (exclusiveMin === null || n > exclusiveMin) && (exclusiveMax === null || n < exclusiveMax),
    )
    .map((n) => Math.round(n * 100) / 100)
    .filter((n) => n >= min && n <= max);
}

/** Values that satisfy `schema`, for generating requests from an API document. */
export function arbitraryFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object') return fc.constant(null);
  const base = baseArbitrary(schema);
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

function baseArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(arbitraryFor(schema.items), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? fc.constant({}) : fc.constant(null);
      const properties = Object.fromEntries(
        Object.entries(schema.properties).map(([name, property]) => [name, arbitraryFor(property)]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.constant(null);
  }
}
