// Kept apart from createWidgetSession (which builds the API client): the first chunk asks it.

/** The tab's sessionStorage, or null where storage is blocked. */
export function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
