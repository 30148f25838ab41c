import { runContractCheck, signInBySms } from '@wizyta/core/contract-check';
import { buildOpenApiDocument, openApiAjv } from '@wizyta/core/openapi';
import { expect, it } from 'vitest';
import { SEEDED_SMS_CODE } from '../accounts';
import { TEST_ORIGIN } from '../api/testing/signInBySms';
import { createBackend } from '../createBackend';
import { RELAXED_RATE_LIMITS } from '../http/RateLimits';

const document = buildOpenApiDocument({ version: 'test' });
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
it('validates every JSON answer of the sample backend against the generated OpenAPI document', async () => {
  const backend = await createBackend({ log: () => {}, rateLimits: RELAXED_RATE_LIMITS });
  const failures: string[] = [];
  let checked = 0;
  const fetch = async (request: Request) => {
    const operation = operationOf(request);
    const response = await backend.fetch(request);
    const media = operation.responses[String(response.status)] ?? operation.responses.default;
    const schema = media?.content?.['application/json']?.schema as { $ref: string } | undefined;
    if (!response.headers.get('content-type')?.includes('application/json') || !schema) return response;
    const validate = ajv.getSchema(`openapi.json${schema.$ref}`);
    if (!validate?.(await response.clone().json())) {
      failures.push(`${operation.operationId} ${response.status}: ${JSON.stringify(validate?.errors)}`);
    }
    checked += 1;
    return response;
  };
  const result = await runContractCheck({
    api: TEST_ORIGIN,
    fetch,
    signIn: (check) => signInBySms(check, { prefix: '+48', number: '500100200' }, SEEDED_SMS_CODE),
    allowWrites: true,
    now: backend.clock.now(),
  });
  expect(result.mismatchCount).toBe(0);
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(35);
});
