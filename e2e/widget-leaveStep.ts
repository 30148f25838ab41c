import { expect, type Locator } from '@playwright/test';
import { POLISH_TEXTS } from './widget-bookingTexts';

/** How far apart two reads of the heading's place in the page must agree (ms). */
const STILL_FOR_MS = 150;

/**
 * Leaves the widget step titled `heading` by its `button` (`Dalej` by default), clicked once the
 * step has settled ({@link stepSettled}). Use it wherever a step has just changed.
 */
export async function leaveStep(
  widget: Locator,
  heading: string,
  button: string = POLISH_TEXTS.next,
): Promise<void> {
  await stepSettled(widget, heading);
  await widget.getByRole('button', { name: button, exact: true }).click();
}

/**
 * Waits until the widget step titled `heading` holds the focus and holds still in the page: call
 * it after a step change before the step's first click (a button, a checkbox, a radio).
 *
 * Why: a new step's heading takes the focus as it mounts (booking's `StepHeading`), which scrolls
 * the partner page to it, and the frame then takes the step's height (`wizyta:resize`), so the
 * partner page reflows around it. Playwright waits until a target is stable inside its frame, not
 * until the frame stops moving in the page: a click in that moment lands where the target was,
 * and nothing happens (the insurer-app and NFZ booking tests failed so in full runs). The focus
 * says the step has mounted; two equal reads of the heading's box in page coordinates say the
 * frame around it has stopped moving.
 */
export async function stepSettled(widget: Locator, heading: string): Promise<void> {
  const title = widget.getByRole('heading', { name: heading });
  await expect(title).toBeFocused();
  await holdsStill(title);
}

/**
 * Resolves once two reads of `target`'s box in page coordinates, {@link STILL_FOR_MS} apart,
 * agree: the frame around it has stopped moving in the partner page (see {@link stepSettled}).
 */
export async function holdsStill(target: Locator): Promise<void> {
  let previous: string | undefined;
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const still = box === previous;
        previous = box;
        return still;
      },
      { intervals: [STILL_FOR_MS] },
    )
    .toBe(true);
}

/**
 * Checks a checkbox or a radio of the widget from the keyboard (focus, then Space), where the
 * frame may still be taking its height: on the search step the form grows as its lists and its
 * hour field arrive, each growth a `wizyta:resize` round trip to the partner page, and on a page
 * with two widgets the one above moves the one below. A pointer click is aimed at page
 * coordinates read a moment before it lands; when the frame (or the form above the control) moves
 * in between, the click lands beside the box and nothing is checked ("Clicking the checkbox did
 * not change its state", three times in two 2-worker runs; the search button, once). Focus and a
 * key press aim at the element, wherever it is: the search step's submit goes by Enter too.
 */
export async function checkByKeyboard(control: Locator): Promise<void> {
  // Like `check()`, nothing to do when it is checked already (Space would uncheck a checkbox): a
  // form the patient comes back to keeps its ticks.
  if (await control.isChecked()) return;
  await control.press('Space');
  await expect(control).toBeChecked();
}

/** Unchecks a checkbox of the widget from the keyboard, for the same reason ({@link checkByKeyboard}). */
export async function uncheckByKeyboard(control: Locator): Promise<void> {
  if (!(await control.isChecked())) return;
  await control.press('Space');
  await expect(control).not.toBeChecked();
}

/**
 * Presses the widget button named `name` from the keyboard (focus, then Enter), where the step has
 * just grown within itself: a tick that shows a note or more fields. The frame takes the new height
 * by a `wizyta:resize` round trip, and a pointer click aimed in that moment can miss: in a
 * fresh-clone 2-worker run, Kaszel's note for a dermatologist grew the symptoms step (649 → 682 →
 * 754 px) and the click on Dalej that followed did nothing (no `wizyta:step`; the step changes
 * synchronously on a valid submit). Likely path: the button lay below the frame's edge, the click
 * scrolled the frame's own page to reach it, the frame grew, that scroll went back to 0 and the
 * click landed where the button had been. Focus and Enter aim at the button, wherever it is.
 *
 * Use it too for a step's submit after typing into the flow frame (the personal data, the
 * symptoms): focusing a field inside the cross-origin frame scrolls the partner page, and that
 * scroll is applied by the page's own process, late under load — measured on the insurer page at
 * 175–508 ms after `fill()` had returned, with two busy cores beside the run. A pointer click on
 * "Dalej" aimed in that window lands beside the button: the full-run failures "after Dalej on the
 * personal data the Objawy heading never took the focus" (the insurer app twice, every-step axe
 * once), where the partner page's log showed no `wizyta:step` and no change of height at all.
 */
export async function pressButton(widget: Locator, name: string): Promise<void> {
  await widget.getByRole('button', { name, exact: true }).press('Enter');
}
