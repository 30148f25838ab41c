import { describe, expect, it } from 'vitest';
import { compileMessages } from './compileMessages';
import { errorMessages } from './messages/errors';
import { precompiledErrorMessages } from './precompiledErrorMessages';

describe('precompiledErrorMessages', () => {
  it.each(['pl', 'en'] as const)('equals the parsed error catalogue (%s)', (locale) => {
    expect(precompiledErrorMessages(locale)).toEqual(compileMessages(errorMessages[locale]));
  });
});
