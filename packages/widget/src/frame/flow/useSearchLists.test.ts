import { renderHook, waitFor } from '@testing-library/preact';
import { startInProcessBackend } from '@wizyta/testkit/backend';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toWarsawDay } from '../core';
import type { SearchListCriteria } from './fetchSearchLists';
import { useSearchLists } from './useSearchLists';

const API = 'http://localhost:8080';
// A day the backend still has hours for, whenever the test runs.
const DAY = toWarsawDay(new Date(Date.now() + 2 * 86_400_000));

describe('useSearchLists', () => {
  // While `held` is set, the backend's answers wait for it: the new lists are still on their way.
  let held: Promise<void> | null = null;

  beforeAll(async () => {
    const backend = await startInProcessBackend();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (held) await held;
      return backend.fetch(new Request(input, init));
    });
  });
  afterEach(() => {
    held = null;
  });

  it('offers no house-visit specialization while the call list loads', async () => {
    const house: SearchListCriteria = { appointmentType: 'HOUSE', specializationId: 0, date: DAY };
    const { result, rerender } = renderHook((criteria: SearchListCriteria) => useSearchLists(API, criteria), {
      initialProps: house,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.lists?.specializations.map(({ id }) => id)).toEqual([0]);

    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    rerender({ ...house, appointmentType: 'CALL' });
    // The patient could pick the internist here, and the call list drops it a moment later.
    expect(result.current.loading).toBe(true);
    expect(result.current.lists?.specializations).toEqual([]);
    expect(result.current.lists?.intervals).toEqual({});
    expect(result.current.lists?.towns.length).toBeGreaterThan(0);

    release();
    await waitFor(() => expect(result.current.loading).toBe(false));
    const ids = result.current.lists?.specializations.map(({ id }) => id) ?? [];
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).not.toContain(0);
  });
});
