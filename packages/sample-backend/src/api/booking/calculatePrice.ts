import {
  type AppointmentType,
  NFZ_VISIT_PRICE,
  type PaymentType,
  type PriceCalculation,
  SAMPLE_PRICES,
} from '@wizyta/core';
import { checkVoucher } from '../../seed/vouchers';

/** What a price depends on. */
export interface PriceInput {
  basePrice: number;
  voucher?: string | undefined;
  paymentType: PaymentType | undefined;
  forNfz?: boolean | undefined;
  /** The brand and kind of the visit, for a code that is valid only for some (GENERAL, CALL if unknown). */
  brand?: string;
  appointmentType?: AppointmentType;
}

/**
 * The sample price rules of spec §9: the base price of the slot, minus 20 for a valid voucher
 * (`TEST`; the sample codes and their refusals are in `seed/vouchers.ts`: an INVALID answer says
 * why in `voucherError`, a catalogue code 2001–2005), plus 20 for cash; an NFZ visit costs 0.
 */
export function calculatePrice(input: PriceInput): PriceCalculation {
  const code = input.voucher?.trim() ?? '';
  const checked =
    code === ''
      ? null
      : checkVoucher(code, {
          brand: input.brand ?? 'general',
          appointmentType: input.appointmentType ?? 'CALL',
        });
  const voucher =
    checked === null
      ? { voucherStatus: null }
      : 'refusal' in checked
        ? { voucherStatus: 'INVALID' as const, voucherError: checked.refusal }
        : { voucherStatus: 'ACTIVE' as const };
  if (input.forNfz) {
    return {
      basePrice: NFZ_VISIT_PRICE,
      discount: 0,
      cashPaymentCost: 0,
      price: NFZ_VISIT_PRICE,
      ...voucher,
    };
  }
  const discount = checked && 'discount' in checked ? Math.min(checked.discount, input.basePrice) : 0;
  const cashPaymentCost = input.paymentType === 'CASH' ? SAMPLE_PRICES.cashSurcharge : 0;
  return {
    basePrice: input.basePrice,
    discount,
    cashPaymentCost,
    price: input.basePrice - discount + cashPaymentCost,
    ...voucher,
  };
}
