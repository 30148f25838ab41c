import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';
import type { Sort } from './OtherSlotsList';

// The list loads with the times themselves, on request (with the flow's rarely shown screens).
const OtherSlotsList = lazy(() => import('../rareScreens').then((m) => ({ default: m.OtherSlotsList })));

/**
 * Other free times than the held one (spec §3 additional slots): loaded on request, paged, sorted
 * by price either way. Choosing one holds it instead (SWITCH_SLOT); the machine reprices.
 * The buttons pressed here are disabled while the call runs or replaced when it ends, which drops
 * the keyboard focus: once the call is over it goes to the list's heading, the start of what
 * changed (or back to 'Pokaż inne terminy' when the list did not come). The sort keeps it.
 */
export function OtherSlots() {
  const { actor, messages } = useBooking();
  const slots = useOrder((s) => s.context.otherSlots);
  const loading = useOrder((s) => s.matches({ flow: { steps: { order: 'loadingSlots' } } }));
  const switching = useOrder((s) => s.matches({ flow: { steps: { order: 'switching' } } }));
  const heading = useRef<HTMLHeadingElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const busy = loading || switching;
  // The list may still be arriving when the call is over: then it takes the focus once shown.
  const focusWhereChanged = () => {
    const target = slots ? heading.current : showButton.current;
    if (busy || !returnFocus.current || !target) return;
    returnFocus.current = false;
    target.focus();
  };
  useLayoutEffect(focusWhereChanged, [busy, slots]);
  const press = (page: number, sort: Sort = 'ASC') => {
    returnFocus.current = true;
    // Fetched meanwhile, so the list is there by the time the times are.
    void import('../rareScreens');
    actor.send({ type: 'LOAD_OTHER_SLOTS', page, sort });
  };
  if (!slots) {
    return (
      <div className="wb-other">
        <button
          ref={showButton}
          type="button"
          className="wb-button wb-button--secondary"
          disabled={loading}
          onClick={() => press(0)}
        >
          {messages.t('booking.otherSlots.show')}
        </button>
        {loading ? (
          <p className="wb-status" role="status">
            {messages.t('booking.otherSlots.loading')}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <OtherSlotsList
        slots={slots}
        headingRef={heading}
        onPage={press}
        onPick={() => (returnFocus.current = true)}
        onShown={focusWhereChanged}
      />
    </Suspense>
  );
}
