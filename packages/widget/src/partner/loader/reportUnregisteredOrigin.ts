/**
 * Called when `wizyta-widget.js` failed to load as a module (fetched in CORS mode). If the same
 * file still answers a `no-cors` request, the server is up and it is this page's origin it
 * refused: the widget host answers only origins the provider registered. Says so on the
 * console with the exact origin to register and the partner kit's page, which explains it (and
 * the sample backend's `TRUSTED_ORIGINS`). Kept terse: every byte here is in the loader's budget.
 */
export function reportUnregisteredOrigin(win: Window & typeof globalThis, widgetUrl: string): void {
  win.fetch(widgetUrl, { mode: 'no-cors' }).then(
    () =>
      win.console.error(
        `[wizyta] register ${win.location.origin} with the provider: ${new URL('/partner-kit/', widgetUrl)}`,
      ),
    () => undefined,
  );
}
