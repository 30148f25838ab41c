import { BookingApp, type BookingLocation, type BookingPrefill, type OrderActor } from '@wizyta/booking';
import '@wizyta/booking/booking.css';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApp } from '../../shared/useApp';
import { orderPath } from './orderPath';
import { acquireOrderActor, releaseOrderActor } from './sharedOrderActor';

/** Props of {@link OrderFlow}. */
export interface OrderFlowProps {
  /** Start on the result page polling this appointment's payment (a new actor for it). */
  readonly appointmentId?: string;
  readonly prefill?: BookingPrefill | null;
  /** Called once with the actor when the page mounts (the search page restarts a finished flow). */
  readonly onActor?: (actor: OrderActor) => void;
}

/**
 * What every order page renders: the booking flow on the portal's API client, session, messages
 * and brand, over the shared order actor (resumed from sessionStorage after a reload or a
 * redirect), with the URL kept in step with the machine — the machine decides, the URL follows.
 */
export function OrderFlow({ appointmentId, prefill, onActor }: OrderFlowProps) {
  const { config, messages, api, session, brand, assetUrl } = useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [actor] = useState(() =>
    acquireOrderActor(
      { api, session, type: config.type, restore: true, ...(appointmentId ? { appointmentId } : {}) },
      appointmentId !== undefined,
    ),
  );
  useEffect(() => {
    onActor?.(actor);
    return releaseOrderActor;
  }, [actor, onActor]);

  const follow = useCallback(
    (location: BookingLocation) => {
      const path = orderPath(location);
      if (path && path !== pathname) void navigate(path, { replace: true });
    },
    [navigate, pathname],
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
        onLocationChange={follow}
      />
    </div>
  );
}
