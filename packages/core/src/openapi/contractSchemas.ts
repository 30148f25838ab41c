import * as z from 'zod/mini';
import { API, type ApiOperationName } from '../api';
import * as schemas from '../schemas';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { readonly [key: string]: unknown };

/** Where the JSON Schema of each part of each operation is found in the document. */
export interface ContractSchemas {
  /** `components.schemas`: every named schema of core plus the operations' unnamed ones. */
  readonly components: Readonly<Record<string, JsonSchema>>;
  /** The component name of a part of an operation (`undefined` when it has none: no query, 204…). */
  nameOf(op: ApiOperationName, part: 'query' | 'body' | 'response'): string | undefined;
}

const PARTS = ['query', 'body', 'response'] as const;
const isZodSchema = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value;
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A reference to a component of the document. */
export const componentRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/**
 * The JSON Schemas of the contract, from zod's own converter. Every `…Schema` export of core's
 * schemas becomes a component under its entity name (`VisitSchema` → `Visit`), so shared
 * entities appear once and are referenced; an operation's unnamed schema (`z.array(Town)`, a
 * page of visits) is named after the operation (`GetTownsResponse`). `io: 'input'` because the
 * document describes the wire: what the server's JSON is before the client parses it (defaults
 * not yet applied, coercions still strings or numbers), and what the server parses from a client.
 */

/** The bound of a schema's own `z.maxLength` check, if it has one. */
function maxLengthCheck(schema: z.ZodMiniType): number | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check?: string; maximum?: unknown };
    if (def.check === 'max_length' && typeof def.maximum === 'number') return def.maximum;
  }
  return undefined;
}

/** The start of an absolute URL: a scheme (RFC 3986) and its colon, after white space `new URL()` trims. */
const URL_SCHEME = '^\\s*[A-Za-z][A-Za-z0-9+.-]*:';
export function contractSchemas(): ContractSchemas {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodMiniType, string>();
  const register = (schema: z.ZodMiniType, name: string) => {
    if (names.has(schema)) return;
    names.set(schema, name);
    registry.add(schema, { id: name });
  };
  for (const [exportName, value] of Object.entries(schemas)) {
    if (exportName.endsWith('Schema') && isZodSchema(value)) register(value, exportName.slice(0, -6));
  }
  const partNames = new Map<string, string>();
  for (const [op, operation] of Object.entries(API)) {
    for (const part of PARTS) {
      const schema: unknown = operation[part as keyof typeof operation];
      if (!isZodSchema(schema)) continue;
      register(schema, `${capitalized(op)}${capitalized(part)}`);
      partNames.set(`${op}.${part}`, names.get(schema) as string);
    }
  }
  const converted = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'throw',
    uri: (id) => `#/components/schemas/${id}`,
    override: ({ zodSchema, jsonSchema }) => {
      // zod leaves a length check of a template literal (a list query's `sort`) out of the JSON
      // Schema; the document carries every string's bound, so it is read from the check itself.
      if (jsonSchema.type === 'string' && jsonSchema.maxLength === undefined) {
        const maximum = maxLengthCheck(zodSchema as unknown as z.ZodMiniType);
        if (maximum !== undefined) jsonSchema.maxLength = maximum;
      }
      // zod's `z.url()` becomes `format: uri` alone, and a reader that checks no formats (most
      // generated clients; the contract check's Ajv) would take '' or 'abc' as a URL, which the
      // contract refuses (the fast-check differential test found '' in `prescriptionVisitUrl`).
      // A URL as `new URL()` reads it starts with a scheme, after any leading white space.
      if (jsonSchema.format === 'uri' && jsonSchema.pattern === undefined) jsonSchema.pattern = URL_SCHEME;
    },
  });
  const components: Record<string, JsonSchema> = {};
  for (const name of [...names.values()].sort()) {
    // `$schema` and `$id` belong to a stand-alone schema; a component is identified by its place.
    const { $schema: _schema, $id: _id, ...schema } = converted.schemas[name] as Record<string, unknown>;
    components[name] = schema;
  }
  return { components, nameOf: (op, part) => partNames.get(`${op}.${part}`) };
}
