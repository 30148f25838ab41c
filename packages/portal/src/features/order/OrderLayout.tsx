import { createBookingActor, type OrderActor } from '@wizyta/booking';
import { gatewayLeavePage, matchRoute, type RouteId } from '@wizyta/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { resultPageUrl } from '../../shared/resultPageUrl';
import { useApp } from '../../shared/useApp';
import { OrderFlow } from './OrderFlow';
import { searchPrefillFromUrl } from './searchPrefillFromUrl';

// A finished flow goes back to a fresh search when the patient asks to book again; so does the
// no-doctors notice (its own page is /no-doctors: staying there would bounce the patient back).
const FINISHED = ['success', 'failed', 'waiting', 'noDoctors', 'callBackSent'] as const;

// The outcome pages: opened afresh (the gateway's return, a reload) they poll the payment of `:id`.
const OUTCOMES: ReadonlySet<RouteId> = new Set([
  'appointment-result',
  'appointment-success',
  'appointment-failed',
]);

interface HeldActor {
  readonly actor: OrderActor;
  /** The appointment whose result page made this actor, if one did. */
  readonly resultOf: string | undefined;
}

/**
 * The layout route of the order steps (`/make-appointment`, `/order/…`, `/appointment/:id/…`,
 * `/no-doctors`): it owns the one order actor of the flow, so moving between the steps' routes
 * keeps the flow (and its hold keeper) going; leaving the flow unmounts it and stops the actor —
 * the order stays in sessionStorage and coming back resumes it in a new actor. An outcome page
 * opened from outside the flow, or the result page of another appointment, gets a new actor that
 * polls that appointment's payment. Every step's route renders the same booking flow
 * ({@link OrderFlow}): the machine decides the step, the URL follows.
 */
export default function OrderLayout() {
  const { config, api, session, basePath } = useApp();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const match = matchRoute(pathname);
  const routeId = match?.route.id;
  const appointmentId = match?.params.id;
  const create = (checkId: string | undefined): HeldActor => ({
    actor: createBookingActor({
      api,
      session,
      type: config.type,
      restore: true,
      // The gateway brings the patient back to this deployment's result page (brand path kept).
      returnUrl: (id: string) => resultPageUrl(window.location.origin, basePath, id),
      // Only to a gateway the brand's config names: another host in the answer is refused (4239).
      leavePage: gatewayLeavePage(config),
      ...(checkId ? { appointmentId: checkId } : {}),
    }),
    resultOf: routeId === 'appointment-result' ? checkId : undefined,
  });
  const [held, setHeld] = useState(() =>
    create(routeId && OUTCOMES.has(routeId) ? appointmentId : undefined),
  );
  // The result page of an appointment this actor was not made for: a new flow polls it.
  if (routeId === 'appointment-result' && appointmentId && held.resultOf !== appointmentId) {
    setHeld(create(appointmentId));
  }
  const { actor } = held;
  // Stopped when the layout unmounts or the actor is replaced. The stop waits a microtask so
  // that StrictMode's immediate unmount-and-remount of the same actor keeps it running.
  const stopping = useRef<OrderActor | null>(null);
  useEffect(() => {
    if (stopping.current === actor) stopping.current = null;
    return () => {
      stopping.current = actor;
      queueMicrotask(() => {
        if (stopping.current === actor) actor.stop();
      });
    };
  }, [actor]);

  useEffect(() => {
    if (routeId !== 'make-appointment') return;
    const snapshot = actor.getSnapshot();
    if (FINISHED.some((state) => snapshot.matches(state))) actor.send({ type: 'RESTART' });
  }, [actor, routeId]);

  // The flow's own history entries in this tab, oldest first: its "Wstecz" goes back through them.
  const entries = useRef<string[]>([]);

  // The search's prefill (`data`, `nfzChoosen`) as the make-appointment address last gave it. The
  // flow stays mounted across the steps' routes (so nothing typed is lost while the URL follows);
  // a new prefill on /make-appointment mounts it afresh, so the search form starts from it.
  const prefillKey =
    routeId === 'make-appointment' ? JSON.stringify([params.get('data'), params.get('nfzChoosen')]) : null;
  const [flowKey, setFlowKey] = useState(prefillKey ?? '[null,null]');
  if (prefillKey !== null && prefillKey !== flowKey) setFlowKey(prefillKey);
  const prefill = useMemo(() => {
    const [data, nfz] = JSON.parse(flowKey) as [string | null, string | null];
    const parsed = searchPrefillFromUrl(data);
    return nfz === 'true' || nfz === 'false' ? { ...parsed, nfz: nfz === 'true' } : parsed;
  }, [flowKey]);

  return <OrderFlow key={flowKey} actor={actor} entries={entries} prefill={prefill} />;
}
