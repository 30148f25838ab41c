import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PaymentRedirectSchema } from './payment';

describe('PaymentRedirectSchema.redirectUrl (review L3)', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'http://gateway.example/pay',
    'https://user:pass@gateway.example/pay',
  ])('refuses %s: it would be followed by a top-level navigation', (redirectUrl) => {
    expect(z.safeParse(PaymentRedirectSchema, { redirectUrl, redirectParams: {} }).success).toBe(false);
  });

  it.each(['https://gateway.example/pay', 'http://localhost:8080/pay/1', 'http://127.0.0.1:8080/pay/1'])(
    'accepts %s',
    (redirectUrl) => {
      expect(z.safeParse(PaymentRedirectSchema, { redirectUrl, redirectParams: {} }).success).toBe(true);
    },
  );
});
