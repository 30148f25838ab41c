'use client';
import { WizytaBooking, type WizytaEventMap } from '@wizyta/embed-react';
import { useEffect, useState } from 'react';
import { LOADER } from './provider';

type Booked = WizytaEventMap['wizyta:booked'];

/** Where the booked visit waits while the patient pays at the gateway (a full page load away). */
const BOOKED_KEY = 'moj-ubezpieczyciel.booked';

/**
 * The widget with its event props: a client component, since a server component cannot pass
 * functions. `reportPrice` asks for the price in `onBooked` (else `null`, which keeps an NFZ visit
 * from being told apart). `onBooked` fires before the page leaves for the payment gateway, so the visit is kept
 * in sessionStorage (it names no one: id, time, type, price) and shown again after the return,
 * when `onPayment` tells how the payment went.
 */
export function BookingWidget({ mode }: { readonly mode?: 'popup' }) {
  const [step, setStep] = useState<string>();
  const [booked, setBooked] = useState<Booked>();
  const [payment, setPayment] = useState<string>();
  useEffect(() => {
    const kept = sessionStorage.getItem(BOOKED_KEY);
    if (kept) setBooked(JSON.parse(kept) as Booked);
  }, []);
  return (
    <>
      <WizytaBooking
        src={LOADER}
        brand="sandbox"
        partner="moj-ubezpieczyciel"
        lang="pl"
        mode={mode}
        reportPrice
        utmSource="next-app"
        onStep={(detail) => setStep(detail.step)}
        onBooked={(detail) => {
          sessionStorage.setItem(BOOKED_KEY, JSON.stringify(detail));
          setBooked(detail);
        }}
        onPayment={(detail) => {
          setPayment(detail.status);
          if (detail.status !== 'pending') sessionStorage.removeItem(BOOKED_KEY);
        }}
      />
      <section aria-label="Co zgłasza widżet">
        <p>
          Krok: <output data-testid="step">{step ?? '—'}</output>
        </p>
        {booked && (
          <p data-testid="booked">
            Wizyta nr {booked.appointmentId} ({booked.appointmentType}, {booked.price ?? '—'} zł)
          </p>
        )}
        {payment && (
          <p role="status" data-testid="payment">
            Płatność: {payment}
          </p>
        )}
      </section>
    </>
  );
}
