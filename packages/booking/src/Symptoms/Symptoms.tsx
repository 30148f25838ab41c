import { type MessageId, SYMPTOMS, type Symptom } from '@wizyta/core';
import { type FormEvent, useRef } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useDraft } from '../flow/useDraft';
import { useFocusFirstError } from '../flow/useFocusFirstError';
import { FieldError } from '../form/FieldError';
import { StepActions } from '../form/StepActions';
import { StepHeading } from '../form/StepHeading';
import { useField } from '../form/useField';
import { SymptomFormCheck } from './SymptomFormCheck';

interface SymptomsDraft {
  readonly symptoms: readonly Symptom[];
  readonly additionalSymptoms: string;
}

/**
 * The symptoms step (spec §3, §5): the predefined symptoms as checkboxes in a fieldset, and free
 * text. The machine wants at least one of either; its message is tied to the fieldset and boxes.
 */
export function Symptoms() {
  const { actor, messages } = useBooking();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const list = useField('symptoms');
  const text = useField('additionalSymptoms');
  const [draft, setDraft] = useDraft<SymptomsDraft>('symptoms', () => {
    const { order } = actor.getSnapshot().context;
    return { symptoms: order.symptoms ?? [], additionalSymptoms: order.additionalSymptoms ?? '' };
  });
  const toggle = (symptom: Symptom, on: boolean) =>
    setDraft((d) => ({
      ...d,
      symptoms: on
        ? SYMPTOMS.filter((s) => s === symptom || d.symptoms.includes(s))
        : d.symptoms.filter((s) => s !== symptom),
    }));
  const values = () => ({ symptoms: [...draft.symptoms], additionalSymptoms: draft.additionalSymptoms });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', values: values() });
    focusFirstError();
  };
  const back = () =>
    actor.send({
      type: 'BACK',
      draft: {
        symptoms: [...draft.symptoms],
        ...(draft.additionalSymptoms ? { additionalSymptoms: draft.additionalSymptoms } : {}),
      },
    });
  return (
    <form className="wb-step wb-symptoms" ref={form} onSubmit={submit} noValidate>
      <StepHeading>{messages.t('booking.symptoms.title')}</StepHeading>
      <fieldset className="wb-fieldset" aria-describedby={list.aria['aria-describedby']}>
        <legend className="wb-fieldset__legend">{messages.t('booking.symptoms.list')}</legend>
        <div className="wb-choices">
          {SYMPTOMS.map((symptom) => {
            const id = `${list.id}-${symptom}`;
            return (
              <div className="wb-field wb-field--check" key={symptom}>
                <input
                  id={id}
                  className="wb-check"
                  type="checkbox"
                  name="symptoms"
                  value={symptom}
                  checked={draft.symptoms.includes(symptom)}
                  onChange={(event) => toggle(symptom, event.currentTarget.checked)}
                  {...list.aria}
                />
                <label className="wb-field__label" htmlFor={id}>
                  {messages.t(`symptom.${symptom}` as MessageId)}
                </label>
              </div>
            );
          })}
        </div>
        <FieldError id={list.errorId} error={list.error} />
      </fieldset>
      <SymptomFormCheck symptoms={draft.symptoms} />
      <div className="wb-field">
        <label className="wb-field__label" htmlFor={text.id}>
          {messages.t('booking.symptoms.additional')}
        </label>
        <textarea
          id={text.id}
          className="wb-input wb-textarea"
          name="additionalSymptoms"
          rows={4}
          maxLength={2000}
          value={draft.additionalSymptoms}
          onChange={(event) => {
            const additionalSymptoms = event.currentTarget.value;
            setDraft((d) => ({ ...d, additionalSymptoms }));
          }}
          {...text.aria}
        />
        <FieldError id={text.errorId} error={text.error} />
      </div>
      <StepActions submitLabel={messages.t('booking.next')} onBack={back} />
    </form>
  );
}
