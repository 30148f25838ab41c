/** Extra charge in PLN for paying in cash (spec §9). */
export const CASH_SURCHARGE = 20;

/** The "from" price in PLN of a basic (paid) visit on the NFZ choice page. */
export const BASIC_VISIT_FROM_PRICE = 79;

/** Price in PLN of an NFZ visit: free. */
export const NFZ_VISIT_PRICE = 0;

/**
 * Sample-backend prices in PLN (spec §9): base prices per visit kind, the cash surcharge, and the
 * one valid voucher. Live price rules are not shown, so only the sample backend uses these.
 */
export const SAMPLE_PRICES = {
  call: 150,
  house: 249,
  cashSurcharge: CASH_SURCHARGE,
  voucher: { code: 'TEST', discount: 20 },
} as const;
