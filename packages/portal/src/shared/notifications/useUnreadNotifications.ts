import { useSyncExternalStore } from 'react';
import { useApp } from '../useApp';
import { unreadNotificationsOf } from './unreadNotifications';

/** The unread notifications count (null until known); re-renders when it changes. */
export function useUnreadNotifications(): number | null {
  const store = unreadNotificationsOf(useApp().api);
  return useSyncExternalStore(store.subscribe, store.get);
}
