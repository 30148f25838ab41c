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

/**
 * The value that broke the contract, as the report may print it: the answers are a test
 * account's, but a report lands in CI logs, so no text of an answer is printed (a malformed
 * e-mail or PESEL is personal data) — only its length — except a code such as `TELEPORT` in
 * a status field. Numbers, booleans and null are printed; objects and arrays by their kind.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    return /^[A-Z][A-Z0-9_]{0,39}$/.test(value) ? shown(value) : `a string of ${value.length} characters`;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return kindOf(value);
}

/** The allowed values of an enum, the first few of a long one (a status list runs to 21). */
const allowed = (values: readonly unknown[]): string => {
  const listed = values.slice(0, 4).map(shown).join(' | ');
  return values.length > 4 ? `one of ${listed} | … (${values.length} values)` : `one of ${listed}`;
};

/** A format as the report names it; a bare pattern is printed when short (zod's own ISO patterns run to 400 characters). */
const formatOf = (issue: Extract<Issue, { code: 'invalid_format' }>): string =>
  issue.format === 'regex' && issue.pattern && issue.pattern.length <= 60
    ? `a string matching ${issue.pattern}`
    : `${/^[aeiou]/.test(issue.format) ? 'an' : 'a'} ${issue.format} string`;

function explain(issue: Issue, got: unknown): string {
  const value = describeValue(got);
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, got ${kindOf(got)}`;
    case 'invalid_value':
      return `expected ${allowed(issue.values)}, got ${value}`;
    case 'invalid_format':
      return `expected ${formatOf(issue)}, got ${value}`;
    case 'too_small':
      return `expected ${issue.origin} of at least ${issue.minimum}, got ${value}`;
    case 'too_big':
      return `expected ${issue.origin} of at most ${issue.maximum}, got ${value}`;
    case 'invalid_union':
      return `matches none of its alternatives, got ${value}`;
    case 'unrecognized_keys':
      return `unexpected keys ${issue.keys.join(', ')}`;
    default:
      return `${issue.message}, got ${value}`;
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
