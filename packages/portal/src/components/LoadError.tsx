import './components.css';
import type { AppError } from '@wizyta/core';
import { useApp } from '../shared/useApp';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  readonly error: AppError;
  /** Called by the retry button. */
  readonly onRetry: () => void;
}

/** A failed load: the catalogue text with its code, announced, and a retry button. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { messages } = useApp();
  return (
    <div className="load-error" role="alert">
      <p>
        {messages.t('portal.toast.errorWithCode', {
          code: error.code,
          message: messages.formatError(error.code),
        })}
      </p>
      <button type="button" className="action-button" onClick={onRetry}>
        {messages.t('common.retry')}
      </button>
    </div>
  );
}
