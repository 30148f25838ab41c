/** The custom state (`:host(:state(acted))`) the element takes at the patient's first input. */
export const ACTED_STATE = 'acted';

const releases = new WeakMap<HTMLElement, () => void>();

/**
 * Releases `element`'s reserved height now: the flow frame inside it reported the patient's first
 * input, which the partner page cannot see. A no-op for an element without the state.
 */
export function releaseReserve(element: HTMLElement): void {
  releases.get(element)?.();
}

/**
 * Gives `element` the custom state {@link ACTED_STATE} at the first pointer or key press inside
 * it. Until then its shadow sheet reserves the search step's height (`reservedHeightCss`), so the
 * box does not change while the page loads — nor on a payment return, whose first step is
 * shorter. From then on the box follows the steps: it grows or shrinks only after the patient's
 * own input. Browsers without custom states keep the reserve for good.
 */
export function releaseReserveOnInput(element: HTMLElement): void {
  let internals: ElementInternals;
  try {
    internals = element.attachInternals();
  } catch {
    return;
  }
  const release = () => {
    try {
      internals.states.add(ACTED_STATE);
    } catch {
      // Chromium before 125 accepts only `--dashed` states; there the reserve stays.
    }
    element.removeEventListener('pointerdown', release);
    element.removeEventListener('keydown', release);
  };
  releases.set(element, release);
  element.addEventListener('pointerdown', release);
  element.addEventListener('keydown', release);
}
