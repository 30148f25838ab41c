import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppContext, type AppContextValue } from '../shared/AppContext';
import { ToastContext } from '../shared/toast/ToastContext';
import { createToastStore, type ToastStore } from '../shared/toast/ToastStore';

/** A render inside the shell's providers, with the memory router it navigates. */
export interface ShellRender {
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly toasts: ToastStore;
  /** The router's current `pathname + search`. */
  location(): string;
}

/**
 * Renders `element` at `url` (matching any path) inside the app and toast providers and a
 * memory router: the shell's pieces see exactly what they see in the portal.
 */
export function renderWithShell(app: AppContextValue, element: ReactElement, url = '/'): ShellRender {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const toasts = createToastStore();
  render(
    <AppContext.Provider value={app}>
      <ToastContext.Provider value={toasts}>
        <RouterProvider router={router} />
      </ToastContext.Provider>
    </AppContext.Provider>,
  );
  return {
    router,
    toasts,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
