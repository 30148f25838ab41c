import { randomUUID } from 'node:crypto';
import { CompactSign, compactVerify } from 'jose';
import type { SigningKey } from './createSigningKey';

/** Who minted the refresh token inside an envelope. */
export type RefreshSource = 'idp' | 'sms';

/** What an envelope carries besides the signature. */
export interface RefreshEnvelopeContent {
  source: RefreshSource;
  /** The real refresh token: oidc-provider's opaque value or the SMS session's handle. */
  handle: string;
  sub: string;
  sid: string;
  scope: string;
  /** The IdP client the session belongs to (`azp`): refresh and logout keep it. */
  client: string;
  /** Expiry, seconds since the epoch (informational: the handle's store decides). */
  exp: number;
  iat: number;
}

/** Seals refresh tokens into signed JWTs and opens them again. */
export interface RefreshEnvelope {
  seal(content: RefreshEnvelopeContent): Promise<string>;
  /** The content, or undefined when the token is not an envelope signed by this realm. */
  open(token: string): Promise<RefreshEnvelopeContent | undefined>;
}

/**
 * keycloak-js decodes the refresh token as a JWT (it reads `exp` from it), but oidc-provider's
 * refresh tokens are opaque, so each one travels inside a signed JWT shaped like Keycloak's
 * refresh tokens (`typ: Refresh`). The signature lets the server trust `source` and `handle`.
 */
export function createRefreshEnvelope(key: SigningKey, issuer: string): RefreshEnvelope {
  const encoder = new TextEncoder();
  return {
    async seal(content) {
      const payload = {
        iss: issuer,
        aud: issuer,
        sub: content.sub,
        typ: 'Refresh',
        azp: content.client,
        sid: content.sid,
        session_state: content.sid,
        scope: content.scope,
        jti: randomUUID(),
        iat: content.iat,
        exp: content.exp,
        rt: content.handle,
        src: content.source,
      };
      return new CompactSign(encoder.encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
        .sign(key.privateKey);
    },
    async open(token) {
      let payload: Record<string, unknown>;
      try {
        // Signature only: expiry belongs to the wrapped token's own store, not to the envelope.
        const verified = await compactVerify(token, key.publicKey, { algorithms: ['RS256'] });
        payload = JSON.parse(new TextDecoder().decode(verified.payload)) as Record<string, unknown>;
      } catch {
        return undefined;
      }
      const { iss, typ, rt, src, sub, sid, scope, exp, iat, azp } = payload;
      if (iss !== issuer || typ !== 'Refresh' || typeof rt !== 'string') return undefined;
      if (src !== 'idp' && src !== 'sms') return undefined;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof azp !== 'string') return undefined;
      if (typeof exp !== 'number' || typeof iat !== 'number') return undefined;
      return {
        source: src,
        handle: rt,
        sub,
        sid,
        scope: typeof scope === 'string' ? scope : '',
        client: azp,
        exp,
        iat,
      };
    },
  };
}
