import { createApiClient } from '@wizyta/core/client';
import { toWarsawDay } from '@wizyta/core/format';
import { type CreateOrderActorOptions, createOrderActor, type OrderActor } from '@wizyta/core/order';
import type { Backend } from '@wizyta/sample-backend';
import { waitFor } from 'xstate';
import { PHONES, SMS_CODE } from '../backend/seededPhones';
import { startInProcessBackend } from '../backend/startInProcessBackend';
import { memoryStorage, PERSONAL_VALUES } from './orderTestKit';

// The order actor over the real API client and an in-process sample backend.

/**
 * A fresh backend, a client signed in by SMS as `who`, and a memory sessionStorage. `brand`: the
 * client talks to that brand's API base (`/gw/<brand>`) and signs in as its patient; the actors
 * are that brand's too.
 */
export async function startBackend(who: 'pacjent' | 'nfz' = 'pacjent', brand = 'general') {
  const backend = await startInProcessBackend();
  let token: string | undefined;
  const api = createApiClient({
    config: { apiUrl: brand === 'general' ? 'http://localhost:8080' : `http://localhost:8080/gw/${brand}` },
    getToken: () => token,
    onUnauthorized: () => {},
    fetch: (request) => backend.fetch(request),
    retryDelaysMs: [1, 1],
  });
  /** Signs in by SMS (again: a test that moves the backend clock outlives the 5-minute token). */
  const signIn = async () => {
    await api.startSmsLogin({ body: { phoneNumber: PHONES[who] } });
    const tokens = await api.verifySmsLogin({ body: { phoneNumber: PHONES[who], code: SMS_CODE } });
    token = tokens.access_token;
  };
  await signIn();
  const storage = memoryStorage();
  const left: Array<{ url: string; params: Readonly<Record<string, string>> }> = [];
  const base = {
    api,
    storage,
    roles: ['PATIENT'],
    nfzActive: who === 'nfz',
    leavePage: (url: string, params: Readonly<Record<string, string>>) => void left.push({ url, params }),
  };
  /** A started order actor; options override the defaults (GENERAL, signed-in PATIENT). */
  const order = (options: Partial<CreateOrderActorOptions> = {}): OrderActor =>
    createOrderActor({ type: brand, ...base, ...options }).start();
  /** Presses a button of the payment simulator for the last redirect, as the patient would. */
  const decidePayment = async (decision: 'pay' | 'reject') => {
    const redirect = left.at(-1);
    if (!redirect) throw new Error('no payment redirect');
    // The hand-off names no visit (only the gateway's secret): the server's record does. Read it
    // before the post: a secret works once, and the gateway replaces it on use.
    const payment = [...backend.store.payments.values()].find(
      (p) => p.gatewaySecret === redirect.params.payment,
    );
    if (!payment) throw new Error('no payment for the hand-off secret');
    const form = new URLSearchParams({ ...redirect.params, decision });
    const answer = await backend.fetch(new Request(redirect.url, { method: 'POST', body: form }));
    if (answer.status !== 303) throw new Error(`gateway answered ${answer.status}`);
    return payment.appointmentId;
  };
  return { backend, api, storage, left, order, decidePayment, signIn };
}

/** Tomorrow in Warsaw, by the backend's clock. */
export function tomorrow(backend: Backend): string {
  return toWarsawDay(new Date(backend.clock.now().getTime() + 24 * 3600_000));
}

/** Searches tomorrow's first free slot of the first listed specialization and waits for the order step. */
export async function searchAndHold(
  actor: OrderActor,
  backend: Backend,
  extra: Record<string, unknown> = {},
) {
  const ready = await waitFor(actor, (s) => s.matches({ search: 'idle' }));
  const specializationId = ready.context.specializations[0]?.id ?? 0;
  const values = {
    cityId: 7,
    specializationId,
    communicationTypes: ['CALL'],
    date: tomorrow(backend),
    slot: '21:30',
    regulationAgreement: true,
    ageRange: 'ADULT',
  };
  actor.send({ type: 'SEARCH', values, firstAvailable: true, ...extra });
  return waitFor(
    actor,
    (s) => s.matches({ flow: { steps: 'order', pricing: 'done' } }) || s.matches('noDoctors'),
  );
}

/** Fills the personal and symptoms steps. */
export function fillSteps(actor: OrderActor) {
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
  actor.send({ type: 'SUBMIT', values: { symptoms: ['FEVER'], additionalSymptoms: 'od wczoraj' } });
  return actor.getSnapshot();
}

/** The sample backend's hold length (its `HOLD_MINUTES`), which the hold tests step over. */
export const HOLD_MINUTES_FOR_TESTS = 10;
