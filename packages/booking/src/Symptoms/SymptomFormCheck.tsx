import { can, isPaediatricSpecialization, type Symptom, suggestSpecialization } from '@wizyta/core';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';

/**
 * The symptom form check (spec §6 SYMPTOM_FORM_CHECK): when the ticked symptoms usually go to
 * another specialist than the one booked, a polite note says so — a hint, never a block (the
 * patient may know better, and a doctor for everything sees anything). Nothing where the brand
 * has no check, before a symptom is ticked, or when the booked one is the suggested one.
 */
export function SymptomFormCheck({ symptoms }: { readonly symptoms: readonly Symptom[] }) {
  const { messages, type, sessionState } = useBooking();
  const specializationId = useOrder((s) => s.context.order.specializationId);
  const specializations = useOrder((s) => s.context.specializations);
  const roles = sessionState.roles.length > 0 ? sessionState.roles : ['PATIENT'];
  if (!can('SYMPTOM_FORM_CHECK', { type, roles }) || symptoms.length === 0) return null;
  const booked = specializations.find((s) => s.id === specializationId);
  if (!booked) return null;
  const suggested = suggestSpecialization(specializations, symptoms, isPaediatricSpecialization(booked.name));
  const general = suggestSpecialization(specializations, [], isPaediatricSpecialization(booked.name));
  if (!suggested || suggested.id === booked.id || booked.id === general?.id) return null;
  return (
    <p className="wb-note" role="status">
      {messages.t('journey.symptomCheck.mismatch', { name: suggested.name })}
    </p>
  );
}
