import { useContext, useSyncExternalStore } from 'react';
import { ToastContext } from '../../shared/toast/ToastContext';
import { useApp } from '../../shared/useApp';

const NONE: readonly never[] = [];

/**
 * The toast region: a polite live region that is always in the page (so screen readers watch it
 * from the start); each error is also `role="alert"`. Every toast has a dismiss button, reached by
 * Tab like any other control; nothing disappears on a timer (WCAG 2.2.1).
 */
export function Toasts() {
  const store = useContext(ToastContext);
  const { messages } = useApp();
  const toasts = useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => undefined),
    () => store?.list() ?? NONE,
  );
  return (
    <section className="toasts" aria-label={messages.t('portal.toast.region')}>
      <div aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
          >
            <p className="toast__text">{toast.text}</p>
            <button
              type="button"
              className="toast__dismiss"
              aria-label={messages.t('portal.toast.dismiss')}
              onClick={() => store?.dismiss(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
