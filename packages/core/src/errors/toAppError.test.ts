import { describe, expect, it } from 'vitest';
import { AppError } from './AppError';
import { ERROR_CODES } from './errorCodes';
import { toAppError } from './toAppError';

describe('toAppError', () => {
  it('returns an AppError unchanged', () => {
    const error = new AppError(4311);
    expect(toAppError(error, 4398)).toBe(error);
  });

  it('wraps any other error as 4982 by default, keeping it as the cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = toAppError(cause);
    expect(error.code).toBe(4982);
    expect(error.message).toBe(ERROR_CODES[4982]);
    expect(error.cause).toBe(cause);
  });

  it('uses the given fallback code', () => {
    expect(toAppError('boom', 4398).code).toBe(4398);
    expect(toAppError(undefined, 'NO_FREE_SLOTS').message).toBe(ERROR_CODES.NO_FREE_SLOTS);
  });

  it('keeps a known code of a server error payload and shows the catalogue text', () => {
    const error = toAppError({ code: 4889, message: 'Slot 42 not found' }, 4981);
    expect(error.code).toBe(4889);
    expect(error.message).toBe('Nie znaleziono terminu.');
    expect(error.details).toEqual({ serverMessage: 'Slot 42 not found' });
  });

  it('ignores codes that are not in the catalogue (DOMException codes, Node error codes)', () => {
    expect(toAppError({ code: 20, message: 'aborted' }, 4398).code).toBe(4398);
    expect(toAppError({ code: 'ECONNREFUSED' }, 4398).code).toBe(4398);
  });
});
