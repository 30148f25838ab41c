/** The custom state (`:host(:state(acted))`) the element takes at the patient's first input. */
export const ACTED_STATE = 'acted';

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
  element.addEventListener('pointerdown', release);
  element.addEventListener('keydown', release);
}
