import { BookingApp, type BookingLocation, type OrderActor } from '@wizyta/booking';
import type { Prefill } from '@wizyta/core';
import '@wizyta/booking/booking.css';
import { type RefObject, useCallback, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useCaptchaSetup } from '../../shared/captcha/useCaptchaSetup';
import { useAnalytics } from '../../shared/useAnalytics';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';
import { followAction } from './followOrder';
import { orderPath } from './orderPath';

/** What the search that found nobody asked for: the no-doctors page's `data` (no personal data). */
function noDoctorsData(actor: OrderActor) {
  const { order } = actor.getSnapshot().context;
  return { specializationId: order.specializationId, appointmentType: order.appointmentType };
}

/** Props of {@link OrderFlow}. */
export interface OrderFlowProps {
  /** The flow's order actor, owned by the order layout route. */
  readonly actor: OrderActor;
  /** The flow's own history entries in this tab, oldest first (kept by the layout across steps). */
  readonly entries: RefObject<string[]>;
  readonly prefill?: Prefill | null;
}

/**
 * What every order route renders: the booking flow on the portal's API client, session, messages
 * and brand, over the layout's order actor (resumed from sessionStorage after a reload or a
 * redirect), with the URL kept in step with the machine — the machine decides, the URL follows,
 * one history entry per step, and the browser's Back on an earlier step's page takes the flow one
 * step back (`followAction`).
 */
export function OrderFlow({ actor, entries: entriesRef, prefill }: OrderFlowProps) {
  const { config, messages, api, session, brand, assetUrl } = useApp();
  const { track } = useAnalytics();
  const captcha = useCaptchaSetup();
  const stepUpCaptcha = useCaptchaSetup(true);
  const navigate = useNavigate();
  const allowed = useCan();
  const fullOrderPage = allowed('SHOW_ORDER');
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  // The last location answered. A location not answered yet that the flow did not bring is a page
  // just opened (a link, Back, Forward, a reload): it is followed without a new history entry.
  const settled = useRef<string | null>(null);
  const follow = useCallback(
    (location: BookingLocation) => {
      const path = orderPath(location, { fullOrderPage });
      if (!path) return;
      // Spec §2: /no-doctors needs the search's data handed over; without it the guard sends the
      // patient back to the search (and the flow, still without a doctor, forward again).
      const state = location.step === 'noDoctors' ? { data: noDoctorsData(actor) } : undefined;
      const action = followAction({
        path,
        pathname,
        pop: navigationType === 'POP' && settled.current !== key,
        first: settled.current !== key,
        previousEntry: entriesRef.current.at(-2),
      });
      if (action.kind !== 'stepBack') settled.current = key;
      switch (action.kind) {
        case 'stay':
          if (entriesRef.current.length === 0) entriesRef.current = [path];
          return;
        case 'stepBack': {
          entriesRef.current.pop();
          const before = JSON.stringify(actor.getSnapshot().value);
          actor.send({ type: 'BACK' });
          // A step that cannot go back (booking, paying): the URL returns to where the flow is.
          if (JSON.stringify(actor.getSnapshot().value) === before) {
            settled.current = key;
            entriesRef.current = [path];
            void navigate(path, { replace: true, state });
          }
          return;
        }
        case 'historyBack':
          entriesRef.current.pop();
          void navigate(-1);
          return;
        case 'push':
          entriesRef.current = [...(entriesRef.current.length === 0 ? [pathname] : entriesRef.current), path];
          void navigate(path, { state });
          return;
        case 'replace':
          entriesRef.current = [path];
          void navigate(path, { replace: true, state });
      }
    },
    [actor, entriesRef, fullOrderPage, key, navigate, navigationType, pathname],
  );

  return (
    <div className="page order-page">
      <BookingApp
        actor={actor}
        api={api}
        session={session}
        messages={messages}
        config={config}
        prefill={prefill ?? null}
        regulationUrl={assetUrl(brand.regulationHref)}
        captcha={captcha}
        stepUpCaptcha={stepUpCaptcha}
        onLocationChange={follow}
        onFunnel={track}
      />
    </div>
  );
}
