/** The only specialization offered for house visits: the general internist (spec §3). */
export const HOUSE_SPECIALIZATION_ID = 0;

/** Specializations whose slots last 60 minutes instead of 30 (spec §9). */
export const LONG_SLOT_SPECIALIZATION_IDS: readonly number[] = [29, 5];

/** INTER's special pair of ids (spec §1; their purpose is not shown). */
export const INTER_SPECIAL_IDS: readonly number[] = [45, 44];
