import { useApp } from '../useApp';

/** Props of {@link DictionaryAlert}. */
export interface DictionaryAlertProps {
  /** The catalogue code of the failed load (4911 languages, 4514 document types…), or null. */
  readonly code: number | null;
  readonly onRetry: () => void;
}

/** A dictionary that failed to load: its code and text, announced, and "Spróbuj ponownie". */
export function DictionaryAlert({ code, onRetry }: DictionaryAlertProps) {
  const { messages } = useApp();
  if (code === null) return null;
  return (
    <div className="form-dictionary-error">
      <p className="form-alert" role="alert">
        {messages.t('portal.toast.errorWithCode', { code, message: messages.formatError(code) })}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {messages.t('common.retry')}
      </button>
    </div>
  );
}
