import { addressLine, type MessageId } from '@wizyta/core';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';

/** The held visit: doctor, specialisation, kind, the clinic of a stationary visit, and time. */
export function VisitDetails() {
  const { messages } = useBooking();
  const order = useOrder((s) => s.context.order);
  const specializations = useOrder((s) => s.context.specializations);
  const specialization =
    order.doctor?.specializations?.find((s) => s.id === order.specializationId)?.name ??
    specializations.find((s) => s.id === order.specializationId)?.name;
  return (
    <dl className="wb-summary">
      {order.doctor ? (
        <>
          <dt>{messages.t('booking.summary.doctor')}</dt>
          <dd>
            {order.doctor.firstName} {order.doctor.lastName}
          </dd>
        </>
      ) : null}
      {specialization ? (
        <>
          <dt>{messages.t('booking.summary.specialization')}</dt>
          <dd>{specialization}</dd>
        </>
      ) : null}
      <dt>{messages.t('booking.summary.type')}</dt>
      <dd>{messages.t(`communicationType.${order.appointmentType}` as MessageId)}</dd>
      {order.clinic ? (
        <>
          <dt>{messages.t('booking.clinic.legend')}</dt>
          <dd>
            {order.clinic.name}, {addressLine(order.clinic.address)}
          </dd>
        </>
      ) : null}
      {order.start ? (
        <>
          <dt>{messages.t('booking.summary.when')}</dt>
          <dd>
            {messages.t('booking.summary.whenValue', {
              date: messages.formatDate(order.start),
              time: messages.formatTime(order.start),
            })}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
