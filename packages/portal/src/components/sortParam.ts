/** A list order: a field and a direction, written `field,ASC|DESC` in URLs and API queries. */
export interface SortOrder<F extends string> {
  readonly field: F;
  readonly direction: 'ASC' | 'DESC';
}

/** Reads `field,DIR`; anything else (a tampered URL) gives `fallback`. */
export function parseSort<F extends string>(
  value: string | null,
  fields: readonly F[],
  fallback: SortOrder<F>,
): SortOrder<F> {
  const [field, direction] = (value ?? '').split(',');
  const known = fields.find((f) => f === field);
  if (!known || (direction !== 'ASC' && direction !== 'DESC')) return fallback;
  return { field: known, direction };
}

/** Writes a sort order as `field,DIR`. */
export function formatSort<F extends string>(sort: SortOrder<F>): `${F},${'ASC' | 'DESC'}` {
  return `${sort.field},${sort.direction}`;
}

/**
 * The order after clicking a column: the same column flips its direction; another column starts
 * with its natural direction (`firstDirection`: newest dates first, names A→Z).
 */
export function nextSort<F extends string>(
  current: SortOrder<F>,
  field: F,
  firstDirection: (field: F) => 'ASC' | 'DESC',
): SortOrder<F> {
  if (current.field === field) return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { field, direction: firstDirection(field) };
}

/** Reads a 1-based page number from a URL; anything else gives 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
