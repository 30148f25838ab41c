import { createSigningKey, type SigningKey } from '../../auth/createSigningKey';
import type { Backend } from '../../createBackend';
import { createBackend } from '../../createBackend';
import { createClock } from '../../createClock';
import { signInBySms } from './signInBySms';

/** A fresh backend with signed-in tokens for the patient, the doctor and the NFZ patient. */
export interface ApiTestEnv {
  backend: Backend;
  pacjent: string;
  lekarz: string;
  nfz: string;
  /** Lines the backend logged (SMS codes, bookings). */
  log: string[];
}

// One realm key for the file's backends: generating an RSA key pair is most of a backend's start.
let sharedKey: Promise<SigningKey> | undefined;
function sharedSigningKey(): Promise<SigningKey> {
  sharedKey ??= createSigningKey();
  return sharedKey;
}

/**
 * Creates a backend (no delay, quiet, hour-long tokens so tests may move the clock) and signs the
 * seeded users in through SMS login. `now` freezes the clock first, so the seed data and the
 * tokens are dated from it.
 */
export async function createApiTestEnv(options: { quirks?: boolean; now?: Date } = {}): Promise<ApiTestEnv> {
  const log: string[] = [];
  const clock = createClock();
  if (options.now) clock.set(options.now);
  const backend = await createBackend({
    delayMs: 0,
    quirks: options.quirks ?? false,
    tokenLifetimeS: 3600,
    clock,
    log: (line) => log.push(line),
    devShortcuts: true,
    signingKey: await sharedSigningKey(),
  });
  const [pacjent, lekarz, nfz] = await Promise.all(
    ['pacjent', 'lekarz', 'nfz'].map(async (username) => (await signInBySms(backend, username)).access_token),
  );
  return { backend, pacjent: pacjent ?? '', lekarz: lekarz ?? '', nfz: nfz ?? '', log };
}
