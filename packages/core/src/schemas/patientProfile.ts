import * as z from 'zod/mini';
import { ProfileAddressSchema } from './address';
import { IdentityDocumentSchema } from './documentType';
import { EntityIdSchema } from './entityId';
import { IsoDateSchema } from './isoDateTime';
import { TEXT_LIMITS } from './textLimits';

/** Popup flags of the profile (spec §3): each true while that popup should be shown. */
export const PopupsSchema = z.object({
  makeDeclaration: z.boolean(),
  changeDeclarationFacility: z.boolean(),
  subscriptionEnd: z.boolean(),
});
export type Popups = z.infer<typeof PopupsSchema>;

/**
 * Which channels carry the visit reminders (decided, an addition): text messages, e-mails, both
 * or none. A backend that stores no preference answers none of the field; the patient then gets
 * both, the default.
 */
export const REMINDER_CHANNELS = ['SMS', 'EMAIL', 'BOTH', 'NONE'] as const;
export const ReminderChannelsSchema = z.enum(REMINDER_CHANNELS);
export type ReminderChannels = z.infer<typeof ReminderChannelsSchema>;

/**
 * The patient profile (`GET patient-profile`, loaded after login). Personal fields the patient
 * may not have given yet are nullable; a DOCTOR's profile has the same shape.
 */
export const PatientProfileSchema = z.object({
  id: EntityIdSchema,
  providerId: z.nullish(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  phoneNumberPrefix: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  dateOfBirth: z.nullable(IsoDateSchema),
  pesel: z.nullable(z.string()),
  termsAgreement: z.boolean(),
  marketingAgreement: z.boolean(),
  commercialAgreement: z.boolean(),
  nfzActive: z.boolean(),
  address: z.nullable(ProfileAddressSchema),
  document: z.nullable(IdentityDocumentSchema),
  popups: PopupsSchema,
  consentsVersion: z.nullable(z.string()),
  reminders: z.optional(ReminderChannelsSchema),
});
export type PatientProfile = z.infer<typeof PatientProfileSchema>;

/**
 * Body of `PUT patient-profile`: the fields the profile form edits (spec §5). Decided: e-mail and
 * phone are sent even when the brand does not let them be edited, and the server ignores them
 * then; names, PESEL and birth date are not editable here.
 */
export const PatientProfileUpdateSchema = z.object({
  email: z.email().check(z.maxLength(TEXT_LIMITS.email)),
  phoneNumberPrefix: z.string().check(z.regex(/^\+\d{1,4}$/), z.maxLength(TEXT_LIMITS.phonePrefix)),
  phoneNumber: z.string().check(z.regex(/^\d{5,15}$/), z.maxLength(TEXT_LIMITS.phoneNumber)),
  address: ProfileAddressSchema,
  document: z.optional(IdentityDocumentSchema),
  marketingAgreement: z.optional(z.boolean()),
  commercialAgreement: z.optional(z.boolean()),
  reminders: z.optional(ReminderChannelsSchema),
});
export type PatientProfileUpdate = z.infer<typeof PatientProfileUpdateSchema>;

/**
 * Body of `PUT patient-profile/show-subscription-end-popup`. Not shown; decided: the flag to set.
 */
export const SubscriptionEndPopupRequestSchema = z.object({
  showSubscriptionEndPopup: z.boolean(),
});
export type SubscriptionEndPopupRequest = z.infer<typeof SubscriptionEndPopupRequestSchema>;
