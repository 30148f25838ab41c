import { APP_STORAGE_PREFIX, KEYCLOAK_CALLBACK_PREFIX } from '../storage/SESSION_KEYS';
import type { SessionStorages, StorageArea } from './StorageArea';

function isOurs(name: string): boolean {
  return name.startsWith(APP_STORAGE_PREFIX) || name.startsWith(KEYCLOAK_CALLBACK_PREFIX);
}

function clearArea(area: StorageArea, keep: ReadonlySet<string>): void {
  const keys: string[] = [];
  for (let index = 0; index < area.length; index += 1) {
    const key = area.key(index);
    // `wizyta.order@wizyta-2`: one widget instance's copy of a key (widget/src/frame/flow/instanceStorage.ts).
    if (key !== null && isOurs(key) && !keep.has(key.split('@')[0] ?? key)) keys.push(key);
  }
  for (const key of keys) area.removeItem(key);
}

/**
 * What logout clears (spec §4): every `wizyta.*` and keycloak-js `kc-callback-*` entry of local
 * and session storage, and cookies of those names (expired on the root and on the current path). Keys of other scripts on the same origin (a partner page) are left alone.
 * `keepInSession` names sessionStorage keys that survive (the patient-bound order draft when the
 * session merely expired), with each widget instance's copy of them (`<key>@<instance>`).
 */
export function clearAppStorage(storages: SessionStorages, keepInSession: readonly string[] = []): void {
  clearArea(storages.local, new Set());
  clearArea(storages.session, new Set(keepInSession));
  for (const part of storages.cookies.read().split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (name && isOurs(name)) {
      // Without a Path the cookie of the current directory goes (keycloak-js sets it so).
      storages.cookies.write(`${name}=; Max-Age=0; Path=/`);
      storages.cookies.write(`${name}=; Max-Age=0`);
    }
  }
}
