import type { Prefill } from '@wizyta/core';
import type { SearchDefaults } from './FlowRootProps';

/**
 * The booking flow's prefill from the element: the search defaults (attributes `city`,
 * `specialization`, `appointment-type`, `nfz`, already overridden by the prefill data) and the
 * prefill's patient data. Both shapes were validated by the widget; `null` when there is nothing.
 */
export function toBookingPrefill(search: SearchDefaults, prefill: Prefill | null): Prefill | null {
  const result: Prefill = {
    ...(search.city !== null ? { city: search.city } : {}),
    ...(search.specializationId !== null ? { specializationId: search.specializationId } : {}),
    ...(search.appointmentType !== null ? { appointmentType: search.appointmentType } : {}),
    ...(search.nfz ? { nfz: true } : {}),
    ...(prefill?.patient ? { patient: prefill.patient } : {}),
  };
  return Object.keys(result).length > 0 ? result : null;
}
