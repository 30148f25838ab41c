import * as z from 'zod/mini';
import { orderPersonalFormSchema } from '../forms/orderPersonalFormSchema';
import { paymentFormSchema } from '../forms/paymentFormSchema';
import { symptomsFormSchema } from '../forms/symptomsFormSchema';
import { validateForm } from '../forms/validateForm';
import type { ValidationMessageId } from '../i18n/messages/validation';
import { CountrySchema } from '../schemas/country';
import { LanguageSchema } from '../schemas/language';
import type { Order } from '../schemas/order';
import type { OrderPatient } from '../schemas/orderPatient';

/** Steps whose SUBMIT carries a form. */
export type FormStep = 'personal' | 'symptoms' | 'payment';

/** The order with the step's values in it, or the form's errors (field path → message id). */
export type StepFormOutcome =
  | { success: true; order: Order }
  | { success: false; errors: Record<string, ValidationMessageId> };

function withValues(values: unknown, extra: Record<string, unknown>): unknown {
  return typeof values === 'object' && values !== null ? { ...extra, ...values } : values;
}

// The country and language picked from the fetched dictionaries, when the step offers them.
const PlaceSchema = z.object({ country: z.optional(CountrySchema), language: z.optional(LanguageSchema) });

function applyPersonal(order: Order, values: unknown): StepFormOutcome {
  // The form knows the visit type (it is not a field the patient edits), so the order supplies it.
  const form = validateForm(
    orderPersonalFormSchema,
    withValues(values, { appointmentType: order.appointmentType }),
  );
  if (!form.success) return form;
  const data = form.data;
  const place = z.safeParse(PlaceSchema, values);
  const { country, language } = place.success ? place.data : {};
  const patients = data.patients.map((p, i): OrderPatient => {
    // Type and age range came from the search and stay; identity replaces what was there.
    const { pesel: _p, document: _d, ...kept } = order.patients[i] ?? { type: 'ADULT' };
    const identity = p.noPesel
      ? { document: { type: p.documentType, number: p.documentNumber } }
      : { pesel: p.pesel };
    return { ...kept, firstName: p.firstName, lastName: p.lastName, birthDate: p.birthDate, ...identity };
  });
  return {
    success: true,
    order: {
      ...order,
      email: data.email,
      phoneNumber: { ...order.phoneNumber, prefix: data.phoneNumber.prefix, number: data.phoneNumber.number },
      address: { ...order.address, ...data.address },
      patients,
      ...(data.setDefaultAddress === undefined ? {} : { setDefaultAddress: data.setDefaultAddress }),
      ...(country ? { country } : {}),
      ...(language ? { language } : {}),
    },
  };
}

function applySymptoms(order: Order, values: unknown): StepFormOutcome {
  const form = validateForm(symptomsFormSchema, values);
  if (!form.success) return form;
  const { symptoms = [], additionalSymptoms } = form.data;
  const next: Order = { ...order, symptoms };
  if (additionalSymptoms) next.additionalSymptoms = additionalSymptoms;
  else delete next.additionalSymptoms;
  return { success: true, order: next };
}

function applyPayment(order: Order, values: unknown): StepFormOutcome {
  const form = validateForm(paymentFormSchema, withValues(values, { voucher: order.voucher ?? '' }));
  if (!form.success) return form;
  const data = form.data;
  const next: Order = { ...order, paymentType: data.paymentType };
  if (data.voucher) next.voucher = data.voucher;
  if (data.wantsInvoice === true) next.invoice = data.invoice;
  else delete next.invoice;
  return { success: true, order: next };
}

/**
 * Validates a step's form values with that step's form schema (spec §5) and, when they pass,
 * returns the order with them merged in. Pure: the machine's guard and action both call it.
 */
export function applyStepForm(step: FormStep, order: Order, values: unknown): StepFormOutcome {
  if (step === 'personal') return applyPersonal(order, values);
  if (step === 'symptoms') return applySymptoms(order, values);
  return applyPayment(order, values);
}
