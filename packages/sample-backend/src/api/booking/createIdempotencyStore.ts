import { createHash } from 'node:crypto';
import type { CreateAppointmentResponse } from '@wizyta/core';
import type { Clock } from '../../createClock';
import { ApiError } from '../../http/ApiError';

/** A key is kept one day (Stripe's choice too): longer than any retry, short enough to stay small. */
const KEY_TTL_MS = 24 * 60 * 60_000;
/** Keys kept at most; the oldest go first (bounded store). */
const MAX_KEYS = 20_000;
/** What an `Idempotency-Key` may look like: a UUID, a hold id with a suffix, any opaque token. */
const KEY_SHAPE = /^[A-Za-z0-9._:-]{8,128}$/;

interface Entry {
  fingerprint: string;
  answer: CreateAppointmentResponse;
  storedAt: number;
}

/** Remembers each booking by (patient, `Idempotency-Key`). */
export interface IdempotencyStore {
  /**
   * The earlier answer for this caller's key and body, or undefined for a new key. A known key with
   * a different body is refused: 422/4811 (the booking's catalogue code).
   */
  replay(sub: string, key: string, body: unknown): CreateAppointmentResponse | undefined;
  /** Records a successful booking under the key. */
  remember(sub: string, key: string, body: unknown, answer: CreateAppointmentResponse): void;
  size(): number;
}

/** Checks the header's shape: 400/4811 for a malformed key. */
export function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY_SHAPE.test(header)) throw new ApiError(400, 4811, 'Nieprawidłowy nagłówek Idempotency-Key.');
  return header;
}

const fingerprintOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** A fresh store timed by `clock`. */
export function createIdempotencyStore(clock: Clock): IdempotencyStore {
  const entries = new Map<string, Entry>();
  const purge = (now: number) => {
    for (const [id, entry] of entries) {
      if (now - entry.storedAt < KEY_TTL_MS && entries.size < MAX_KEYS) break;
      entries.delete(id);
    }
  };
  return {
    replay(sub, key, body) {
      const now = clock.now().getTime();
      purge(now);
      const entry = entries.get(`${sub} ${key}`);
      if (!entry) return undefined;
      if (entry.fingerprint !== fingerprintOf(body)) {
        throw new ApiError(422, 4811, 'Ten klucz Idempotency-Key został już użyty dla innej rezerwacji.');
      }
      return entry.answer;
    },
    remember(sub, key, body, answer) {
      entries.set(`${sub} ${key}`, {
        fingerprint: fingerprintOf(body),
        answer,
        storedAt: clock.now().getTime(),
      });
    },
    size: () => entries.size,
  };
}
