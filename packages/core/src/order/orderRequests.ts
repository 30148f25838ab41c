import { DEFAULT_COUNTRY_ID, DEFAULT_LANGUAGE_ID } from '../constants/bookingPlace';
import { NFZ_VISIT_PRICE } from '../constants/prices';
import type { CreateAppointmentRequest } from '../schemas/appointment';
import type { CallBackRequest } from '../schemas/callBack';
import type { VisitPaymentType } from '../schemas/paymentType';
import type { PriceCalculation } from '../schemas/priceCalculation';
import type { SmsPhoneNumber } from '../schemas/smsLogin';
import type { OrderContext } from './OrderContext';
import { canChooseCountryAndLanguage } from './orderPermissions';
import { isPaidByPatient, visitPaymentType } from './visitPaymentType';

type PaymentContext = Pick<OrderContext, 'order' | 'shortFlow' | 'type' | 'roles'>;

/**
 * How the order is settled ({@link visitPaymentType}, the rule the API checks too). WELBI's short
 * flow is a plan-covered brand as well, so it books as PLAN like inter and interrisk.
 */
export function paymentTypeOf(context: PaymentContext): VisitPaymentType {
  return visitPaymentType(context, context.order.forNfz, context.order.paymentType);
}

/** Whether booking this order goes on to the payment gateway. */
export function paysOnline(context: PaymentContext): boolean {
  return paymentTypeOf(context) === 'ONLINE';
}

/** The price breakdown of an NFZ visit, which costs nothing (spec §9) and is never calculated. */
export const NFZ_PRICE: PriceCalculation = {
  basePrice: NFZ_VISIT_PRICE,
  discount: 0,
  cashPaymentCost: 0,
  price: NFZ_VISIT_PRICE,
  voucherStatus: null,
};

/**
 * The body of `POST appointments` from the order. Fields the steps have not filled go out empty
 * rather than being invented: the API refuses them and the patient sees the booking error.
 */
export function bookingRequest(
  context: PaymentContext & Pick<OrderContext, 'nfzActive'>,
): CreateAppointmentRequest {
  const { order } = context;
  // Where the choice is not offered, the defaults go out: Poland and Polish.
  const chosen = canChooseCountryAndLanguage(context, order.appointmentType);
  const paymentType = paymentTypeOf(context);
  // A voucher and invoice data belong to a visit the patient pays for.
  const paid = isPaidByPatient(paymentType);
  return {
    slotReservationId: order.slotReservationId ?? '',
    forNfz: order.forNfz,
    paymentType,
    ...(order.voucher && paid ? { voucher: order.voucher } : {}),
    email: order.email ?? '',
    phoneNumber: { prefix: order.phoneNumber?.prefix ?? '', number: order.phoneNumber?.number ?? '' },
    address: order.address ?? { city: '', postCode: '', streetName: '', streetNumber: '' },
    patients: order.patients,
    // Only a stationary search keeps a clinic (applySearch).
    ...(order.clinic ? { clinicId: order.clinic.id } : {}),
    ...(order.setDefaultAddress === undefined ? {} : { setDefaultAddress: order.setDefaultAddress }),
    ...(order.symptoms ? { symptoms: order.symptoms } : {}),
    ...(order.additionalSymptoms ? { additionalSymptoms: order.additionalSymptoms } : {}),
    ...(order.invoice && paid ? { invoice: order.invoice } : {}),
    countryId: (chosen && order.country?.id) || DEFAULT_COUNTRY_ID,
    languageId: (chosen && order.language?.id) || DEFAULT_LANGUAGE_ID,
  };
}

/** The call-back request of the no-doctors notice: the phone plus what was searched (and the captcha). */
export function callBackRequest(
  context: Pick<OrderContext, 'order' | 'reserveRequest'>,
  phoneNumber: SmsPhoneNumber,
  name?: string,
  captchaToken?: string,
): CallBackRequest {
  const { order, reserveRequest } = context;
  return {
    phoneNumber: { prefix: phoneNumber.prefix, number: phoneNumber.number },
    ...(name ? { name } : {}),
    ...(order.specializationId === undefined ? {} : { specializationId: order.specializationId }),
    appointmentType: order.appointmentType,
    ...(order.city ? { city: order.city.id } : {}),
    ...(reserveRequest?.dateTimeFrom ? { dateTimeFrom: reserveRequest.dateTimeFrom } : {}),
    ...(reserveRequest ? { dateTimeTo: reserveRequest.dateTimeTo } : {}),
    ...(captchaToken ? { captchaToken } : {}),
  };
}
