/** Page size of the visits and documents lists (spec §9). */
export const DEFAULT_PAGE_SIZE = 10;

/** Page size of the other slots offered next to a reservation. */
export const ADDITIONAL_SLOTS_PAGE_SIZE = 5;
