import { useFormContext } from './FormContext';

/** Props of {@link DictionaryError}. */
export interface DictionaryErrorProps {
  /** The catalogue code of the failed load, or null when nothing failed. */
  readonly code: number | null;
  readonly onRetry: () => void;
}

/**
 * A dictionary that failed to load: "Błąd 4393: Nie udało się wczytać listy krajów." announced
 * as an alert, and "Spróbuj ponownie". Nothing when there is no error.
 */
export function DictionaryError({ code, onRetry }: DictionaryErrorProps) {
  const { messages } = useFormContext();
  if (code === null) return null;
  return (
    <div className="wb-dictionary-error">
      <p className="wb-alert" role="alert">
        {messages.t('booking.errorWithCode', { code, message: messages.formatError(code) })}
      </p>
      <button type="button" className="wb-button wb-button--secondary" onClick={onRetry}>
        {messages.t('common.retry')}
      </button>
    </div>
  );
}
