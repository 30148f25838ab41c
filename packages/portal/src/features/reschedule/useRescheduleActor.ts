import {
  createRescheduleActor,
  type RescheduleActor,
  type RescheduleSnapshot,
  type Visit,
} from '@wizyta/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApp } from '../../shared/useApp';

/**
 * One reschedule flow for the page's visit (core's `createRescheduleActor`: the order flow's
 * search lists, hold and hold keeper over the portal's API client) and its current snapshot.
 * Stopped when the page unmounts (the hold keeper stops; the hold then simply ends); the stop
 * waits a microtask so that StrictMode's immediate unmount-and-remount keeps it running.
 */
export function useRescheduleActor(visit: Visit): { actor: RescheduleActor; snapshot: RescheduleSnapshot } {
  const { api } = useApp();
  const [actor] = useState(() => createRescheduleActor({ api, visit }));
  const stopping = useRef<RescheduleActor | null>(null);
  useEffect(() => {
    if (stopping.current === actor) stopping.current = null;
    actor.start();
    return () => {
      stopping.current = actor;
      queueMicrotask(() => {
        if (stopping.current === actor) actor.stop();
      });
    };
  }, [actor]);
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
  return { actor, snapshot };
}
