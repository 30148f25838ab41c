/** How much a bounded list may hold. */
export interface ListBounds {
  readonly maxCount: number;
  /** The entries' JSON, in UTF-8 bytes. */
  readonly maxBytes: number;
}

const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/** Each bounded list's entry sizes, measured once as they come in. */
const measured = new WeakMap<unknown[], number[]>();

function sizesOf(list: unknown[]): number[] {
  const known = measured.get(list);
  // Changed behind our back (a test or a seed filled it): measure again.
  if (known && known.length === list.length) return known;
  const sizes = list.map(sizeOf);
  measured.set(list, sizes);
  return sizes;
}

/**
 * Appends `item`, then drops the oldest entries until the list holds at most `maxCount` entries
 * and `maxBytes` of JSON: a flood of anonymous writes can neither grow the memory without end nor
 * (by count alone) fill it with large entries. Returns how many old entries were dropped.
 */
export function pushBounded<T>(list: T[], item: T, bounds: ListBounds): number {
  const sizes = sizesOf(list);
  list.push(item);
  sizes.push(sizeOf(item));
  let bytes = sizes.reduce((total, size) => total + size, 0);
  let dropped = 0;
  while (list.length > 0 && (list.length > bounds.maxCount || bytes > bounds.maxBytes)) {
    list.shift();
    bytes -= sizes.shift() ?? 0;
    dropped += 1;
  }
  return dropped;
}
