import { can } from '@wizyta/core';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';
import { StepList } from './StepList';

/**
 * The flow's {@link StepList}, following the order machine's step; shown only where the brand
 * has the order steps (`SHOW_ORDER_STEPS`, spec §6 — not WELBI's short flow).
 */
export function Stepper() {
  const { messages, type, sessionState } = useBooking();
  const forNfz = useOrder((s) => s.context.order.forNfz);
  const current = useOrder((s) => s.context.step);
  const roles = sessionState.roles.length > 0 ? sessionState.roles : ['PATIENT'];
  if (!can('SHOW_ORDER_STEPS', { type, roles })) return null;
  return <StepList messages={messages} type={type} forNfz={forNfz} roles={roles} current={current} />;
}
