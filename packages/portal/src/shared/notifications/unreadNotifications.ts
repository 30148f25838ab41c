import type { ApiClient } from '@wizyta/core';

/** The signed-in patient's unread (active) notifications count, shared by the header and the list. */
export interface UnreadNotifications {
  /** The last count known, or null before the first answer. */
  get(): number | null;
  /** Sets the count from a list the page loaded or changed itself. */
  set(count: number): void;
  /** Asks `GET notification` again; a failure keeps the last count (the list page shows errors). */
  refresh(): void;
  subscribe(onChange: () => void): () => void;
}

const stores = new WeakMap<Pick<ApiClient, 'getNotifications'>, UnreadNotifications>();

/**
 * The unread count of the session behind `api` (one store per API client, so a test's client
 * never sees another's). An answer that comes after a newer one is dropped.
 */
export function unreadNotificationsOf(api: Pick<ApiClient, 'getNotifications'>): UnreadNotifications {
  const existing = stores.get(api);
  if (existing) return existing;
  let count: number | null = null;
  let asked = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  };
  const store: UnreadNotifications = {
    get: () => count,
    set: (next) => {
      asked += 1;
      set(next);
    },
    refresh: () => {
      const ask = ++asked;
      api.getNotifications().then(
        (list) => {
          if (ask === asked) set(list.filter((notification) => notification.active).length);
        },
        () => undefined,
      );
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  stores.set(api, store);
  return store;
}
