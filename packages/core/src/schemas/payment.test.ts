import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  PAYMENT_STATUSES,
  PaymentQuerySchema,
  PaymentRedirectSchema,
  PaymentStatusResponseSchema,
} from './payment';

describe('payment', () => {
  it('parses a redirect with its params', () => {
    const redirect = { redirectUrl: 'http://localhost:8080/pay/p1', redirectParams: { token: 'abc' } };
    expect(z.parse(PaymentRedirectSchema, redirect)).toEqual(redirect);
    expect(z.safeParse(PaymentRedirectSchema, { redirectUrl: '/pay/p1', redirectParams: {} }).success).toBe(
      false,
    );
  });
  it('parses the polled status', () => {
    expect(PAYMENT_STATUSES).toEqual(['PROCESSING', 'ACCEPTED', 'REJECTED']);
    expect(z.safeParse(PaymentStatusResponseSchema, { status: 'ACCEPTED' }).success).toBe(true);
    expect(z.safeParse(PaymentStatusResponseSchema, { status: 'PAID' }).success).toBe(false);
  });
  it('needs the appointment id in the query', () => {
    expect(z.safeParse(PaymentQuerySchema, { appointmentId: 'a-1' }).success).toBe(true);
    expect(z.safeParse(PaymentQuerySchema, {}).success).toBe(false);
  });
});
