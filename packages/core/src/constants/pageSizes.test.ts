import { describe, expect, it } from 'vitest';
import { ADDITIONAL_SLOTS_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './pageSizes';

describe('page sizes', () => {
  it('are 10 for lists and 5 for other slots', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(ADDITIONAL_SLOTS_PAGE_SIZE).toBe(5);
  });
});
