import { describe, expect, it, vi } from 'vitest';
import type { MessageId } from './catalogue';
import { compileMessages } from './compileMessages';
import { createMessagesFrom } from './createMessagesFrom';

// Ids of the real catalogue with texts of our own, so each case shows one rule of the lookup.
const NEXT = 'common.next' as MessageId;
const CLOSE = 'common.close' as MessageId;

describe('createMessagesFrom', () => {
  it('formats an ICU time argument in Warsaw time, whatever the device zone', () => {
    const catalogue = { pl: compileMessages({ [NEXT]: 'o {at, time, short}' }), en: {} };
    // 12:00 UTC in July is 14:00 in Warsaw (CEST).
    expect(createMessagesFrom('pl', catalogue).t(NEXT, { at: new Date('2025-07-01T12:00:00Z') })).toBe(
      'o 14:00',
    );
  });

  it('uses the other language when its own text cannot be formatted, and says which id', () => {
    const onError = vi.fn();
    const catalogue = {
      pl: compileMessages({ [CLOSE]: 'Strona {page}' }),
      en: compileMessages({ [CLOSE]: 'Close' }),
    };
    expect(createMessagesFrom('pl', catalogue, { onError }).t(CLOSE)).toBe('Close');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]?.[0])).toContain(CLOSE);
  });

  it('keeps one formatter per message, so a repeated text formats the same', () => {
    const catalogue = {
      pl: compileMessages({ [NEXT]: '{count, plural, one {# wynik} few {# wyniki} other {# wyników}}' }),
      en: {},
    };
    const { t } = createMessagesFrom('pl', catalogue);
    expect([1, 3, 5, 3].map((count) => t(NEXT, { count }))).toEqual([
      '1 wynik',
      '3 wyniki',
      '5 wyników',
      '3 wyniki',
    ]);
  });
});
