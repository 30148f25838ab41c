import { API, type ApiOperationName } from '@wizyta/core';
import { runContractCheck, signInBySms } from '@wizyta/core/contract-check';
import { buildOpenApiDocument } from '@wizyta/core/openapi';
import { openApiAjv } from '@wizyta/core/openapi/testing';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SEEDED_SMS_CODE } from '../accounts';
import { TEST_ORIGIN } from '../api/testing/signInBySms';
import { createBackend } from '../createBackend';
import { RELAXED_RATE_LIMITS } from '../http/RateLimits';

const document = buildOpenApiDocument({ version: 'test' });
interface Answer {
  readonly op: ApiOperationName;
  readonly ref: string;
  readonly body: unknown;
}
/** The JSON answers of the first test's contract check, for the second. */
const answers: Answer[] = [];
const ajv = openApiAjv(document);

/** The document's operation a concrete request hits: its path template matched, then its method. */
function operationOf(request: Request) {
  const { pathname } = new URL(request.url);
  for (const [template, methods] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    const operation = methods[request.method.toLowerCase()];
    if (pattern.test(pathname) && operation) return operation;
  }
  throw new Error(`${request.method} ${pathname} is not in the document`);
}

// The zod schemas are the contract; the document is what another team generates a client or a
// server stub from. Every JSON answer of a full contract check (booking included) must validate
// against the document too, read by Ajv: no answer the client accepts may break the document.
// The check runs once, in `beforeAll`: a whole booking plus Ajv compiling the document's ~90
// schemas (zod's ISO patterns among them) takes ~3 s on a quiet machine, hence the budget.
const failures: string[] = [];
let mismatchCount = -1;
beforeAll(async () => {
  const backend = await createBackend({ log: () => {}, rateLimits: RELAXED_RATE_LIMITS, devShortcuts: true });
  const fetch = async (request: Request) => {
    const operation = operationOf(request);
    const response = await backend.fetch(request);
    const media = operation.responses[String(response.status)] ?? operation.responses.default;
    const schema = media?.content?.['application/json']?.schema as { $ref: string } | undefined;
    if (!response.headers.get('content-type')?.includes('application/json') || !schema) return response;
    const body: unknown = await response.clone().json();
    const validate = ajv.getSchema(`openapi.json${schema.$ref}`);
    if (!validate?.(body))
      failures.push(`${operation.operationId} ${response.status}: ${JSON.stringify(validate?.errors)}`);
    if (response.ok) answers.push({ op: operation.operationId, ref: schema.$ref, body });
    return response;
  };
  const result = await runContractCheck({
    api: TEST_ORIGIN,
    fetch,
    signIn: (check) => signInBySms(check, { prefix: '+48', number: '500100200' }, SEEDED_SMS_CODE),
    allowWrites: true,
    now: backend.clock.now(),
  });
  mismatchCount = result.mismatchCount;
}, 30_000);

it('validates every JSON answer of the sample backend against the generated OpenAPI document', () => {
  expect(mismatchCount).toBe(0);
  expect(failures).toEqual([]);
  expect(answers.length).toBeGreaterThan(30);
});

/** Every path into a JSON value (objects' keys and arrays' indexes), the value itself first. */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [at];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return [at, ...entries.flatMap(([key, item]) => pathsOf(item, [...at, key]))];
}

/** `value` with the node at `path` replaced by `replacement` (`undefined` deletes it). */
function mutated(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (node, key) => node[key] as Record<string | number, unknown>,
      copy,
    );
  const last = path.at(-1) as string | number;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

// Differential: the document must accept exactly what the contract accepts. Real answers, each
// with one node replaced by an arbitrary JSON value (or removed), are judged by zod (the
// contract) and by Ajv (the document); the two must agree every time.
it('agrees with the contract on real answers with one node altered (fast-check)', () => {
  expect(answers.length).toBeGreaterThan(30);
  const altered = fc.integer({ min: 0, max: answers.length - 1 }).chain((index) => {
    const answer = answers[index] as Answer;
    const paths = pathsOf(answer.body);
    return fc.record({
      answer: fc.constant(answer),
      path: fc.constantFrom(...paths),
      replacement: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)),
    });
  });
  fc.assert(
    fc.property(altered, ({ answer, path, replacement }) => {
      const value = mutated(answer.body, path, replacement);
      const contract = API[answer.op].response as z.ZodMiniType;
      const byContract = z.safeParse(contract, value).success;
      const byDocument = ajv.getSchema(`openapi.json${answer.ref}`)?.(value) === true;
      expect({ op: answer.op, path, byDocument }).toEqual({ op: answer.op, path, byDocument: byContract });
    }),
    { numRuns: 200 },
  );
}, 60_000);
