import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errorCodes';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it('gives the Polish text', () => {
    expect(errorMessage(4311)).toBe('Sesja wygasła. Zostałeś wylogowany.');
  });

  it('knows the three code-less texts', () => {
    expect(errorMessage('SLOT_TAKEN')).toBe(ERROR_CODES.SLOT_TAKEN);
    expect(errorMessage('NO_FREE_SLOTS')).toBe(ERROR_CODES.NO_FREE_SLOTS);
  });

  it('falls back to the unexpected-error text (4982) for an unknown code', () => {
    expect(errorMessage(1234)).toBe(ERROR_CODES[4982]);
    expect(errorMessage(Number.NaN)).toBe(ERROR_CODES[4982]);
  });
});
