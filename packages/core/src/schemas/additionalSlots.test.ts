import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AdditionalSlotsSchema } from './additionalSlots';

const response = {
  additionalSlots: [
    { slotKey: 'k1', doctorId: 'd1', start: '2025-03-10T11:00:00Z', end: '2025-03-10T11:30:00Z', price: 150 },
  ],
  doctors: { d1: { id: 'd1', firstName: 'Anna', lastName: 'Nowak' } },
  specializations: { '0': { id: 0, name: 'Internista' } },
  page: 0,
  size: 5,
  totalElements: 1,
};

describe('AdditionalSlotsSchema', () => {
  it('parses slots with their doctors and specializations maps', () => {
    expect(z.parse(AdditionalSlotsSchema, response)).toEqual(response);
  });
  it('refuses a slot without a key or a page of size 0', () => {
    const noKey = { ...response, additionalSlots: [{ ...response.additionalSlots[0], slotKey: '' }] };
    expect(z.safeParse(AdditionalSlotsSchema, noKey).success).toBe(false);
    expect(z.safeParse(AdditionalSlotsSchema, { ...response, size: 0 }).success).toBe(false);
  });
});
