import { TextField } from '@wizyta/booking/form';
import { type Messages, type RescheduleContext, toWarsawDay, type Visit } from '@wizyta/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';
import { HeldTime } from './HeldTime';
import { RescheduleTimes } from './RescheduleTimes';
import { useRescheduleActor } from './useRescheduleActor';

/** Props of {@link RescheduleFlow}. */
export interface RescheduleFlowProps {
  readonly visit: Visit;
}

/**
 * The new time of a movable visit, over core's reschedule machine: a day (its times load), a time
 * and whether an earlier free one will do, "Szukaj terminu"; then the time held for the patient
 * with "Potwierdź zmianę terminu" or "Szukaj innego terminu". Moved: back to the visit page, told
 * so. A failure is shown in an alert that takes focus; the proposal's heading takes focus too.
 */
export function RescheduleFlow({ visit }: RescheduleFlowProps) {
  const { messages } = useApp();
  const toast = useToast();
  const navigate = useNavigate();
  const { actor, snapshot } = useRescheduleActor(visit);
  const { context } = snapshot;
  const [slot, setSlot] = useState('');
  const [firstAvailable, setFirstAvailable] = useState(true);
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const fields = useFieldErrors('reschedule', form);
  const t = messages.t;
  const held = snapshot.matches('held') || snapshot.matches('moving');
  const busy = snapshot.matches('reserving');
  const error = context.error;

  useEffect(() => {
    if (snapshot.matches('moved')) {
      toast.info(t('visits.reschedule.done'));
      void navigate(`/visit/${encodeURIComponent(visit.id)}`);
    }
  }, [snapshot, toast, t, navigate, visit.id]);
  useEffect(() => {
    if (error !== null) alert.current?.focus();
  }, [error]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) {
      fields.show({ slot: 'visits.reschedule.chooseTimeFirst' });
      return;
    }
    fields.clear();
    actor.send({ type: 'SEARCH', slot, firstAvailable });
  };

  return (
    <>
      <p>
        {t('visits.reschedule.current', { dateTime: messages.formatDateTime(visit.appointmentAt) })}
        {visit.doctor ? `, ${visit.doctor.firstName} ${visit.doctor.lastName}` : ''}
      </p>
      <p>
        {t('visits.reschedule.intro', {
          type: t(`visitType.${visit.visitType}`),
          specialization: visit.specializationName,
        })}
      </p>
      <p
        ref={alert}
        tabIndex={-1}
        className={error === null ? 'reschedule__alert--empty' : 'reschedule__alert'}
        role="alert"
      >
        {error === null ? '' : errorText(error, messages)}
      </p>
      {held && context.hold ? (
        <HeldTime
          hold={context.hold}
          moving={snapshot.matches('moving')}
          onConfirm={() => actor.send({ type: 'CONFIRM' })}
          onSearchAgain={() => actor.send({ type: 'SEARCH_AGAIN' })}
        />
      ) : (
        <form ref={form} className="form reschedule__form" onSubmit={search} noValidate>
          <TextField
            fields={fields}
            path="date"
            label={t('visits.reschedule.date')}
            type="date"
            min={toWarsawDay(new Date())}
            value={context.date}
            onChange={(date) => {
              setSlot('');
              if (date) actor.send({ type: 'CHANGE_DATE', date });
            }}
            required
          />
          <RescheduleTimes
            fields={fields}
            intervals={context.intervals}
            loading={snapshot.matches('loading')}
            slot={slot}
            onSlot={(value) => {
              setSlot(value);
              fields.clear('slot');
            }}
            firstAvailable={firstAvailable}
            onFirstAvailable={setFirstAvailable}
          />
          <div className="form-actions">
            <button type="submit" className="action-button action-button-primary" disabled={busy}>
              {t(busy ? 'visits.reschedule.searching' : 'visits.reschedule.search')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}

/** `Błąd 4703: …` for a numbered code, the text alone for a named one (NO_DOCTOR_FOUND). */
function errorText(code: NonNullable<RescheduleContext['error']>, messages: Messages): string {
  return typeof code === 'number'
    ? messages.t('portal.toast.errorWithCode', { code, message: messages.formatError(code) })
    : messages.formatError(code);
}
