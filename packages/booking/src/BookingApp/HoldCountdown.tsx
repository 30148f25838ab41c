import { selectHoldSecondsLeft } from '@wizyta/core';
import { useEffect, useRef, useState } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';

// Announced once each when the hold crosses them: 5 minutes and 1 minute left.
const THRESHOLDS = [300, 60] as const;

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * How long the held slot stays reserved. The visible clock ticks every second but is not a live
 * region (that would talk every second); a polite live region says so at 5 and at 1 minute left.
 */
export function HoldCountdown() {
  const { messages } = useBooking();
  const expiresAt = useOrder((s) => (s.matches('flow') ? s.context.holdExpiresAt : null));
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const seconds = useOrder((s) => selectHoldSecondsLeft(s, now));
  useEffect(() => {
    if (seconds === null) return;
    const crossed = THRESHOLDS.filter((t) => seconds <= t).at(-1) ?? null;
    if (crossed === announced.current) return;
    announced.current = crossed;
    setAnnouncement(
      crossed
        ? messages.t('booking.hold.minutesLeft', { minutes: Math.max(1, Math.ceil(seconds / 60)) })
        : '',
    );
  }, [seconds, messages]);
  if (seconds === null) return null;
  return (
    <div className="wb-hold">
      <p className="wb-hold__time" role="timer">
        {messages.t('booking.hold.left', { time: clock(seconds) })}
      </p>
      <p className="wb-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
