import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ROLES, RoleSchema } from './role';

describe('RoleSchema', () => {
  it('accepts PATIENT and DOCTOR only', () => {
    expect(ROLES).toEqual(['PATIENT', 'DOCTOR']);
    expect(z.safeParse(RoleSchema, 'DOCTOR').success).toBe(true);
    expect(z.safeParse(RoleSchema, 'offline_access').success).toBe(false);
  });
});
