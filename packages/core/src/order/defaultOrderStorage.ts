import type { OrderStorage } from './orderStorage';

/** The page's sessionStorage, or undefined where there is none. */
export function defaultOrderStorage(): OrderStorage | undefined {
  // Absent in Node and in some sandboxed frames, where reading the property itself throws.
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
