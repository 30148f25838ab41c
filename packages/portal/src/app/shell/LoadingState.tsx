import { useApp } from '../../shared/useApp';

/**
 * Shown while the guard decides or a page's code loads: a `status` region announcing the
 * loading text, with a spinner that stops moving under `prefers-reduced-motion`.
 */
export function LoadingState() {
  const { messages } = useApp();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{messages.t('portal.loading.page')}</span>
    </div>
  );
}
