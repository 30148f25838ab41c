import { describe, expect, it } from 'vitest';
import {
  HOUSE_SPECIALIZATION_ID,
  INTER_SPECIAL_IDS,
  LONG_SLOT_SPECIALIZATION_IDS,
} from './specializationIds';

describe('specialization ids', () => {
  it('match spec §1, §3 and §9', () => {
    expect(HOUSE_SPECIALIZATION_ID).toBe(0);
    expect(INTER_SPECIAL_IDS).toEqual([45, 44]);
    expect([...LONG_SLOT_SPECIALIZATION_IDS].sort()).toEqual([29, 5].sort());
  });
});
