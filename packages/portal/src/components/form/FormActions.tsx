import { useApp } from '../../shared/useApp';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** The submit button's text. */
  readonly label: string;
  /** What the button says while the form is being sent ('Zapisywanie…'); it is disabled then. */
  readonly busyLabel: string;
  readonly busy: boolean;
  /** While true, an alert above the button says the form has errors (pass `fields.invalid`). */
  readonly invalid?: boolean;
}

/** The end of a form: the alert that it has errors, when it has, and its submit button. */
export function FormActions({ label, busyLabel, busy, invalid }: FormActionsProps) {
  const { messages } = useApp();
  return (
    <>
      {invalid && (
        <p className="form-alert" role="alert">
          {messages.t('portal.form.invalid')}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : label}
        </button>
      </div>
    </>
  );
}
