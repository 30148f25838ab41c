import * as z from 'zod/mini';
import { boundedText, requiredText, TEXT_LIMITS } from './textLimits';

/** The patient's address as kept in the profile. */
export const ProfileAddressSchema = z.object({
  city: requiredText(TEXT_LIMITS.city),
  postCode: requiredText(TEXT_LIMITS.postCode),
  streetName: requiredText(TEXT_LIMITS.streetName),
  streetNumber: requiredText(TEXT_LIMITS.houseNumber),
  flatNumber: z.optional(boundedText(TEXT_LIMITS.houseNumber)),
});
export type ProfileAddress = z.infer<typeof ProfileAddressSchema>;

/**
 * The address of an order (where a house visit takes place). `country` is the country name;
 * `additionalInfo` is free text for the doctor (floor, entry code).
 */
export const AddressSchema = z.object({
  city: requiredText(TEXT_LIMITS.city),
  postCode: requiredText(TEXT_LIMITS.postCode),
  streetName: requiredText(TEXT_LIMITS.streetName),
  streetNumber: requiredText(TEXT_LIMITS.houseNumber),
  country: z.optional(boundedText(TEXT_LIMITS.country)),
  flatNumber: z.optional(boundedText(TEXT_LIMITS.houseNumber)),
  additionalInfo: z.optional(boundedText(TEXT_LIMITS.additionalInfo)),
});
export type Address = z.infer<typeof AddressSchema>;
