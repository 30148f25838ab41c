import { lazy, Suspense, useState } from 'react';
import type { SymptomCheckerProps } from './SymptomQuestions';

// The questions load when the patient opens the checker (with the flow's rarely shown screens).
const SymptomQuestions = lazy(() => import('../rareScreens').then((m) => ({ default: m.SymptomQuestions })));

/**
 * The symptom checker (spec §6 SHOW_SYMPTOM_CHECKER): a button under the specialization list that
 * opens {@link SymptomQuestions}, a short guided set of yes/no questions that suggests one.
 */
export function SymptomChecker(props: SymptomCheckerProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <p>
        <button type="button" className="wb-button wb-button--link" onClick={() => setOpen(true)}>
          {props.messages.t('journey.checker.open')}
        </button>
      </p>
    );
  }
  return (
    <Suspense
      fallback={
        <p className="wb-status" role="status">
          {props.messages.t('common.loading')}
        </p>
      }
    >
      <SymptomQuestions {...props} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
