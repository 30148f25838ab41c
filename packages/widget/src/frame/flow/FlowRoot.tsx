import { BookingApp, type BookingEventHandler, type SearchDraft, searchEvent } from '@wizyta/booking';
import { readAttribution } from '@wizyta/core/attribution/readAttribution';
import { useEffect, useMemo, useRef, useState } from 'react';
import { forgetPaymentReturn, withInstance, withoutPaymentReturn } from '../../contract/readPaymentReturn';
import { widgetCaptchaSetup } from '../captcha/widgetCaptchaSetup';
import { brandOf, createOrderActor, gatewayLeavePage, type OrderActor, type PaymentStatus } from '../core';
import { readPaymentReturn, returnedPaymentApi } from '../payment/returnedPaymentApi';
import { createWidgetSession } from '../session/createWidgetSession';
import type { BookingRootProps } from './BookingRootProps';
import { forwardBookingEvents } from './forwardBookingEvents';
import { instanceStorage } from './instanceStorage';
import { toBookingPrefill } from './toBookingPrefill';
import { withAttribution } from './withAttribution';

const PAYMENT: Readonly<Record<PaymentStatus, 'pending' | 'accepted' | 'rejected'>> = {
  PROCESSING: 'pending',
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
};

/** Props of {@link FlowRoot}. */
export interface FlowRootProps extends BookingRootProps {
  /** The search the patient submitted in the first chunk's form ({@link QuickSearch}), if any. */
  readonly firstSearch?: SearchDraft | undefined;
}

/**
 * The full booking flow inside `<wizyta-booking>` (a chunk of its own, see {@link BookingRoot}): `@wizyta/booking`'s `BookingApp` (on preact/compat)
 * over a session and an order actor of the widget's own. The session signs in by SMS by default;
 * SSO (a popup, keycloak-js loaded there) only when the patient picks it. The actor resumes the
 * order kept in sessionStorage (a reload), or, when the payment gateway sent the patient
 * back to this page (`?wizyta=<instance>`), starts on that visit's result and the parameter
 * leaves the address bar. The gateway is told to return to this page (`returnUrl`).
 */
export function FlowRoot(props: FlowRootProps) {
  const {
    config,
    messages,
    search,
    prefill,
    emit,
    firstSearch,
    pageUrl,
    onPaymentHandoff,
    partner,
    instance,
  } = props;
  const [searched] = useState(firstSearch);
  const [paymentReturn] = useState(() => readPaymentReturn(window.location.href, instance));
  const session = useMemo(() => createWidgetSession(config, window.location.href), [config]);
  const captcha = useMemo(() => widgetCaptchaSetup(config), [config]);
  const handoff = useRef(onPaymentHandoff);
  handoff.current = onPaymentHandoff;
  // Where the booking came from (issue 16): the element's partner, else the page's (in a flow frame:
  // the frame's own query, which the partner page's element wrote) — read when booked.
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
  const [actor, setActor] = useState<OrderActor | null>(null);
  const onEventRef = useRef<BookingEventHandler>(() => undefined);
  // Read when the actor starts (the partner page's URL arrives with the frame's settings).
  const returnTo = useRef(pageUrl);
  returnTo.current = pageUrl;

  useEffect(() => {
    if (paymentReturn) forgetPaymentReturn(window.location, window.history);
  }, [paymentReturn]);

  useEffect(() => () => session.dispose(), [session]);

  useEffect(() => {
    const state = session.booking.getState();
    const created = createOrderActor({
      api: orderApi,
      type: config.type,
      roles: state.roles,
      nfzActive: state.nfzActive,
      restore: !paymentReturn,
      ...(paymentReturn ? { appointmentId: paymentReturn.appointmentId } : {}),
      returnUrl: withInstance(withoutPaymentReturn(returnTo.current ?? window.location.href), instance),
      storage: instanceStorage(instance),
      leavePage,
    });
    // The flow reports what changes while it runs, not what it starts with: the result of the
    // payment the patient comes back from is reported here (the forwarder drops a repeat).
    const reported = paymentReturn
      ? created.subscribe(({ context }) => {
          const status = context.paymentStatus;
          if (status && context.appointmentId)
            onEventRef.current('payment', { appointmentId: context.appointmentId, status: PAYMENT[status] });
        })
      : null;
    created.start();
    // The patient's first SEARCH, typed before this chunk arrived: the same event, sent once the
    // search lists are in (the city is checked against the towns dictionary they bring).
    const loadingLists = (snapshot: ReturnType<typeof created.getSnapshot>) =>
      snapshot.matches({ search: 'loading' });
    let pending: { unsubscribe(): void } | null = null;
    if (searched && !loadingLists(created.getSnapshot())) created.send(searchEvent(searched));
    else if (searched) {
      pending = created.subscribe((snapshot) => {
        if (loadingLists(snapshot)) return;
        pending?.unsubscribe();
        created.send(searchEvent(searched));
      });
    }
    setActor(created);
    return () => {
      pending?.unsubscribe();
      reported?.unsubscribe();
      created.stop();
    };
  }, [session, orderApi, config.type, leavePage, paymentReturn, searched, instance]);

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
  // still on the search step (an attribute set later, a frame's message) remounts the flow's
  // screens, so it applies; once past the search, nothing the patient typed is reset by it.
  const bookingPrefill = useMemo(() => toBookingPrefill(search, prefill), [search, prefill]);
  const mountKey = useRef(JSON.stringify(bookingPrefill));
  if (stepRef.current === 'search') mountKey.current = JSON.stringify(bookingPrefill);

  const regulationUrl = useMemo(
    () => new URL(brandOf(config.type).regulationHref, config.siteUrl).href,
    [config.type, config.siteUrl],
  );

  if (!actor) {
    return (
      <p className="status" part="status" role="status" data-wb-placeholder="">
        {messages.t('common.loading')}
      </p>
    );
  }
  return (
    <BookingApp
      key={mountKey.current}
      api={orderApi}
      session={session.booking}
      messages={messages}
      config={config}
      regulationUrl={regulationUrl}
      prefill={bookingPrefill}
      onEvent={onEvent}
      actor={actor}
      captcha={captcha}
      {...(searched ? { searchDraft: searched } : {})}
    />
  );
}
