import { describe, expect, it, vi } from 'vitest';
import { type MessageId, messagesEn, messagesPl, messagesUk } from './catalogue';
import { compileMessages } from './compileMessages';
import { createMessages } from './createMessages';
import { createMessagesFrom } from './createMessagesFrom';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const silent = { onError: () => {} };

describe('createMessages', () => {
  it('speaks Polish with pl-PL and English with en-US', () => {
    const pl = createMessages('pl');
    const en = createMessages('en');
    expect([pl.locale, pl.intlLocale, en.locale, en.intlLocale]).toEqual(['pl', 'pl-PL', 'en', 'en-US']);
    expect(pl.t('common.signIn')).toBe('Zaloguj się');
    expect(en.t('common.signIn')).toBe('Sign in');
    expect(pl.t('status.IN_PROGRESS')).toBe('W analizie');
  });

  it('fills placeholders and applies Polish plural rules', () => {
    const pl = createMessages('pl');
    expect(pl.t('common.pageOf', { page: 2, pageCount: 5 })).toBe('Strona 2 z 5');
    expect(pl.t('common.resultCount', { count: 1 })).toBe('1 wynik');
    expect(pl.t('common.resultCount', { count: 3 })).toBe('3 wyniki');
    expect(pl.t('common.resultCount', { count: 5 })).toBe('5 wyników');
    expect(pl.t('common.resultCount', { count: 22 })).toBe('22 wyniki');
    expect(createMessages('en').t('common.resultCount', { count: 5 })).toBe('5 results');
  });

  it('formats prices, dates and errors in its language, always PLN and Warsaw time', () => {
    const pl = createMessages('pl');
    const en = createMessages('en');
    expect(plain(pl.formatPrice(150))).toBe('150,00 zł');
    expect(plain(en.formatPrice(150))).toBe('PLN 150.00');
    expect(pl.formatDate('2025-06-30T22:00:00Z')).toBe('01.07.2025');
    expect(pl.formatTime('2025-06-30T22:00:00Z')).toBe('00:00');
    expect(plain(en.formatDateTime('2025-06-30T22:00:00Z'))).toBe('07/01/2025, 12:00 AM');
    expect(pl.formatError(4311)).toBe('Sesja wygasła. Zostałeś wylogowany.');
    expect(en.formatError('SLOT_TAKEN')).toBe('The selected time has already been taken by someone else.');
    expect(pl.formatError(1234)).toBe(messagesPl['error.4982']);
  });

  it('speaks Ukrainian with uk-UA: its four plural forms, PLN and Warsaw time', () => {
    const uk = createMessages('uk');
    expect([uk.locale, uk.intlLocale]).toEqual(['uk', 'uk-UA']);
    expect(uk.t('common.signIn')).toBe('Увійти');
    expect(uk.t('common.pageOf', { page: 2, pageCount: 5 })).toBe('Сторінка 2 з 5');
    const results = [1, 3, 5, 21, 22, 25, 1.5].map((count) => uk.t('common.resultCount', { count }));
    expect(results).toEqual([
      '1 результат',
      '3 результати',
      '5 результатів',
      '21 результат',
      '22 результати',
      '25 результатів',
      '1,5 результату',
    ]);
    expect(plain(uk.formatPrice(1234.5))).toBe('1 234,50 PLN');
    expect(plain(uk.formatDateTime('2025-06-30T22:00:00Z'))).toBe('01.07.2025, 00:00');
    expect(uk.formatError(4311)).toBe('Сеанс завершився. Ви вийшли з системи.');
    expect(uk.formatError(1234)).toBe(uk.t('error.4982'));
  });

  it('falls back from a missing Ukrainian text to Polish (the complete source), not English', () => {
    const onError = vi.fn();
    const { 'common.close': _dropped, ...uk } = messagesUk;
    const messages = createMessages('uk', { messages: { pl: messagesPl, en: messagesEn, uk }, onError });
    expect(messages.t('common.close')).toBe('Zamknij');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]?.[0])).toContain('common.close');
  });

  it('treats a catalogue without Ukrainian as all-Polish for uk, reporting each id', () => {
    const onError = vi.fn();
    const messages = createMessages('uk', { messages: { pl: messagesPl, en: messagesEn }, onError });
    expect(messages.t('common.save')).toBe('Zapisz');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('falls back from a missing English text to Polish and reports it once', () => {
    const onError = vi.fn();
    const { 'common.close': _dropped, ...en } = messagesEn;
    const messages = createMessages('en', { messages: { pl: messagesPl, en }, onError });
    expect(messages.t('common.close')).toBe('Zamknij');
    expect(messages.t('common.close')).toBe('Zamknij');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]?.[0])).toContain('common.close');
  });

  it('falls back from a missing Polish text to English, formatted with English plurals', () => {
    const onError = vi.fn();
    const { 'common.resultCount': _dropped, ...pl } = messagesPl;
    const messages = createMessages('pl', { messages: { pl, en: messagesEn }, onError });
    expect(messages.t('common.resultCount', { count: 5 })).toBe('5 results');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('treats an empty text as missing', () => {
    const messages = createMessages('en', {
      messages: { pl: messagesPl, en: { ...messagesEn, 'common.save': '' } },
      ...silent,
    });
    expect(messages.t('common.save')).toBe('Zapisz');
  });

  it('shows the id of a message missing in both languages, never silently', () => {
    const onError = vi.fn();
    const messages = createMessages('pl', { messages: { pl: {}, en: {} }, onError });
    expect(messages.t('common.save')).toBe('common.save');
    expect(messages.t('common.save')).toBe('common.save');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]?.[0])).toContain('common.save');
  });

  it('reports a missing placeholder value instead of throwing', () => {
    const onError = vi.fn();
    const messages = createMessages('pl', { onError });
    expect(() => messages.t('common.pageOf')).not.toThrow();
    expect(onError).toHaveBeenCalled();
  });

  it('warns on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createMessages('pl', { messages: { pl: {}, en: {} } }).t('common.save');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('pre-compiled messages', () => {
  const compiled = {
    pl: compileMessages(messagesPl),
    en: compileMessages(messagesEn),
    uk: compileMessages(messagesUk),
  };
  // Every argument any message names gets a value (a number suits plain, number and plural arguments).
  const values = Object.fromEntries(
    [...JSON.stringify(compiled).matchAll(/"value":"([A-Za-z_][A-Za-z0-9_]*)"/g)].map((m) => [m[1], 3]),
  );

  it.each(['pl', 'en', 'uk'] as const)('give exactly the texts of the source strings (%s)', (locale) => {
    const fromSource = createMessages(locale, silent);
    const fromAst = createMessagesFrom(locale, compiled, silent);
    for (const id of Object.keys(messagesPl) as MessageId[]) {
      expect(fromAst.t(id, values)).toBe(fromSource.t(id, values));
    }
  });

  it('fall back between languages like source strings do', () => {
    const { 'common.next': _dropped, ...en } = compiled.en;
    const messages = createMessagesFrom('en', { pl: compiled.pl, en }, silent);
    expect(messages.t('common.next')).toBe('Dalej');
  });

  it('survive a JSON round trip, as a build step would write them', () => {
    const shipped = JSON.parse(JSON.stringify(compiled));
    expect(createMessagesFrom('pl', shipped, silent).t('common.resultCount', { count: 2 })).toBe('2 wyniki');
  });
});
