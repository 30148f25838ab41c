import { PERSONAL_VALUES, searchAndHold, startBackend } from '@wizyta/testkit/order';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import {
  ORDER_DRAFTS_STORAGE_KEY,
  ORDER_OWNER_STORAGE_KEY,
  ORDER_STORAGE_KEY,
} from '../storage/orderStorageKeys';
import type { OrderOwner } from './orderOwner';

/** A session's owner as the actor sees it, changed by the test. */
function ownerOf(
  initial: string | null | undefined,
): OrderOwner & { set(next: string | null | undefined): void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Patient `p-1` held a slot and typed the personal step: the draft is in storage, bound to them. */
async function draftOfPatientOne() {
  const kit = await startBackend();
  const owner = ownerOf('p-1');
  const actor = kit.order({ owner });
  await searchAndHold(actor, kit.backend);
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
  await waitFor(actor, () => (kit.storage.getItem(ORDER_STORAGE_KEY) ?? '').includes(PERSONAL_VALUES.email));
  expect(kit.storage.getItem(ORDER_OWNER_STORAGE_KEY)).toBe('p-1');
  return { ...kit, owner, actor };
}

describe('the stored order draft is bound to its patient', () => {
  it.each([
    ['another patient', 'p-2'],
    ['nobody signed in', null],
  ])('is never restored for %s, and is removed', async (_, other) => {
    const { order, storage, actor } = await draftOfPatientOne();
    actor.stop();
    const next = order({ restore: true, owner: ownerOf(other) });
    expect(next.getSnapshot().context.order.email).toBeUndefined();
    expect(storage.getItem(ORDER_STORAGE_KEY) ?? '').not.toContain(PERSONAL_VALUES.email);
    expect(storage.getItem(ORDER_OWNER_STORAGE_KEY)).not.toBe('p-1');
    next.stop();
  });

  it('is restored for the same patient, also when the session answers only after the restore', async () => {
    const { order, storage, actor } = await draftOfPatientOne();
    actor.stop();
    const owner = ownerOf(undefined);
    const next = order({ restore: true, owner });
    expect(next.getSnapshot().context.order.email).toBe(PERSONAL_VALUES.email);
    owner.set('p-1');
    expect(next.getSnapshot().status).toBe('active');
    expect(storage.getItem(ORDER_STORAGE_KEY)).toContain(PERSONAL_VALUES.email);
    next.stop();
  });

  it('is removed at sign-out and the running actor never writes it back', async () => {
    const { owner, storage, actor } = await draftOfPatientOne();
    owner.set(null);
    expect(storage.getItem(ORDER_STORAGE_KEY)).toBeNull();
    expect(actor.getSnapshot().status).toBe('stopped');
    actor.send({ type: 'SUBMIT', values: { symptoms: ['FEVER'] } });
    expect(storage.getItem(ORDER_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(ORDER_OWNER_STORAGE_KEY)).toBeNull();
  });

  it('a draft begun before sign-in goes to whoever signs in, and is theirs from then on', async () => {
    const kit = await startBackend();
    const owner = ownerOf(null);
    const actor = kit.order({ owner });
    await searchAndHold(actor, kit.backend);
    expect(kit.storage.getItem(ORDER_OWNER_STORAGE_KEY)).toBeNull();
    owner.set('p-7');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', values: PERSONAL_VALUES });
    await waitFor(actor, () => kit.storage.getItem(ORDER_OWNER_STORAGE_KEY) === 'p-7');
    owner.set('p-8');
    expect(kit.storage.getItem(ORDER_STORAGE_KEY)).toBeNull();
    actor.stop();
  });

  it('the step form as typed comes back with the draft for its patient, never for another', async () => {
    const { order, storage, actor } = await draftOfPatientOne();
    actor.send({ type: 'KEEP_DRAFT', form: 'symptoms', values: { other: 'od wczoraj' } });
    await waitFor(actor, () => (storage.getItem(ORDER_DRAFTS_STORAGE_KEY) ?? '').includes('od wczoraj'));
    actor.stop();
    const owner = ownerOf(undefined);
    const again = order({ restore: true, owner });
    expect(again.getSnapshot().context.drafts).toEqual({ symptoms: { other: 'od wczoraj' } });
    owner.set('p-1');
    expect(again.getSnapshot().status).toBe('active');
    again.stop();
    const other = order({ restore: true, owner: ownerOf('p-2') });
    expect(other.getSnapshot().context.drafts).toEqual({});
    expect(storage.getItem(ORDER_DRAFTS_STORAGE_KEY) ?? '').not.toContain('od wczoraj');
    other.stop();
  });

  it('after the session expired (4311) the draft is kept for its patient, shown to nobody meanwhile', async () => {
    const { order, storage, actor } = await draftOfPatientOne();
    actor.stop();
    const waiting = { ...ownerOf(undefined), awaitingSignIn: () => true };
    const meanwhile = order({ restore: true, owner: waiting });
    expect(meanwhile.getSnapshot().context.order.email).toBeUndefined();
    meanwhile.stop();
    expect(storage.getItem(ORDER_STORAGE_KEY)).toContain(PERSONAL_VALUES.email);
    const back = order({ restore: true, owner: ownerOf('p-1') });
    expect(back.getSnapshot().context.order.email).toBe(PERSONAL_VALUES.email);
    back.stop();
  });
});
