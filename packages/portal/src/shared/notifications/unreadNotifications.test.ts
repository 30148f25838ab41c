import type { Notification } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { unreadNotificationsOf } from './unreadNotifications';

const note = (id: string, active = true): Notification => ({
  id,
  title: 'T',
  message: 'M',
  createdAt: '2026-11-24T12:00:00Z',
  active,
});

function deferredApi() {
  const answers: ((list: Notification[]) => void)[] = [];
  const api = {
    getNotifications: () => new Promise<Notification[]>((resolve) => answers.push(resolve)),
  };
  return { api, answers } as unknown as {
    api: Parameters<typeof unreadNotificationsOf>[0];
    answers: ((list: Notification[]) => void)[];
  };
}

describe('unreadNotificationsOf', () => {
  it('counts the active notifications, tells its listeners, and keeps one store per client', async () => {
    const { api, answers } = deferredApi();
    const store = unreadNotificationsOf(api);
    expect(unreadNotificationsOf(api)).toBe(store);
    const seen: (number | null)[] = [];
    store.subscribe(() => seen.push(store.get()));
    store.refresh();
    answers[0]?.([note('a'), note('b'), note('c', false)]);
    await Promise.resolve();
    expect(store.get()).toBe(2);
    store.set(1);
    expect(seen).toEqual([2, 1]);
  });

  it('drops an answer that comes after a newer count', async () => {
    const { api, answers } = deferredApi();
    const store = unreadNotificationsOf(api);
    store.refresh();
    store.refresh();
    answers[1]?.([note('a')]);
    await Promise.resolve();
    answers[0]?.([note('a'), note('b'), note('c')]);
    await Promise.resolve();
    expect(store.get()).toBe(1);
  });
});
