import * as z from 'zod/mini';
import { requiredText, TEXT_LIMITS } from './textLimits';

/** Response of `consents`: the current consents version, compared to the profile's. */
export const ConsentsSchema = z.object({
  version: z.string().check(z.minLength(1)),
});
export type Consents = z.infer<typeof ConsentsSchema>;

/**
 * Body of `PUT agreements`. Not shown; decided: the terms must be accepted (`true`), the two
 * optional agreements are the patient's choice, and `consentsVersion` names the version accepted
 * so that a version published meanwhile is not accepted blindly.
 */
export const AgreementsRequestSchema = z.object({
  termsAgreement: z.literal(true),
  marketingAgreement: z.boolean(),
  commercialAgreement: z.boolean(),
  consentsVersion: requiredText(TEXT_LIMITS.consentsVersion),
});
export type AgreementsRequest = z.infer<typeof AgreementsRequestSchema>;
