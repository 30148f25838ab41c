import { BookingApp, type BookingEventHandler, captchaSetupOf, createBookingActor } from '@wizyta/booking';
import { brandOf, gatewayLeavePage, type OrderActor, type PaymentStatus } from '@wizyta/core';
import { readAttribution } from '@wizyta/core/attribution/readAttribution';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { forgetPaymentReturn, withInstance, withoutPaymentReturn } from '../../contract/readPaymentReturn';
import { frameFunnel } from '../analytics/frameFunnel';
import { readPaymentReturn, returnedPaymentApi } from '../payment/returnedPaymentApi';
import { createWidgetSession } from '../session/createWidgetSession';
import type { FlowRootProps } from './FlowRootProps';
import { forwardBookingEvents } from './forwardBookingEvents';
import { instanceStorage } from './instanceStorage';
import { toBookingPrefill } from './toBookingPrefill';
import { withAttribution } from './withAttribution';

// ALTCHA's proof-of-work worker, a file the build emits beside the widget's (build/plugins/
// workerUrl.mjs): same origin as the frame, so the strict CSP's worker-src allows it.
const altchaWorker = () => import('altcha/workers/pbkdf2?worker&url').then((m) => m.default);

const PAYMENT: Readonly<Record<PaymentStatus, 'pending' | 'accepted' | 'rejected'>> = {
  PROCESSING: 'pending',
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
};

/**
 * The booking flow inside `<wizyta-booking>`, from its first screen: `@wizyta/booking`'s
 * `BookingApp` (on preact/compat) over the widget's session and an order actor made by booking's
 * one factory (`createBookingActor`), so the portal's rules hold here alike and the stored draft is
 * bound to its patient. The session signs in by SMS by default; SSO (a popup, keycloak-js loaded
 * there) only when the patient picks it. The actor resumes the order this element's instance kept
 * in sessionStorage (a reload: the step, the hold, the choices and what was typed), or, when the
 * payment gateway sent the patient back to this page (`?wizyta=<instance>`), starts on that visit's
 * result and the parameter leaves the address bar. The gateway is told to return to the partner
 * page (`returnUrl`).
 */
export function FlowRoot(props: FlowRootProps) {
  const { config, messages, search, prefill, emit, pageUrl, onPaymentHandoff, partner, instance } = props;
  const [paymentReturn] = useState(() => readPaymentReturn(window.location.href, instance));
  const session = useMemo(() => createWidgetSession(config, window.location.href), [config]);
  const captcha = useMemo(() => captchaSetupOf(config, altchaWorker), [config]);
  const stepUpCaptcha = useMemo(() => captchaSetupOf(config, altchaWorker, true), [config]);
  const onFunnel = useMemo(
    () =>
      frameFunnel(config.analyticsId, () => session.booking.getState().profile?.marketingAgreement === true),
    [config.analyticsId, session],
  );
  const handoff = useRef(onPaymentHandoff);
  handoff.current = onPaymentHandoff;
  // Where the booking came from: the element's partner, else the page's (in a flow frame: the
  // frame's own query, which the partner page's element wrote) — read when booked.
  const read = () => readAttribution((key) => (key === 'partner' ? partner : null), window.location.href);
  const attribution = useRef(read);
  attribution.current = read;
  const reportPriceRef = useRef(props.reportPrice === true);
  reportPriceRef.current = props.reportPrice === true;
  const orderApi = useMemo(
    () =>
      withAttribution(
        returnedPaymentApi(session, paymentReturn, (ticket) => handoff.current?.(ticket)),
        () => attribution.current(),
      ),
    [session, paymentReturn],
  );
  // Only to a gateway the brand's config names: another host in the answer is refused (4239).
  const leavePage = useMemo(() => gatewayLeavePage(config), [config]);
  // Where the browser gives the frame no storage (Chromium blocking third-party cookies without
  // partitioning), nothing is kept: the flow says so and a reload starts over.
  const storage = useMemo(() => instanceStorage(instance), [instance]);
  const [actor, setActor] = useState<OrderActor | null>(null);
  // A new actor once the running one stopped by itself: another patient signed in than the one
  // the stored draft belongs to (the draft is gone; the flow starts afresh for them).
  const [generation, setGeneration] = useState(0);
  const onEventRef = useRef<BookingEventHandler>(() => undefined);
  // Where the gateway returns the patient: the partner page (its URL arrives with the settings).
  const returnTo = useRef(pageUrl);
  returnTo.current = pageUrl;

  useEffect(() => {
    if (paymentReturn) forgetPaymentReturn(window.location, window.history);
  }, [paymentReturn]);

  useEffect(() => () => session.dispose(), [session]);

  useEffect(() => {
    const returning = generation === 0 ? paymentReturn : null;
    const created = createBookingActor({
      api: orderApi,
      session: session.booking,
      type: config.type,
      restore: !returning,
      ...(returning ? { appointmentId: returning.appointmentId } : {}),
      // Read when the patient pays: the partner page's URL comes with the frame's settings, after
      // the flow has started.
      returnUrl: () => withInstance(withoutPaymentReturn(returnTo.current ?? window.location.href), instance),
      storage,
      leavePage,
    });
    // The flow reports what changes while it runs, not what it starts with: the result of the
    // payment the patient comes back from is reported here (the forwarder drops a repeat).
    const reported = returning
      ? created.subscribe(({ context }) => {
          const status = context.paymentStatus;
          if (status && context.appointmentId)
            onEventRef.current('payment', { appointmentId: context.appointmentId, status: PAYMENT[status] });
        })
      : null;
    const stopped = created.subscribe({ complete: () => setGeneration((n) => n + 1) });
    created.start();
    setActor(created);
    return () => {
      stopped.unsubscribe();
      reported?.unsubscribe();
      created.stop();
    };
  }, [session, orderApi, config.type, leavePage, paymentReturn, instance, storage, generation]);

  // The step the flow last reported (the prefill rule below needs it).
  const stepRef = useRef<string>('search');
  const onEvent = useMemo<BookingEventHandler>(() => {
    const forward = forwardBookingEvents(
      emit,
      () => attribution.current(),
      () => reportPriceRef.current,
    );
    return (name, detail) => {
      if (name === 'step') stepRef.current = (detail as { step: string }).step;
      forward(name, detail);
    };
  }, [emit]);
  onEventRef.current = onEvent;

  // The search form reads the prefill when it mounts. A prefill that changes while the patient is
  // still on the search step (an attribute set later, a frame's message) replaces the search form
  // as kept so far and remounts the flow's screens, so it applies; once past the search, nothing
  // the patient typed is reset by it.
  const bookingPrefill = useMemo(() => toBookingPrefill(search, prefill), [search, prefill]);
  const prefillKey = JSON.stringify(bookingPrefill);
  const [mountKey, setMountKey] = useState(prefillKey);
  useLayoutEffect(() => {
    if (!actor || prefillKey === mountKey || stepRef.current !== 'search') return;
    actor.send({ type: 'KEEP_DRAFT', form: 'search', values: undefined });
    setMountKey(prefillKey);
  }, [actor, prefillKey, mountKey]);

  const regulationUrl = useMemo(
    () => new URL(brandOf(config.type).regulationHref, config.siteUrl).href,
    [config.type, config.siteUrl],
  );
  // The brand's accessibility statement, on its portal (the frame is one of its service's pages).
  const statementUrl = new URL('deklaracja-dostepnosci', config.siteUrl).href;

  if (!actor) {
    return (
      <p className="status" part="status" role="status" data-wb-placeholder="">
        {messages.t('common.loading')}
      </p>
    );
  }
  return (
    <>
      <BookingApp
        key={mountKey}
        api={orderApi}
        session={session.booking}
        messages={messages}
        config={config}
        regulationUrl={regulationUrl}
        prefill={bookingPrefill}
        onEvent={onEvent}
        onFunnel={onFunnel}
        actor={actor}
        captcha={captcha}
        stepUpCaptcha={stepUpCaptcha}
      />
      {storage ? null : <p className="wb-note">{messages.t('booking.draftNotKept')}</p>}
      <p>
        <a className="wb-link" href={statementUrl} target="_blank" rel="noopener">
          {messages.t('common.accessibilityStatement')}
        </a>
      </p>
    </>
  );
}
