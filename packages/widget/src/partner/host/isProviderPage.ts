/**
 * Whether the page runs on the provider's own origin (the widget script's): there the flow may
 * render inline, in the page itself. Every other origin gets the flow frame, whatever its
 * attributes say (DESIGN.md "Where patient data may live").
 */
export function isProviderPage(pageOrigin: string, scriptUrl: string): boolean {
  try {
    return new URL(scriptUrl).origin === pageOrigin;
  } catch {
    return false;
  }
}
