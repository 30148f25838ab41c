import { NFZ_VISIT_PRICE, type PaymentType, type PriceCalculation, SAMPLE_PRICES } from '@wizyta/core';

/** What a price depends on. */
export interface PriceInput {
  basePrice: number;
  voucher?: string | undefined;
  paymentType: PaymentType | undefined;
  forNfz?: boolean | undefined;
}

/**
 * The sample price rules of spec §9: the base price of the slot, minus 20 for the voucher `TEST`
 * (any other code is INVALID and gives nothing), plus 20 for cash; an NFZ visit costs 0.
 */
export function calculatePrice(input: PriceInput): PriceCalculation {
  const code = input.voucher?.trim() ?? '';
  const voucherStatus =
    code === '' ? null : code.toUpperCase() === SAMPLE_PRICES.voucher.code ? 'ACTIVE' : 'INVALID';
  if (input.forNfz) {
    return {
      basePrice: NFZ_VISIT_PRICE,
      discount: 0,
      cashPaymentCost: 0,
      price: NFZ_VISIT_PRICE,
      voucherStatus,
    };
  }
  const discount = voucherStatus === 'ACTIVE' ? Math.min(SAMPLE_PRICES.voucher.discount, input.basePrice) : 0;
  const cashPaymentCost = input.paymentType === 'CASH' ? SAMPLE_PRICES.cashSurcharge : 0;
  return {
    basePrice: input.basePrice,
    discount,
    cashPaymentCost,
    price: input.basePrice - discount + cashPaymentCost,
    voucherStatus,
  };
}
