import type { ApiClient, Visit } from '@wizyta/core';
import { useEffect, useState } from 'react';

/**
 * For the doctor's list: each visit's patients' names (`appointments/{id}/patients`), loaded
 * side by side for the visits on screen. The list does not wait for them; a failed lookup leaves
 * that cell empty rather than failing the whole list.
 */
export function useVisitPatients(
  api: ApiClient,
  visits: readonly Visit[] | undefined,
  enabled: boolean,
): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const key = visits?.map((visit) => visit.id).join('|') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the visits on screen.
  useEffect(() => {
    if (!enabled || !visits) return;
    const controller = new AbortController();
    Promise.all(
      visits.map(async (visit) => {
        try {
          const patients = await api.getAppointmentPatients(
            { params: { id: visit.id } },
            { signal: controller.signal },
          );
          return [visit.id, Object.values(patients).join(', ')] as const;
        } catch {
          return [visit.id, ''] as const;
        }
      }),
    ).then((entries) => {
      if (!controller.signal.aborted) setNames(new Map(entries));
    });
    return () => controller.abort();
  }, [api, key, enabled]);
  return names;
}
