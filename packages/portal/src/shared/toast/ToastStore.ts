/** One message of the toast region. */
export interface Toast {
  readonly id: number;
  /** `error` toasts are announced assertively (role=alert) and stay until dismissed. */
  readonly kind: 'error' | 'info';
  readonly text: string;
}

/** The toasts on screen, as a tiny external store the region renders with `useSyncExternalStore`. */
export interface ToastStore {
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  push(kind: Toast['kind'], text: string): number;
  dismiss(id: number): void;
}

/** At most this many toasts are shown; the oldest goes first. */
export const MAX_TOASTS = 4;

/**
 * Creates the store behind `useToast()`. The same text is not stacked twice: pushing a text that
 * is already shown moves nothing and returns the existing id (a burst of 401s shows one 4311).
 */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(kind, text) {
      const same = toasts.find((toast) => toast.text === text);
      if (same) return same.id;
      const id = nextId++;
      set([...toasts, { id, kind, text }].slice(-MAX_TOASTS));
      return id;
    },
    dismiss(id) {
      set(toasts.filter((toast) => toast.id !== id));
    },
  };
}
