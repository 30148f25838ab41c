// Apart from orderStorage.ts (and its OrderSchema) so that code which only names or clears the
// stored order — the session's logout, the portal's navigation guard — does not bring the order
// schema, and most of zod with it, into the portal's first route.

/** sessionStorage key of the order being booked (DESIGN.md: storage keys `wizyta.*`). */
export const ORDER_STORAGE_KEY = 'wizyta.order';

/** sessionStorage key of the step the order reached; kept apart so OrderSchema stays spec §3. */
export const ORDER_STEP_STORAGE_KEY = 'wizyta.orderStep';

/**
 * sessionStorage key of the step forms as the patient typed them (not yet submitted), so a reload
 * shows them again; bound to the order's patient and cleared with the order.
 */
export const ORDER_DRAFTS_STORAGE_KEY = 'wizyta.orderDrafts';

/** sessionStorage key of the patient a stored order belongs to: another patient signing in on this device never resumes it. */
export const ORDER_OWNER_STORAGE_KEY = 'wizyta.orderOwner';
