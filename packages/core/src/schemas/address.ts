import * as z from 'zod/mini';

const required = z.string().check(z.minLength(1));

/** The patient's address as kept in the profile. */
export const ProfileAddressSchema = z.object({
  city: required,
  postCode: required,
  streetName: required,
  streetNumber: required,
  flatNumber: z.optional(z.string()),
});
export type ProfileAddress = z.infer<typeof ProfileAddressSchema>;

/**
 * The address of an order (where a house visit takes place). `country` is the country name;
 * `additionalInfo` is free text for the doctor (floor, entry code).
 */
export const AddressSchema = z.object({
  city: required,
  postCode: required,
  streetName: required,
  streetNumber: required,
  country: z.optional(z.string()),
  flatNumber: z.optional(z.string()),
  additionalInfo: z.optional(z.string()),
});
export type Address = z.infer<typeof AddressSchema>;
