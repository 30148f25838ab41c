import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors/errorCodes';
import { compileMessages } from './compileMessages';
import { errorMessages } from './messages/errors';
import { ERROR_TEXTS_EN } from './messages/errorsEn';
import { precompiledErrorMessages } from './precompiledErrorMessages';

describe('precompiledErrorMessages', () => {
  it('equals the parsed error catalogue (pl from ERROR_CODES, en from ERROR_TEXTS_EN)', () => {
    expect(precompiledErrorMessages(ERROR_CODES)).toEqual(compileMessages(errorMessages.pl));
    expect(precompiledErrorMessages(ERROR_TEXTS_EN)).toEqual(compileMessages(errorMessages.en));
  });
});
