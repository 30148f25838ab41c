/**
 * Called when `wizyta-widget.js` failed to load as a module (fetched in CORS mode). If the same
 * file still answers a `no-cors` request, the server is up and it is this page's origin it
 * refused: the widget host answers only origins the provider registered (issue 16). Says so once,
 * on the console, with the exact origin to register and where the partner kit explains it.
 */
export function reportUnregisteredOrigin(win: Window & typeof globalThis, widgetUrl: string): void {
  const origin = win.location.origin;
  win.fetch(widgetUrl, { mode: 'no-cors', credentials: 'omit' }).then(
    () =>
      win.console.error(
        `[wizyta] ${origin} is not registered with the provider, so the widget cannot load here. Ask to register exactly ${origin} (sample backend: TRUSTED_ORIGINS=${origin}). ${new URL('/partner-kit/#origin', widgetUrl)}`,
      ),
    () => undefined,
  );
}
