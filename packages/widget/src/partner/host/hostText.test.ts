import { messagesEn, messagesPl, messagesUk } from '@wizyta/core/i18n/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import { hostText, pendingHostTexts } from './hostText';

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('hostText', () => {
  it('speaks Polish and English at once, with nothing to fetch', () => {
    expect(pendingHostTexts('pl')).toBeNull();
    expect(pendingHostTexts('en')).toBeNull();
    expect(hostText(undefined, 'booking.host.open')).toBe(messagesPl['booking.host.open']);
    expect(hostText('en', 'booking.host.open')).toBe(messagesEn['booking.host.open']);
  });

  it('fetches the Ukrainian texts once for a Ukrainian element or page, then speaks Ukrainian', async () => {
    document.documentElement.lang = 'uk-UA';
    const pending = pendingHostTexts(undefined);
    expect(pending).not.toBeNull();
    expect(pendingHostTexts('uk')).toBe(pending);
    await pending;
    expect(pendingHostTexts('uk')).toBeNull();
    expect(hostText(undefined, 'booking.host.frameTitle')).toBe(messagesUk['booking.host.frameTitle']);
    expect(hostText('uk', 'common.loading')).toBe(messagesUk['common.loading']);
    expect(hostText('pl', 'common.loading')).toBe(messagesPl['common.loading']);
  });
});
