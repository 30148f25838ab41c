import type { OrderSnapshot } from '@wizyta/core';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useBooking } from './BookingContext';

interface Selection<T> {
  readonly snapshot: OrderSnapshot;
  readonly selector: (snapshot: OrderSnapshot) => T;
  readonly value: T;
}

/**
 * A value from the order machine's snapshot, re-rendering only when it changes (by `compare`,
 * `Object.is` by default) — @xstate/react's `useSelector`, written over React's own
 * `useSyncExternalStore`. Why not @xstate/react itself: its `useSelector` goes through
 * use-sync-external-store's CommonJS shim, which `require`s react; under preact/compat that needs
 * a CommonJS-aware alias at every consumer (the widget's rollup has one, vitest cannot), and the
 * shim is bytes the widget's budget does not need. Both React 19 and preact/compat have the hook.
 */
export function useOrder<T>(
  selector: (snapshot: OrderSnapshot) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const { actor } = useBooking();
  const cache = useRef<Selection<T> | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const select = () => {
    const snapshot = actor.getSnapshot();
    const cached = cache.current;
    if (cached && cached.snapshot === snapshot && cached.selector === selector) return cached.value;
    const fresh = selector(snapshot);
    // An equal selection keeps its identity, so an unchanged value never re-renders.
    const value = cached && compare(cached.value, fresh) ? cached.value : fresh;
    cache.current = { snapshot, selector, value };
    return value;
  };
  return useSyncExternalStore(subscribe, select, select);
}
