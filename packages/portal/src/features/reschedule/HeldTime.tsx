import type { SlotReservation } from '@wizyta/core';
import { useEffect, useRef } from 'react';
import { useApp } from '../../shared/useApp';

/** Props of {@link HeldTime}. */
export interface HeldTimeProps {
  readonly hold: SlotReservation;
  /** The move is on its way: the buttons wait. */
  readonly moving: boolean;
  readonly onConfirm: () => void;
  readonly onSearchAgain: () => void;
}

/**
 * The time found and held for the patient: when, with whom, held until when; "Potwierdź zmianę
 * terminu" or "Szukaj innego terminu". Its heading takes focus when it appears.
 */
export function HeldTime({ hold, moving, onConfirm, onSearchAgain }: HeldTimeProps) {
  const { messages } = useApp();
  const t = messages.t;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="reschedule__held" aria-labelledby="reschedule-held-title">
      <h2 id="reschedule-held-title" ref={heading} tabIndex={-1}>
        {t('visits.reschedule.found')}
      </h2>
      <p className="reschedule__new-time">
        {t('visits.reschedule.newTime', { dateTime: messages.formatDateTime(hold.start) })}
      </p>
      <p>{t('visits.reschedule.doctor', { doctor: `${hold.doctor.firstName} ${hold.doctor.lastName}` })}</p>
      <p>{t('visits.reschedule.heldUntil', { time: messages.formatTime(hold.expiresAt) })}</p>
      <div className="form-actions">
        <button
          type="button"
          className="action-button action-button-primary"
          disabled={moving}
          onClick={onConfirm}
        >
          {t(moving ? 'visits.reschedule.moving' : 'visits.reschedule.confirm')}
        </button>
        <button type="button" className="action-button" disabled={moving} onClick={onSearchAgain}>
          {t('visits.reschedule.searchAgain')}
        </button>
      </div>
    </section>
  );
}
