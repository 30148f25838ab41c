import * as z from 'zod/mini';

export const VOUCHER_STATUSES = ['ACTIVE', 'INVALID'] as const;
export const VoucherStatusSchema = z.enum(VOUCHER_STATUSES);
export type VoucherStatus = z.infer<typeof VoucherStatusSchema>;
