import * as z from 'zod/mini';

/** Kinds of visit shown in the visits list (spec §3 Visit.visitType). */
export const VISIT_TYPES = ['PRESCRIPTION', 'VIDEO', 'CHAT', 'STATIONARY', 'HOUSE', 'CALL'] as const;
export const VisitTypeSchema = z.enum(VISIT_TYPES);
export type VisitType = z.infer<typeof VisitTypeSchema>;

/**
 * Communication types a patient can book (spec §9). Same values as VISIT_TYPES but kept apart:
 * one is how a visit happened, the other what the booking flow offers.
 */
export const APPOINTMENT_TYPES = ['HOUSE', 'CALL', 'STATIONARY', 'CHAT', 'VIDEO', 'PRESCRIPTION'] as const;
export const AppointmentTypeSchema = z.enum(APPOINTMENT_TYPES);
export type AppointmentType = z.infer<typeof AppointmentTypeSchema>;
