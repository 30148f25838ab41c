function base64UrlToBytes(part: string): Uint8Array {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * The claims of a JWT, decoded without verifying the signature: the session only reads roles and
 * expiry of a token it has just received from the API over TLS; the API verifies every token it
 * is sent. Returns `null` for anything that is not a JWT with an object payload.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(new TextDecoder().decode(base64UrlToBytes(payload)));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
