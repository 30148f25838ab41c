import { useEffect } from 'react';
import type { WizytaEmit } from '../flow/FlowRootProps';

/**
 * Marks an element that stands in for a whole step while it loads (booking's and the widget's
 * "Wczytywanie…" lines, the pending result): while one is shown, the frame keeps its height.
 */
const PLACEHOLDER = '[data-wb-placeholder]';

/**
 * Emits `wizyta:resize` with the host's rounded height whenever it changes — except that the frame
 * never shrinks to a loading placeholder between two steps: the partner page would collapse
 * around a one-line frame and grow back a moment later, moving what the patient is about to
 * touch (a click aimed before the jump lands after it) and scrolling the page. While a
 * placeholder is shown the last height stays (before the first step, the height the page reserved);
 * the next step then sets its own, larger or smaller.
 */
export function useHostResize(host: Element | null, emit: WizytaEmit): void {
  useEffect(() => {
    if (!host || typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const content = host.shadowRoot ?? host;
    const report = () => {
      const height = Math.ceil(host.getBoundingClientRect().height);
      if (height === last) return;
      // Nothing reported yet: the embedding page keeps the height it reserved for the widget.
      if ((last < 0 || height < last) && content.querySelector(PLACEHOLDER)) return;
      last = height;
      emit('wizyta:resize', { height });
    };
    const sized = new ResizeObserver(report);
    sized.observe(host);
    // A placeholder replaced by a step of the same height changes no size: look again then too.
    const swapped = new MutationObserver(report);
    swapped.observe(content, { childList: true, subtree: true });
    return () => {
      sized.disconnect();
      swapped.disconnect();
    };
  }, [host, emit]);
}
