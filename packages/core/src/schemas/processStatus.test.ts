import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PROCESS_STATUSES, ProcessStatusSchema } from './processStatus';

describe('ProcessStatusSchema', () => {
  it('holds every status of spec §4, once', () => {
    expect(PROCESS_STATUSES).toHaveLength(21);
    expect(new Set(PROCESS_STATUSES).size).toBe(21);
    for (const s of [
      'WAITING_FOR_DOCTOR_APPROVE',
      'MW_REJECTED',
      'REJECTED_PRESCRIPTION_VISIT',
      'TO_CALL_BACK',
    ]) {
      expect(z.safeParse(ProcessStatusSchema, s).success).toBe(true);
    }
  });
  it('refuses an unknown status', () => {
    expect(z.safeParse(ProcessStatusSchema, 'BOOKED').success).toBe(false);
  });
});
