const APP_ORIGIN = 'https://app.invalid';

// Control characters and backslashes are how `/\evil.example` or `/\t/evil` sneak past a
// "starts with a single slash" check: URL parsers drop tabs and treat `\` as `/`.
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}

/**
 * A `redirectedFrom` value turned into a same-app relative path, or `null` when it could leave
 * the app: absolute URLs, protocol-relative `//host`, backslashes, control characters.
 */
export function safeRedirectTarget(value: string | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, APP_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== APP_ORIGIN) return null;
  // Dot segments can collapse `/.//evil.example` into a protocol-relative `//evil.example`.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
