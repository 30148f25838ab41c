import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildOpenApiDocument } from '../openapi';
import { openApiAjv } from '../openapi/testing';
import { PaymentRedirectSchema } from './payment';

const REFUSED = [
  '',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'http://gateway.example/pay',
  'https://user:pass@gateway.example/pay',
];

describe('PaymentRedirectSchema.redirectUrl', () => {
  it.each(REFUSED)('refuses %s: it would be followed by a top-level navigation', (redirectUrl) => {
    expect(z.safeParse(PaymentRedirectSchema, { redirectUrl, redirectParams: {} }).success).toBe(false);
  });

  it.each(['https://gateway.example/pay', 'http://localhost:8080/pay/1', 'http://127.0.0.1:8080/pay/1'])(
    'accepts %s',
    (redirectUrl) => {
      expect(z.safeParse(PaymentRedirectSchema, { redirectUrl, redirectParams: {} }).success).toBe(true);
    },
  );

  // A client generated from the document must not follow what the contract refuses: the document
  // carries the rule as a pattern (fast-check once found it accepting '', with no pattern at all).
  it('the OpenAPI document refuses them too, apart from user:pass (only the refinement knows that)', () => {
    const validate = openApiAjv(buildOpenApiDocument({ version: 'test' })).getSchema(
      'openapi.json#/components/schemas/PaymentRedirect',
    );
    const refused = REFUSED.filter(
      (redirectUrl) => validate?.({ redirectUrl, redirectParams: {} }) === false,
    );
    expect(refused).toEqual(REFUSED.filter((url) => !url.includes('@')));
    expect(validate?.({ redirectUrl: 'https://gateway.example/pay', redirectParams: {} })).toBe(true);
  });
});
