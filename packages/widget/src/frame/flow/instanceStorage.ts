import { sessionStore } from '../session/isSsoReturn';

/** The slice of sessionStorage the order actor uses. */
export type InstanceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `wizyta.order` of instance `wizyta-2`: `wizyta.order@wizyta-2` (still `wizyta.*`: logout clears it). */
export function instanceKey(key: string, instance: string): string {
  return `${key}@${instance}`;
}

/**
 * This tab's sessionStorage seen by one widget instance: every key carries the instance's name
 * ({@link instanceKey}), so two widgets of one provider on a page — two flow frames share the
 * provider origin's storage — each resume their own order. `undefined` where storage is blocked.
 */
export function instanceStorage(instance: string): InstanceStorage | undefined {
  const store = sessionStore();
  if (!store) return undefined;
  return {
    getItem: (key) => store.getItem(instanceKey(key, instance)),
    setItem: (key, value) => store.setItem(instanceKey(key, instance), value),
    removeItem: (key) => store.removeItem(instanceKey(key, instance)),
  };
}
