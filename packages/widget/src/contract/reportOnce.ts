const reported = new Set<string>();

/**
 * Writes `message` to the console once per page: ignored attributes, untrusted messages and
 * unknown API calls are reported without flooding the partner's console.
 * `error` for what stops the widget (a developer's mistake to fix, shown by dev overlays).
 * Returns whether this call reported it.
 */
export function reportOnce(message: string, level: 'warn' | 'error' = 'warn'): boolean {
  if (reported.has(message)) return false;
  reported.add(message);
  console[level](`[wizyta] ${message}`);
  return true;
}
