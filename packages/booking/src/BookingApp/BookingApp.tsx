import { dictionariesFor, externalUrl, type OrderActor } from '@wizyta/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { BookingContext, type BookingContextValue } from '../flow/BookingContext';
import type { BookingAppProps } from '../flow/BookingProps';
import { BookingFlow } from './BookingFlow';
import { createBookingActor } from './createBookingActor';
import { useKeepSessionAlive } from './useKeepSessionAlive';
import { useSessionState } from './useSessionState';

/**
 * The booking flow of spec §2: search → order details → personal data → symptoms → payment (or
 * the NFZ confirmation) → result, WELBI's short flow, no doctors and sign-in, over one order
 * actor (core's order machine) against the API. The same component runs in the portal (React 19)
 * and in the `<wizyta-booking>` widget (preact/compat).
 *
 * The actor is created when the component mounts and stopped when it unmounts; the order is kept
 * in sessionStorage by the actor, so a remount with `restore` resumes where the patient was.
 */
export function BookingApp(props: BookingAppProps) {
  const { api, session, messages, config, restore, appointmentId, leavePage, storage } = props;
  const type = props.type ?? config.type;
  const sessionState = useSessionState(session);
  useKeepSessionAlive(session.keepAlive);
  const [actor, setActor] = useState<OrderActor | null>(null);
  const idPrefix = `wb${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const moveFocus = useRef(false);
  const onEvent = useRef(props.onEvent);
  onEvent.current = props.onEvent;

  // Created in an effect, not during render: a stopped actor cannot restart, and React's strict
  // mode mounts twice. The first render's props are the ones the actor starts with. A host's own
  // actor is started (a no-op when running) but left running on unmount: the host owns it.
  const external = props.actor;
  const start = useRef({ api, session, type, restore, appointmentId, leavePage, storage });
  useEffect(() => {
    if (external) {
      external.start();
      setActor(external);
      return;
    }
    const created = createBookingActor(start.current);
    created.start();
    setActor(created);
    return () => {
      created.stop();
    };
  }, [external]);

  useEffect(() => {
    actor?.send({ type: 'SESSION_CHANGED', roles: sessionState.roles, nfzActive: sessionState.nfzActive });
  }, [actor, sessionState.roles, sessionState.nfzActive]);

  const value = useMemo<BookingContextValue | null>(
    () =>
      actor && {
        actor,
        api,
        messages,
        type,
        // Checked again where it becomes an href: https (http on localhost) only.
        thankYouPage: externalUrl(config.thankYouPage)?.href ?? null,
        regulationUrl: props.regulationUrl,
        portalUrl: config.authUrl ?? null,
        contact: config,
        session,
        dictionaries: dictionariesFor(api),
        captcha: props.captcha ?? null,
        stepUpCaptcha: props.stepUpCaptcha ?? null,
        sessionState,
        prefill: props.prefill ?? null,
        idPrefix,
        moveFocus,
        reportError: (code: number) =>
          onEvent.current?.('error', { code, message: messages.formatError(code) }),
      },
    [
      actor,
      messages,
      type,
      config.thankYouPage,
      props.regulationUrl,
      config.authUrl,
      config,
      session,
      api,
      props.captcha,
      props.stepUpCaptcha,
      sessionState,
      props.prefill,
      idPrefix,
    ],
  );

  return (
    <section className="wb-booking" aria-label={messages.t('booking.region')}>
      {value ? (
        <BookingContext.Provider value={value}>
          <BookingFlow
            onEvent={props.onEvent}
            onLocationChange={props.onLocationChange}
            onFunnel={props.onFunnel}
          />
        </BookingContext.Provider>
      ) : (
        <p className="wb-status" role="status" data-wb-placeholder="">
          {messages.t('booking.loading')}
        </p>
      )}
    </section>
  );
}
