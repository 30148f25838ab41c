/**
 * The DOM hooks the forced-logout rule needs (spec §4), injectable so that tests drive them with
 * fake timers and no DOM. {@link browserPageLifecycle} is the real one.
 */
export interface PageLifecycle {
  /** Calls `listener` when the page is being left (`pagehide`); returns an unsubscribe. */
  onLeave(listener: () => void): () => void;
  /**
   * Calls `listener` when the page is shown again from the back/forward cache (`pageshow` with
   * `persisted`); returns an unsubscribe.
   */
  onRestore(listener: () => void): () => void;
  /** Whether this document was loaded by a back/forward navigation. */
  isBackForwardLoad(): boolean;
}

/** A lifecycle without a page: nothing is ever left or restored (Node, workers). */
export const NO_PAGE_LIFECYCLE: PageLifecycle = {
  onLeave: () => () => {},
  onRestore: () => () => {},
  isBackForwardLoad: () => false,
};

/**
 * The browser's page lifecycle: `pagehide` (fires where `unload` does not, and keeps the page
 * eligible for the back/forward cache), `pageshow` with `persisted`, and the navigation type of
 * the Navigation Timing API.
 */
export function browserPageLifecycle(): PageLifecycle {
  if (typeof window === 'undefined') return NO_PAGE_LIFECYCLE;
  return {
    onLeave(listener) {
      window.addEventListener('pagehide', listener);
      return () => window.removeEventListener('pagehide', listener);
    },
    onRestore(listener) {
      const onShow = (event: PageTransitionEvent) => {
        if (event.persisted) listener();
      };
      window.addEventListener('pageshow', onShow);
      return () => window.removeEventListener('pageshow', onShow);
    },
    isBackForwardLoad() {
      const [entry] = performance.getEntriesByType('navigation');
      return entry instanceof PerformanceNavigationTiming && entry.type === 'back_forward';
    },
  };
}
