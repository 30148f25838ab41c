import * as z from 'zod/mini';

/**
 * The page wrapper of paged lists (visits, documents): the items, the total count, the page size
 * and the zero-based page number under `pageable.pageNumber`, as the provider's (Spring) backend
 * sends it. `number` repeats the page number when present.
 */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.int().check(z.nonnegative()),
    size: z.int().check(z.positive()),
    pageable: z.object({ pageNumber: z.int().check(z.nonnegative()) }),
    number: z.optional(z.int().check(z.nonnegative())),
  });
}

/** A page of `T`, as parsed by `pageSchema`. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  size: number;
  pageable: { pageNumber: number };
  number?: number | undefined;
}
