import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './buildOpenApiDocument';

type Node = { readonly [key: string]: unknown };

const document = buildOpenApiDocument({ version: '0.0.0-test' });
const components = document.components.schemas as Readonly<Record<string, Node>>;

/** Every string schema reachable from `schema` without a `maxLength`, named by its path. */
function unbounded(schema: unknown, at: string, seen: Set<string>): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Node;
  if (typeof node.$ref === 'string') {
    const name = node.$ref.split('/').at(-1) ?? '';
    if (seen.has(name)) return [];
    return unbounded(components[name], `${at}<${name}>`, new Set([...seen, name]));
  }
  const found: string[] = [];
  const bounded = node.enum !== undefined || node.const !== undefined || typeof node.maxLength === 'number';
  if (node.type === 'string' && !bounded && node.contentMediaType === undefined) found.push(at);
  for (const [name, value] of Object.entries((node.properties ?? {}) as Node))
    found.push(...unbounded(value, `${at}.${name}`, seen));
  if (node.items) found.push(...unbounded(node.items, `${at}[]`, seen));
  if (typeof node.additionalProperties === 'object')
    found.push(...unbounded(node.additionalProperties, `${at}{}`, seen));
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const [index, value] of ((node[key] ?? []) as unknown[]).entries())
      found.push(...unbounded(value, `${at}|${index}`, seen));
  return found;
}

describe('the contract’s request strings', () => {
  it('every string a request can carry (body, query, path, header) has a maxLength in the document', () => {
    const found: string[] = [];
    let strings = 0;
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        for (const parameter of operation.parameters ?? []) {
          strings += 1;
          found.push(
            ...unbounded(
              parameter.schema,
              `${operation.operationId} ${parameter.in}:${parameter.name}`,
              new Set(),
            ),
          );
        }
        const body = operation.requestBody?.content['application/json']?.schema;
        if (body) {
          strings += 1;
          found.push(...unbounded(body, `${operation.operationId} body`, new Set()));
        }
      }
    }
    expect(strings).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it('catches a string without a bound (the walker itself)', () => {
    expect(unbounded({ type: 'object', properties: { a: { type: 'string' } } }, 'x', new Set())).toEqual([
      'x.a',
    ]);
  });
});
