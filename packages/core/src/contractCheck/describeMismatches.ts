import * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

/**
 * A path as the report prints it: `[3].doctor.name`, `content[0].id`, or `(root)` for the value
 * itself — the way a backend developer would write it in code.
 */
export function formatPath(path: readonly PropertyKey[]): string {
  const text = path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      const plain = /^[A-Za-z_$][\w$]*$/.test(name);
      if (!plain) return `[${JSON.stringify(name)}]`;
      return index === 0 ? name : `.${name}`;
    })
    .join('');
  return text === '' ? '(root)' : text;
}

/** The kind of a JSON value as JSON Schema names it: null, array, integer, number, string… */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    root,
  );

const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

/** The allowed values of an enum, the first few of a long one (a status list runs to 21). */
const allowed = (values: readonly unknown[]): string => {
  const listed = values.slice(0, 4).map(shown).join(' | ');
  return values.length > 4 ? `one of ${listed} | … (${values.length} values)` : `one of ${listed}`;
};

function explain(issue: Issue, got: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, got ${kindOf(got)}`;
    case 'invalid_value':
      return `expected ${allowed(issue.values)}, got ${shown(got)}`;
    case 'invalid_format':
      return `expected ${issue.format}${issue.pattern ? ` matching ${issue.pattern}` : ''}, got ${shown(got)}`;
    case 'too_small':
      return `expected ${issue.origin} of at least ${issue.minimum}, got ${shown(got)}`;
    case 'too_big':
      return `expected ${issue.origin} of at most ${issue.maximum}, got ${shown(got)}`;
    case 'invalid_union':
      return `matches none of its alternatives, got ${shown(got)}`;
    case 'unrecognized_keys':
      return `unexpected keys ${issue.keys.join(', ')}`;
    default:
      return `${issue.message}, got ${shown(got)}`;
  }
}

/**
 * Every way `value` fails `schema`, one line each, as `<path>: <what was expected>, got <what
 * came>` (e.g. `[3].doctor.name: expected string, got null`); empty when it conforms. The
 * wording is ours, not zod's: zod/mini ships no messages, and the report is read by the team of
 * another backend, who need the path and the two kinds, not a parser's prose.
 */
export function describeMismatches(schema: z.ZodMiniType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const got = valueAt(value, issue.path);
    return `${formatPath(issue.path)}: ${explain(issue, got)}`;
  });
}
