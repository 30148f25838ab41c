import type { Page } from '@wizyta/core';

/** Compares two items by one field; return < 0 when `a` comes first in ascending order. */
export type Comparator<T> = (a: T, b: T) => number;

/** Parsed `sort=field,ASC|DESC`. */
export function parseSort<F extends string>(sort: string | undefined, fallback: `${F},${'ASC' | 'DESC'}`) {
  const [field, direction] = (sort ?? fallback).split(',') as [F, 'ASC' | 'DESC'];
  return { field, descending: direction === 'DESC' };
}

/**
 * Sorts and cuts one page out of `items`, shaped like the provider's Spring page (spec §3:
 * content, totalElements, size, pageable.pageNumber). Ties keep the input order.
 */
export function sortAndPage<T>(
  items: readonly T[],
  compare: Comparator<T>,
  descending: boolean,
  page: number,
  size: number,
): Page<T> {
  const sorted = [...items].sort((a, b) => (descending ? -compare(a, b) : compare(a, b)));
  return {
    content: sorted.slice(page * size, page * size + size),
    totalElements: items.length,
    size,
    pageable: { pageNumber: page },
    number: page,
  };
}

/** Polish collation, so that "Łukasz" sorts after "Lucyna" and not after "Zenon". */
export const byPolishText = (a: string, b: string) => a.localeCompare(b, 'pl');
