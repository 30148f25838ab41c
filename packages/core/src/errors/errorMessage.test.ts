import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errorCodes';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it('defaults to Polish', () => {
    expect(errorMessage(4311)).toBe('Sesja wygasła. Zostałeś wylogowany.');
  });

  it('gives the English text on request', () => {
    expect(errorMessage(4133, 'en')).toBe('The file is larger than 10 MB.');
  });

  it('knows the three code-less texts', () => {
    expect(errorMessage('SLOT_TAKEN')).toBe(ERROR_CODES.SLOT_TAKEN.pl);
    expect(errorMessage('NO_FREE_SLOTS', 'en')).toBe(ERROR_CODES.NO_FREE_SLOTS.en);
  });

  it('falls back to the unexpected-error text (4982) for an unknown code', () => {
    expect(errorMessage(1234)).toBe(ERROR_CODES[4982].pl);
    expect(errorMessage(Number.NaN, 'en')).toBe(ERROR_CODES[4982].en);
  });
});
