/** The default for a loader that failed: one console error for the page's developer. */
export function reportLoadError(error: Error): void {
  console.error(error);
}
