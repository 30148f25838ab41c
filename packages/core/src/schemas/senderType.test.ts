import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SENDER_TYPES, SenderTypeSchema } from './senderType';

describe('SenderTypeSchema', () => {
  it('accepts PATIENT, DOCTOR and DOCTOR_CHAT only', () => {
    expect(SENDER_TYPES).toEqual(['PATIENT', 'DOCTOR', 'DOCTOR_CHAT']);
    expect(z.safeParse(SenderTypeSchema, 'DOCTOR_CHAT').success).toBe(true);
    expect(z.safeParse(SenderTypeSchema, 'BOT').success).toBe(false);
  });
});
