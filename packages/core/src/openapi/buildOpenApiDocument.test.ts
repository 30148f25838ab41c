import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API, type ApiOperationName } from '../api';
import { buildOpenApiDocument, type OpenApiDocument } from './buildOpenApiDocument';
import { openApiAjv } from './testing/openApiAjv';

const document = buildOpenApiDocument({ version: '0.0.0-test' });
const committed = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../docs/api/openapi.json'), 'utf8'),
) as OpenApiDocument;

/** Every `$ref` anywhere under `node`, with the JSON path it was found at. */
function refsOf(node: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => refsOf(item, `${at}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [{ ref: value, at }] : refsOf(value, `${at}/${key}`),
  );
}

/** The value a local `$ref` (`#/a/b`) points to in `root`, or `undefined`. */
function resolvePointer(root: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
}

const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe.each([
  ['the generated document', document],
  ['the committed docs/api/openapi.json', committed],
])('%s', (_name, doc) => {
  it('is OpenAPI 3.1 with the JSON Schema 2020-12 dialect', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(doc.info.title).toBeTruthy();
    expect(doc.servers.length).toBeGreaterThan(0);
  });

  it('has every operation of the contract at its path and method, and no other', () => {
    const found = operationsOf(doc).map(({ path, method, operation }) => [
      operation.operationId,
      path,
      method,
    ]);
    const expected = (Object.keys(API) as ApiOperationName[]).map((op) => [
      op,
      API[op].path.replace(/:([A-Za-z]+)/g, '{$1}'),
      API[op].method.toLowerCase(),
    ]);
    expect(found.sort()).toEqual(expected.sort());
  });

  it('resolves every $ref to a schema of the document', () => {
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(100);
    const dangling = refs.filter(({ ref }) => {
      const target = resolvePointer(doc, ref);
      return !ref.startsWith('#/components/schemas/') || typeof target !== 'object' || target === null;
    });
    expect(dangling).toEqual([]);
  });

  it('declares each path template parameter, bearer security on exactly the calls that need a token', () => {
    for (const { path, operation } of operationsOf(doc)) {
      const template = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, path).toEqual(template);
      expect(operation.security.length > 0, operation.operationId).toBe(API[operation.operationId].auth);
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('documents the error envelope with the catalogue codes each call is known to answer', () => {
    for (const { operation } of operationsOf(doc)) {
      const contract = API[operation.operationId];
      const defaultAnswer = operation.responses.default?.content?.['application/json'];
      expect(defaultAnswer?.schema).toEqual({ $ref: '#/components/schemas/ErrorPayload' });
      expect(defaultAnswer?.example).toMatchObject({ code: contract.defaultErrorCode });
      const mapped: Record<number, number> = 'statusErrorCodes' in contract ? contract.statusErrorCodes : {};
      for (const [status, code] of Object.entries(mapped)) {
        expect(operation.responses[status]?.content?.['application/json']?.example).toMatchObject({ code });
      }
    }
    expect(doc.components.schemas.ErrorPayload).toMatchObject({ required: ['code', 'message'] });
  });

  it('documents the Idempotency-Key header of the booking', () => {
    const booking = doc.paths['/patient-portal/api/appointments']?.post;
    expect(booking?.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
  });
});

describe('additions to spec §7', () => {
  it('marks the operations the provider must add, with their error codes', () => {
    const cancel = document.paths['/patient-portal/api/appointments/{id}/cancel']?.post;
    const reschedule = document.paths['/patient-portal/api/appointments/{id}/reschedule']?.post;
    expect(cancel?.['x-wizyta-addition']).toMatch(/CANCELLED_BY_PATIENT/);
    expect(reschedule?.['x-wizyta-addition']).toBeTruthy();
    expect(cancel?.responses['409']?.description).toMatch(/4703.*4704/);
    expect(reschedule?.responses['409']?.description).toMatch(/4705.*4889/);
    const additions = operationsOf(document).filter(({ operation }) => operation['x-wizyta-addition']);
    expect(additions.map(({ operation }) => operation.operationId).sort()).toEqual([
      'cancelAppointment',
      'downloadInvoice',
      'getClinics',
      'rescheduleAppointment',
      'submitVisitSurvey',
    ]);
  });

  it('marks each added field, and leaves the entity valid without it', () => {
    const visit = document.components.schemas.Visit as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    for (const field of [
      'booking',
      'cancellableUntil',
      'reschedulableUntil',
      'specializationId',
      'payment',
    ]) {
      expect(visit.properties[field]?.['x-wizyta-addition'], field).toBeTruthy();
      expect(visit.required).not.toContain(field);
    }
    expect(visit.properties.doctor?.['x-wizyta-addition']).toBeUndefined();
  });
});

describe('the committed document', () => {
  it('is what `npm run openapi` generates (drift: run it and commit)', () => {
    const fresh = buildOpenApiDocument({ version: committed.info.version });
    expect(committed).toEqual(JSON.parse(JSON.stringify(fresh)));
  });
});

describe('the schemas, read by an independent JSON Schema 2020-12 validator (Ajv)', () => {
  it('compile, every reference resolving, no keyword Ajv does not know', () => {
    const ajv = openApiAjv(document);
    for (const name of Object.keys(document.components.schemas)) {
      expect(() => ajv.getSchema(`openapi.json#/components/schemas/${name}`), name).not.toThrow();
    }
    expect(
      ajv.getSchema('openapi.json#/components/schemas/ErrorPayload')?.({ code: 4311, message: 'x' }),
    ).toBe(true);
    expect(ajv.getSchema('openapi.json#/components/schemas/ErrorPayload')?.({ message: 'x' })).toBe(false);
  });
});

describe('URLs in the document', () => {
  it('refuse what the contract refuses as a URL, without format checking (a scheme first)', () => {
    const ajv = openApiAjv(document);
    const visit = API.getAppointment.response;
    const readVisit = ajv.getSchema('openapi.json#/components/schemas/Visit');
    const sample = {
      id: 'w-1',
      visitType: 'CALL',
      appointmentAt: '2026-11-24T16:30:00.000Z',
      finishedAt: null,
      conversationExpiresAt: null,
      doctor: null,
      contractorId: 'general',
      processStatus: 'WAITING_FOR_PAYMENT',
      nfzVisit: false,
      specialization: 'INTERNIST',
      specializationName: 'Internista',
      aureroVisitUrl: null,
    };
    // '' is what fast-check's differential test (sample-backend's openApiDocument.test.ts) found.
    for (const url of [
      '',
      'abc',
      '1a:b',
      ' https://wizyta.example/r/1',
      'https://wizyta.example/r/1',
      null,
    ]) {
      const value = { ...sample, prescriptionVisitUrl: url };
      const byContract = z.safeParse(visit, value).success;
      expect({ url, byDocument: readVisit?.(value) === true }).toEqual({ url, byDocument: byContract });
    }
    expect(
      z.safeParse(visit, { ...sample, prescriptionVisitUrl: 'https://wizyta.example/r/1' }).success,
    ).toBe(true);
  });
});
