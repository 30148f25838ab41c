import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { AppContextValue } from '../shared/AppContext';
import { AppContext } from '../shared/AppContext';
import { ToastContext } from '../shared/toast/ToastContext';
import type { ToastStore } from '../shared/toast/ToastStore';
import type { createPortalRouter } from './createPortalRouter';

/** What {@link PortalRoot} renders. */
export interface PortalRootProps {
  readonly app: AppContextValue;
  readonly toasts: ToastStore;
  readonly router: ReturnType<typeof createPortalRouter>;
}

/** The providers features rely on (`useApp`, `useToast`) around the router. */
export function PortalRoot({ app, toasts, router }: PortalRootProps) {
  return (
    <StrictMode>
      <AppContext.Provider value={app}>
        <ToastContext.Provider value={toasts}>
          <RouterProvider router={router} />
        </ToastContext.Provider>
      </AppContext.Provider>
    </StrictMode>
  );
}
