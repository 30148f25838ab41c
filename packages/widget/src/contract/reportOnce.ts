const reported = new Set<string>();

/**
 * Writes `message` to the console once per page: ignored attributes, untrusted messages and
 * unknown API calls are reported without flooding the partner's console.
 * Returns whether this call reported it.
 */
export function reportOnce(message: string): boolean {
  if (reported.has(message)) return false;
  reported.add(message);
  console.warn(`[wizyta] ${message}`);
  return true;
}
