import { describe, expect, it } from 'vitest';
import { AppError } from './AppError';
import { ERROR_CODES } from './errorCodes';
import { errorMessage } from './errorMessage';

describe('AppError', () => {
  it('is an Error carrying its code and the Polish catalogue text by default', () => {
    const error = new AppError(4889);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(AppError);
    expect(error.name).toBe('AppError');
    expect(error.code).toBe(4889);
    expect(error.message).toBe('Nie znaleziono terminu.');
    expect(error.stack).toContain('AppError');
  });

  it('keeps an explicit message', () => {
    expect(new AppError(4214, 'Nie udało się zapisać adresu.').message).toBe('Nie udało się zapisać adresu.');
  });

  it('accepts the string keys', () => {
    expect(new AppError('SLOT_TAKEN').message).toBe(ERROR_CODES.SLOT_TAKEN);
  });

  it('keeps an unknown numeric code as given while its text falls back to 4982', () => {
    const error = new AppError(7777);
    expect(error.code).toBe(7777);
    expect(error.message).toBe(ERROR_CODES[4982]);
    expect(errorMessage(error.code)).toBe(ERROR_CODES[4982]);
  });

  it('keeps cause and details', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new AppError(4398, undefined, { cause, details: { status: 503 } });
    expect(error.cause).toBe(cause);
    expect(error.details).toEqual({ status: 503 });
  });

  it('has no cause or details unless given', () => {
    const error = new AppError(4398);
    expect('cause' in error).toBe(false);
    expect(error.details).toBeUndefined();
  });

  it('serialises to name, code, message and details, never the cause', () => {
    const error = new AppError(4133, undefined, { cause: new Error('secret'), details: { size: 11 } });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'AppError',
      code: 4133,
      message: 'Plik jest większy niż 10 MB.',
      details: { size: 11 },
    });
    expect(new AppError(4311).toJSON()).toEqual({
      name: 'AppError',
      code: 4311,
      message: 'Sesja wygasła. Zostałeś wylogowany.',
    });
  });
});
