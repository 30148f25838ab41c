import type { CreateAppointmentRequest, VisitBooking } from '@wizyta/core';
import { COUNTRY_ITEMS, LANGUAGE_ITEMS } from '../../seed/dictionaries';

/**
 * What the patient entered while booking, kept with the visit to be shown back: the symptoms,
 * the address (flat number and entry information too), the patients by name and birth date (no
 * PESEL or document: the visit page needs neither), the contact phone, the country and language
 * by name, and the invoice data when there was any.
 */
export function bookingDetails(body: CreateAppointmentRequest): VisitBooking {
  const country = COUNTRY_ITEMS.find((c) => c.id === body.countryId);
  const language = LANGUAGE_ITEMS.find((l) => l.id === body.languageId);
  const additionalSymptoms = body.additionalSymptoms?.trim();
  return {
    ...(body.symptoms && body.symptoms.length > 0 ? { symptoms: [...body.symptoms] } : {}),
    ...(additionalSymptoms ? { additionalSymptoms } : {}),
    address: { ...body.address },
    patients: body.patients.map(({ type, firstName, lastName, birthDate }) => ({
      type,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...(birthDate ? { birthDate } : {}),
    })),
    phoneNumber: { prefix: body.phoneNumber.prefix, number: body.phoneNumber.number },
    ...(country ? { country: { ...country } } : {}),
    ...(language ? { language: { ...language } } : {}),
    ...(body.invoice ? { invoice: { ...body.invoice } } : {}),
  };
}
