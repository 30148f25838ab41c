import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { UPLOADER_ROLES, UploaderRoleSchema } from './uploaderRole';

describe('UploaderRoleSchema', () => {
  it('accepts DOCTOR and PATIENT only', () => {
    expect(UPLOADER_ROLES).toEqual(['DOCTOR', 'PATIENT']);
    expect(z.safeParse(UploaderRoleSchema, 'PATIENT').success).toBe(true);
    expect(z.safeParse(UploaderRoleSchema, 'ADMIN').success).toBe(false);
  });
});
