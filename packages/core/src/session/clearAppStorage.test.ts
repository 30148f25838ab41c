import { describe, expect, it } from 'vitest';
import { clearAppStorage } from './clearAppStorage';
import { createMemoryStorage } from './createMemoryStorage';

describe('clearAppStorage', () => {
  it('removes wizyta.* and kc-callback-* keys and cookies, and nothing else', () => {
    const local = createMemoryStorage({
      'wizyta.forcedLogout': '1',
      'wizyta.lastUnload': '1',
      'kc-callback-abc': '{}',
      'partner.key': 'keep',
    });
    const session = createMemoryStorage({ 'wizyta.order': '{}', other: 'keep' });
    const written: string[] = [];
    const cookies = {
      read: () => 'wizyta.theme=dark; partner=1; kc-callback-x=y',
      write: (c: string) => written.push(c),
    };
    clearAppStorage({ local, session, cookies });
    expect(local.length).toBe(1);
    expect(local.getItem('partner.key')).toBe('keep');
    expect(session.length).toBe(1);
    expect(session.getItem('other')).toBe('keep');
    expect(written).toEqual([
      'wizyta.theme=; Max-Age=0; Path=/',
      'wizyta.theme=; Max-Age=0',
      'kc-callback-x=; Max-Age=0; Path=/',
      'kc-callback-x=; Max-Age=0',
    ]);
  });

  it("keeps the named keys and each widget instance's copy of them, and clears the rest", () => {
    const session = createMemoryStorage({
      'wizyta.order': '{}',
      'wizyta.order@wizyta-2': '{}',
      'wizyta.order@insurer': '{}',
      'wizyta.orderStep@insurer': 'personal',
      'wizyta.paymentTicket@insurer': '{}',
    });
    const local = createMemoryStorage();
    clearAppStorage({ local, session, cookies: { read: () => '', write: () => undefined } }, [
      'wizyta.order',
    ]);
    expect([0, 1, 2].map((index) => session.key(index)).sort()).toEqual([
      'wizyta.order',
      'wizyta.order@insurer',
      'wizyta.order@wizyta-2',
    ]);
    clearAppStorage({ local, session, cookies: { read: () => '', write: () => undefined } });
    expect(session.length).toBe(0);
  });
});
