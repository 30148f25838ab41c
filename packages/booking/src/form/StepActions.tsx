import { useFormContext } from './FormContext';

/** Props of {@link StepActions}. */
export interface StepActionsProps {
  /** The submit button's text. */
  readonly submitLabel: string;
  /** Shown as "Back" when given. */
  readonly onBack?: () => void;
  readonly busy?: boolean;
}

/** The step's buttons: the submit button of its form and, when there is one, "Back". */
export function StepActions({ submitLabel, onBack, busy }: StepActionsProps) {
  const { messages } = useFormContext();
  return (
    <div className="wb-actions">
      {onBack ? (
        <button type="button" className="wb-button wb-button--secondary" onClick={onBack}>
          {messages.t('booking.back')}
        </button>
      ) : null}
      <button
        type="submit"
        className="wb-button wb-button--primary"
        disabled={busy}
        aria-disabled={busy || undefined}
      >
        {submitLabel}
      </button>
    </div>
  );
}
