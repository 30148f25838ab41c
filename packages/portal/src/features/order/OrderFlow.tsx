import { BookingApp, type BookingLocation, type BookingPrefill, type OrderActor } from '@wizyta/booking';
import '@wizyta/booking/booking.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useCaptchaSetup } from '../../shared/captcha/useCaptchaSetup';
import { resultPageUrl } from '../../shared/resultPageUrl';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';
import { followAction } from './followOrder';
import { orderPath } from './orderPath';
import { acquireOrderActor, releaseOrderActor } from './sharedOrderActor';

/** What the search that found nobody asked for: the no-doctors page's `data` (no personal data). */
function noDoctorsData(actor: OrderActor) {
  const { order } = actor.getSnapshot().context;
  return { specializationId: order.specializationId, appointmentType: order.appointmentType };
}

/** Props of {@link OrderFlow}. */
export interface OrderFlowProps {
  /** Start on the result page polling this appointment's payment (a new actor for it). */
  readonly appointmentId?: string;
  readonly prefill?: BookingPrefill | null;
  /** Called once with the actor when the page mounts (the search page restarts a finished flow). */
  readonly onActor?: (actor: OrderActor) => void;
}

// The order pages' history entries made in this tab, oldest first: the flow's "Wstecz" goes back
// through them (history.back) rather than adding entries. Lost on a reload, which is harmless.
let entries: string[] = [];

/**
 * What every order page renders: the booking flow on the portal's API client, session, messages
 * and brand, over the shared order actor (resumed from sessionStorage after a reload or a
 * redirect), with the URL kept in step with the machine — the machine decides, the URL follows,
 * one history entry per step, and the browser's Back on an earlier step's page takes the flow one
 * step back (`followAction`).
 */
export function OrderFlow({ appointmentId, prefill, onActor }: OrderFlowProps) {
  const { config, messages, api, session, brand, assetUrl, basePath } = useApp();
  const captcha = useCaptchaSetup();
  const navigate = useNavigate();
  const allowed = useCan();
  const fullOrderPage = allowed('SHOW_ORDER');
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  // The location the browser brought (Back, Forward, reload) that has been answered, and whether
  // this page has synced with the flow yet.
  const settled = useRef<string | null>(null);
  const synced = useRef(false);
  const [actor] = useState(() =>
    acquireOrderActor(
      {
        api,
        session,
        type: config.type,
        restore: true,
        // The gateway brings the patient back to this deployment's result page (brand path kept).
        returnUrl: (id: string) => resultPageUrl(window.location.origin, basePath, id),
        ...(appointmentId ? { appointmentId } : {}),
      },
      appointmentId !== undefined,
    ),
  );
  useEffect(() => {
    onActor?.(actor);
    return releaseOrderActor;
  }, [actor, onActor]);

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
        first: !synced.current,
        previousEntry: entries.at(-2),
      });
      synced.current = true;
      if (action.kind !== 'stepBack') settled.current = key;
      switch (action.kind) {
        case 'stay':
          if (entries.length === 0) entries = [path];
          return;
        case 'stepBack': {
          entries.pop();
          const before = JSON.stringify(actor.getSnapshot().value);
          actor.send({ type: 'BACK' });
          // A step that cannot go back (booking, paying): the URL returns to where the flow is.
          if (JSON.stringify(actor.getSnapshot().value) === before) {
            settled.current = key;
            entries = [path];
            void navigate(path, { replace: true, state });
          }
          return;
        }
        case 'historyBack':
          entries.pop();
          void navigate(-1);
          return;
        case 'push':
          entries = [...(entries.length === 0 ? [pathname] : entries), path];
          void navigate(path, { state });
          return;
        case 'replace':
          entries = [path];
          void navigate(path, { replace: true, state });
      }
    },
    [actor, fullOrderPage, key, navigate, navigationType, pathname],
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
        onLocationChange={follow}
      />
    </div>
  );
}
