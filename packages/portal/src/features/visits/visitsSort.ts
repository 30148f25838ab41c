import type { APPOINTMENT_SORT_FIELDS } from '@wizyta/core';
import type { SortOrder } from '../../components/sortParam';

/** A field the visits list sorts by: processStatus, appointmentAt or doctor. */
export type VisitSortField = (typeof APPOINTMENT_SORT_FIELDS)[number];

/** The list's default order: the newest appointment first (`sort=appointmentAt,DESC`). */
export const DEFAULT_VISITS_SORT: SortOrder<VisitSortField> = { field: 'appointmentAt', direction: 'DESC' };

/** A newly chosen column: dates newest first, statuses and names A→Z. */
export function firstVisitsDirection(field: VisitSortField): 'ASC' | 'DESC' {
  return field === 'appointmentAt' ? 'DESC' : 'ASC';
}
