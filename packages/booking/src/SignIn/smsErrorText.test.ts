import { AppError, createMessages } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { smsErrorText } from './smsErrorText';

describe('smsErrorText', () => {
  const messages = createMessages('pl');
  it.each([4000, 4001, 4002, 4003, 4102, 4103, 4105, 4107, 4108])(
    'gives %i its catalogue text',
    (errorCode) => {
      const text = smsErrorText(new AppError(errorCode), messages, 'portal.toast.errorWithCode');
      expect(text).toBe(`Błąd ${errorCode}: ${messages.formatError(errorCode)}`);
      expect(messages.formatError(errorCode)).not.toBe(messages.formatError(4982));
    },
  );

  it("words the code with the app's own message", () => {
    const english = createMessages('en');
    expect(smsErrorText(new AppError(4105), english, 'booking.errorWithCode')).toBe(
      `Error 4105: ${english.formatError(4105)}`,
    );
  });
});
