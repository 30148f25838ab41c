import { TextField } from '@wizyta/booking/form';
import {
  type AppointmentPatients,
  type MessageId,
  type SurveyAnswer,
  TEXT_LIMITS,
  type Visit,
  type VisitSurvey,
  type VisitViewer,
} from '@wizyta/core';
import { type FormEvent, useRef, useState } from 'react';
import { FormActions } from '../../components/form/FormActions';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';

/** Props of {@link SurveySection}. */
export interface SurveySectionProps {
  readonly visit: Visit;
  readonly patients: AppointmentPatients;
  readonly viewer: VisitViewer;
  /** The visit as the survey call answered it. */
  readonly onSaved: (visit: Visit) => void;
}

/**
 * The pre-visit survey: for a visit in NEW, the patient's form (current symptoms, medicines and
 * allergies for each patient of the visit); once given, the answers (the patient's and the
 * doctor's view); for SURVEY_REJECTED and SURVEY_EXPIRED, what happened and what to do.
 */
export function SurveySection({ visit, patients, viewer, onSaved }: SurveySectionProps) {
  const { t } = useApp().messages;
  const status = visit.processStatus;
  const note =
    status === 'SURVEY_REJECTED' || status === 'SURVEY_EXPIRED' ? t(`visits.survey.${status}`) : null;
  const form = viewer === 'PATIENT' && status === 'NEW' && !visit.survey;
  if (!note && !form && !visit.survey) return null;
  return (
    <section className="visit-booked" aria-labelledby="visit-survey-title">
      <h2 id="visit-survey-title">{t('visits.survey.title')}</h2>
      {note && <p className="visit-change-note">{note}</p>}
      {form && <SurveyForm visit={visit} patients={patients} onSaved={onSaved} />}
      {visit.survey && <SurveyAnswers survey={visit.survey} patients={patients} />}
    </section>
  );
}

function SurveyAnswers({
  survey,
  patients,
}: {
  readonly survey: VisitSurvey;
  readonly patients: AppointmentPatients;
}) {
  const { t } = useApp().messages;
  const none = t('visits.survey.none');
  return (
    <>
      {survey.answers.map((answer) => (
        <dl key={answer.patientId} className="visit-summary">
          <div className="visit-summary-row">
            <dt>{t('visits.survey.patientTerm')}</dt>
            <dd>{patients[answer.patientId] ?? answer.patientId}</dd>
          </div>
          <div className="visit-summary-row">
            <dt>{t('visits.survey.symptoms')}</dt>
            <dd>{answer.symptoms || none}</dd>
          </div>
          <div className="visit-summary-row">
            <dt>{t('visits.survey.medicines')}</dt>
            <dd>{answer.medicines || none}</dd>
          </div>
          <div className="visit-summary-row">
            <dt>{t('visits.survey.allergies')}</dt>
            <dd>{answer.allergies || none}</dd>
          </div>
        </dl>
      ))}
    </>
  );
}

const FIELDS = ['symptoms', 'medicines', 'allergies'] as const;

function SurveyForm({
  visit,
  patients,
  onSaved,
}: Pick<SurveySectionProps, 'visit' | 'patients' | 'onSaved'>) {
  const { api, messages } = useApp();
  const toast = useToast();
  const t = messages.t;
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFieldErrors('survey', formRef);
  const [busy, setBusy] = useState(false);
  const [answers, setAnswers] = useState<SurveyAnswer[]>(() =>
    Object.keys(patients).map((patientId) => ({ patientId, symptoms: '', medicines: '', allergies: '' })),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    // What the doctor needs first: each patient's current symptoms.
    const missing: Record<string, MessageId> = {};
    answers.forEach((answer, index) => {
      if (answer.symptoms.trim() === '') missing[`answers.${index}.symptoms`] = 'validation.required';
    });
    if (Object.keys(missing).length > 0) {
      fields.show(missing);
      return;
    }
    fields.clear();
    setBusy(true);
    try {
      const body = { answers: answers.map((a) => ({ ...a, symptoms: a.symptoms.trim() })) };
      onSaved(await api.submitVisitSurvey({ params: { id: visit.id }, body }));
      toast.info(t('visits.survey.saved'));
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-labelledby="visit-survey-title">
      <p>{t('visits.survey.intro')}</p>
      {answers.map((answer, index) => (
        <fieldset key={answer.patientId}>
          <legend>{t('visits.survey.patient', { name: patients[answer.patientId] ?? '' })}</legend>
          {FIELDS.map((name) => (
            <TextField
              key={name}
              fields={fields}
              path={`answers.${index}.${name}`}
              label={t(`visits.survey.${name}`)}
              value={answer[name]}
              required={name === 'symptoms'}
              maxLength={name === 'symptoms' ? TEXT_LIMITS.symptoms : TEXT_LIMITS.additionalInfo}
              multiline
              onChange={(value) =>
                setAnswers(answers.map((a, i) => (i === index ? { ...a, [name]: value } : a)))
              }
            />
          ))}
        </fieldset>
      ))}
      <FormActions
        busy={busy}
        invalid={fields.invalid}
        label={t('visits.survey.submit')}
        busyLabel={t('visits.survey.sending')}
      />
    </form>
  );
}
