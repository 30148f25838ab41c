import { createMemoryStorage } from './createMemoryStorage';
import type { CookieJar, SessionStorages, StorageArea } from './StorageArea';

function webStorage(name: 'localStorage' | 'sessionStorage'): StorageArea {
  try {
    // Reading the property itself throws in a sandboxed frame or with storage blocked.
    const storage = globalThis[name];
    if (storage) return storage;
  } catch {
    // Fall through to memory: the markers then live only as long as the page.
  }
  return createMemoryStorage();
}

const noCookies: CookieJar = { read: () => '', write: () => {} };

function documentCookies(): CookieJar {
  if (typeof document === 'undefined') return noCookies;
  return {
    read: () => {
      try {
        return document.cookie;
      } catch {
        return '';
      }
    },
    write: (cookie) => {
      try {
        // biome-ignore lint/suspicious/noDocumentCookie: Cookie Store API is missing in older Safari and Firefox; only fixed expiry strings are written.
        document.cookie = cookie;
      } catch {
        // A sandboxed document refuses cookies: there is nothing of ours to clear then.
      }
    },
  };
}

/**
 * The browser's storages (`localStorage`, `sessionStorage`, `document.cookie`), each replaced by
 * an in-memory or empty stand-in where it is missing or blocked, so the session never throws on
 * start-up inside a restrictive frame.
 */
export function defaultStorages(partial: Partial<SessionStorages> = {}): SessionStorages {
  return {
    local: partial.local ?? webStorage('localStorage'),
    session: partial.session ?? webStorage('sessionStorage'),
    cookies: partial.cookies ?? documentCookies(),
  };
}
