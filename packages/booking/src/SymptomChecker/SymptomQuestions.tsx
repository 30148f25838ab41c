import {
  type MessageId,
  type Messages,
  SYMPTOM_QUESTIONS,
  type Symptom,
  suggestSpecialization,
} from '@wizyta/core';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * Props of SymptomChecker, which hands them on to the questions. Written here, in the rare
 * screens' chunk, and only read as a type by SymptomChecker: the other way round, the two files and
 * rareScreens would import each other.
 */
export interface SymptomCheckerProps {
  readonly messages: Messages;
  /** The whole dictionary for the visit kind: the suggestion picks the adult or paediatric variant. */
  readonly specializations: readonly { readonly id: number; readonly name: string }[];
  /** The patient takes the suggestion: the form sets the specialization and the age range. */
  readonly onChoose: (choice: { readonly specializationId: number; readonly child: boolean }) => void;
}

type Answers = Readonly<Record<string, boolean>>;

/**
 * The symptom checker's questions: yes/no over the predefined symptoms (core's SYMPTOM_QUESTIONS),
 * then a suggested specialization with the symptoms it was based on and a reminder that it is a
 * hint, not a diagnosis. Buttons only, so it works by keyboard and screen reader; focus moves to
 * each new question and to the suggestion.
 */
export function SymptomQuestions({
  messages,
  specializations,
  onChoose,
  onClose,
}: SymptomCheckerProps & { readonly onClose: () => void }) {
  const [answers, setAnswers] = useState<Answers>({});
  const focusTarget = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const step = SYMPTOM_QUESTIONS.findIndex((q) => answers[q.id] === undefined);
  const question = step === -1 ? null : SYMPTOM_QUESTIONS[step];

  // Each new question, and the suggestion, takes focus: the patient answers without tabbing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ref's element changes with the step
  useEffect(() => {
    focusTarget.current?.focus();
  }, [step]);

  const close = onClose;
  const answer = (value: boolean) => question && setAnswers((a) => ({ ...a, [question.id]: value }));
  const child = answers.child === true;
  const symptoms: Symptom[] = SYMPTOM_QUESTIONS.filter((q) => answers[q.id]).flatMap((q) => q.symptoms);
  const suggestion = question ? null : suggestSpecialization(specializations, symptoms, child);

  return (
    <section className="wb-checker" aria-labelledby={titleId}>
      <h3 className="wb-checker__title" id={titleId}>
        {messages.t('journey.checker.title')}
      </h3>
      {question ? (
        <div className="wb-checker__question">
          <p className="wb-checker__progress">
            {messages.t('journey.checker.progress', { current: step + 1, total: SYMPTOM_QUESTIONS.length })}
          </p>
          <p className="wb-text" tabIndex={-1} ref={focusTarget}>
            {messages.t(`journey.checker.q.${question.id}` as MessageId)}
          </p>
          <div className="wb-actions">
            <button type="button" className="wb-button wb-button--secondary" onClick={() => answer(true)}>
              {messages.t('journey.checker.yes')}
            </button>
            <button type="button" className="wb-button wb-button--secondary" onClick={() => answer(false)}>
              {messages.t('journey.checker.no')}
            </button>
          </div>
        </div>
      ) : (
        <div className="wb-checker__result" role="status">
          <p className="wb-text" tabIndex={-1} ref={focusTarget}>
            {suggestion ? messages.t('journey.checker.suggestion', { name: suggestion.name }) : null}
          </p>
          <p className="wb-text">
            {messages.t('journey.checker.why', {
              symptoms:
                symptoms.length > 0
                  ? symptoms.map((s) => messages.t(`symptom.${s}` as MessageId)).join(', ')
                  : messages.t('journey.checker.none'),
            })}
          </p>
          <p className="wb-note">{messages.t('journey.checker.disclaimer')}</p>
          <div className="wb-actions">
            {suggestion ? (
              <button
                type="button"
                className="wb-button wb-button--primary"
                onClick={() => {
                  onChoose({ specializationId: suggestion.id, child });
                  close();
                }}
              >
                {messages.t('journey.checker.use')}
              </button>
            ) : null}
            <button type="button" className="wb-button wb-button--secondary" onClick={() => setAnswers({})}>
              {messages.t('journey.checker.restart')}
            </button>
          </div>
        </div>
      )}
      <p>
        <button type="button" className="wb-button wb-button--link" onClick={close}>
          {messages.t('journey.checker.close')}
        </button>
      </p>
    </section>
  );
}
