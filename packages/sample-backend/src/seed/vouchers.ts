import { type AppointmentType, SAMPLE_PRICES } from '@wizyta/core';

/** Why a sample discount code is refused: its catalogue code (spec §8). */
export type VoucherRefusal = 2001 | 2002 | 2003 | 2004 | 2005;

/**
 * The sample discount codes (spec §9: TEST gives 20 zł off; decided: a code for each refusal of
 * spec §8, so that every voucher answer has a cause). Case and surrounding spaces do not matter.
 *
 * - `TEST`: valid everywhere, 20 zł off.
 * - `LATO2025`: its validity ended (2001).
 * - `JEDENRAZ`: a one-use code already used — its limit of uses is reached (2002).
 * - `ANULOWANY`: cancelled by its issuer (2003).
 * - `INTER10`: issued by inter for its patients, `DOMOWA20` for house visits only: cancelled for
 *   any other brand or kind of visit (2004).
 * - anything else: not a code at all (2005).
 */
const REFUSED: Readonly<Record<string, VoucherRefusal>> = {
  LATO2025: 2001,
  JEDENRAZ: 2002,
  ANULOWANY: 2003,
};

/** Codes valid only for one brand or one kind of visit. */
const BOUND: Readonly<Record<string, { brand?: string; appointmentType?: AppointmentType }>> = {
  INTER10: { brand: 'inter' },
  DOMOWA20: { appointmentType: 'HOUSE' },
};

/** What the code is worth for this brand's visit of this kind: a discount, or why it is refused. */
export function checkVoucher(
  code: string,
  visit: { readonly brand: string; readonly appointmentType: AppointmentType },
): { readonly discount: number } | { readonly refusal: VoucherRefusal } {
  const key = code.trim().toUpperCase();
  if (key === SAMPLE_PRICES.voucher.code) return { discount: SAMPLE_PRICES.voucher.discount };
  const refusal = REFUSED[key];
  if (refusal) return { refusal };
  const bound = BOUND[key];
  if (!bound) return { refusal: 2005 };
  const fits =
    (bound.brand === undefined || bound.brand === visit.brand) &&
    (bound.appointmentType === undefined || bound.appointmentType === visit.appointmentType);
  return fits ? { discount: SAMPLE_PRICES.voucher.discount } : { refusal: 2004 };
}
