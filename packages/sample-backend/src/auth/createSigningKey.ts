import { randomUUID } from 'node:crypto';
import type { JWK } from 'jose';
import { exportJWK, generateKeyPair } from 'jose';

/** The realm's RS256 key: signs every token of the dev IdP and of SMS login. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The private JWK (with `kid`, `alg`, `use`) as oidc-provider's keystore wants it. */
  privateJwk: JWK;
  /** The public JWK, as published at `/protocol/openid-connect/certs`. */
  publicJwk: JWK;
}

/**
 * Generates a fresh key at start-up: nothing signed by a previous run stays valid, which is what
 * a development server should do (a restart logs everybody out, like a new Keycloak container).
 */
export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const meta = { kid, alg: 'RS256', use: 'sig' };
  return {
    kid,
    privateKey,
    publicKey,
    privateJwk: { ...(await exportJWK(privateKey)), ...meta },
    publicJwk: { ...(await exportJWK(publicKey)), ...meta },
  };
}
