import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ErrorPayloadSchema } from './errorPayload';

describe('ErrorPayloadSchema', () => {
  it('parses { code, message } and refuses a string code', () => {
    expect(z.safeParse(ErrorPayloadSchema, { code: 4889, message: 'taken' }).success).toBe(true);
    expect(z.safeParse(ErrorPayloadSchema, { code: '4889', message: 'taken' }).success).toBe(false);
  });
});
