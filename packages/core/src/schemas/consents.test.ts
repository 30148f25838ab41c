import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AgreementsRequestSchema, ConsentsSchema } from './consents';

describe('consents and agreements', () => {
  it('parse a consents version', () => {
    expect(z.safeParse(ConsentsSchema, { version: '2025-01' }).success).toBe(true);
    expect(z.safeParse(ConsentsSchema, { version: '' }).success).toBe(false);
  });
  it('require the terms to be accepted', () => {
    const body = {
      termsAgreement: true,
      marketingAgreement: false,
      commercialAgreement: true,
      consentsVersion: '2',
    };
    expect(z.safeParse(AgreementsRequestSchema, body).success).toBe(true);
    expect(z.safeParse(AgreementsRequestSchema, { ...body, termsAgreement: false }).success).toBe(false);
  });
});
