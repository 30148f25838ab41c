import { describe, expect, it, vi } from 'vitest';
import { messagesEn, messagesPl } from './catalogue';
import { compileMessages } from './compileMessages';
import { createLoadableMessages } from './createLoadableMessages';
import { createMessagesFrom } from './createMessagesFrom';

const silent = { onError: () => {} };
const pick = (record: Readonly<Record<string, string>>, prefix: string) =>
  Object.fromEntries(Object.entries(record).filter(([id]) => id.startsWith(prefix)));

describe('createLoadableMessages', () => {
  it('knows only its chunks until another is added, through the same object', () => {
    const onError = vi.fn();
    const loadable = createLoadableMessages('pl', { pl: pick(messagesPl, 'common.') }, { onError });
    const { messages } = loadable;
    expect(messages.t('common.signIn')).toBe('Zaloguj się');
    expect(messages.t('status.PAID')).toBe('status.PAID');
    loadable.add({ pl: pick(messagesPl, 'status.') });
    expect(messages.t('status.PAID')).toBe(messagesPl['status.PAID']);
    expect(messages.t('common.signIn')).toBe('Zaloguj się');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('formats pre-compiled chunks exactly like createMessagesFrom over the whole catalogue', () => {
    const compiled = { pl: compileMessages(messagesPl), en: compileMessages(messagesEn) };
    const whole = createMessagesFrom('en', compiled, silent);
    const loadable = createLoadableMessages('en', {}, silent);
    loadable.add({ pl: compiled.pl });
    loadable.add({ en: compiled.en });
    const { messages } = loadable;
    expect([messages.locale, messages.intlLocale]).toEqual(['en', 'en-US']);
    expect(messages.t('common.resultCount', { count: 5 })).toBe(whole.t('common.resultCount', { count: 5 }));
    expect(messages.formatError(4311)).toBe(whole.formatError(4311));
    expect(messages.formatError(1234)).toBe(whole.formatError(1234));
    expect(messages.formatPrice(150)).toBe(whole.formatPrice(150));
    expect(messages.formatDateTime('2025-06-30T22:00:00Z')).toBe(
      whole.formatDateTime('2025-06-30T22:00:00Z'),
    );
  });

  it('falls back from a missing English text to the Polish chunk, reporting once across additions', () => {
    const onError = vi.fn();
    const { 'common.close': _dropped, ...en } = messagesEn;
    const loadable = createLoadableMessages('en', { pl: messagesPl, en }, { onError });
    expect(loadable.messages.t('common.close')).toBe('Zamknij');
    loadable.add({ en: pick(messagesEn, 'status.') });
    expect(loadable.messages.t('common.close')).toBe('Zamknij');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
