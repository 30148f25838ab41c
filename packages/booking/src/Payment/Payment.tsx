import { CASH_SURCHARGE, type PaymentType } from '@wizyta/core';
import { type FormEvent, lazy, Suspense, useRef } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useDraft } from '../flow/useDraft';
import { useFocusFirstError } from '../flow/useFocusFirstError';
import { useOrder } from '../flow/useOrder';
import { addressValues } from '../form/AddressFields';
import { CheckboxField } from '../form/CheckboxField';
import { RadioGroup } from '../form/RadioGroup';
import { StepActions } from '../form/StepActions';
import { StepHeading } from '../form/StepHeading';
import { PriceSummary } from '../OrderSummary/PriceSummary';
import { EMPTY_INVOICE, type InvoiceDraft } from './invoiceDraft';

// Only a patient who wants an invoice fills it in (with the flow's rarely shown screens).
const InvoiceFields = lazy(() => import('../rareScreens').then((m) => ({ default: m.InvoiceFields })));

interface PaymentDraft {
  readonly paymentType: PaymentType | '';
  readonly wantsInvoice: boolean;
  readonly invoice: InvoiceDraft;
}

/**
 * The payment step (spec §5): online, or cash with the +20 zł surcharge, and an optional invoice
 * with NIP. The price is shown while the method is the one priced on the order details. SUBMIT
 * books the visit.
 */
export function Payment() {
  const { actor, messages } = useBooking();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const booking = useOrder((s) => s.matches('booking'));
  const [draft, setDraft] = useDraft<PaymentDraft>('payment', () => {
    const { order } = actor.getSnapshot().context;
    const invoice = order.invoice;
    return {
      paymentType: order.paymentType ?? '',
      wantsInvoice: invoice !== undefined,
      invoice: invoice
        ? { ...EMPTY_INVOICE, ...invoice, flatNumber: invoice.flatNumber ?? '' }
        : EMPTY_INVOICE,
    };
  });
  // The machine re-prices on PAYMENT_TYPE (cash adds its surcharge) and stays on this step.
  const onPaymentType = (paymentType: PaymentType) => {
    setDraft((d) => ({ ...d, paymentType }));
    actor.send({ type: 'PAYMENT_TYPE', paymentType });
  };
  const priced = useOrder((s) => s.context.order.paymentType ?? 'ONLINE');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { nip, firstName, lastName, companyName, ...address } = draft.invoice;
    actor.send({
      type: 'SUBMIT',
      values: {
        paymentType: draft.paymentType || undefined,
        wantsInvoice: draft.wantsInvoice,
        ...(draft.wantsInvoice
          ? { invoice: { firstName, lastName, companyName, nip, ...addressValues(address) } }
          : {}),
      },
    });
    focusFirstError();
  };
  const back = () =>
    actor.send({ type: 'BACK', ...(draft.paymentType ? { draft: { paymentType: draft.paymentType } } : {}) });
  return (
    <form className="wb-step wb-payment" ref={form} onSubmit={submit} noValidate>
      <StepHeading>{messages.t('booking.paymentStep.title')}</StepHeading>
      <RadioGroup<PaymentType>
        path="paymentType"
        legend={messages.t('booking.paymentStep.method')}
        value={draft.paymentType}
        onChange={onPaymentType}
        options={[
          { value: 'ONLINE', label: messages.t('booking.payment.ONLINE') },
          {
            value: 'CASH',
            label: messages.t('booking.payment.CASH', { surcharge: messages.formatPrice(CASH_SURCHARGE) }),
          },
        ]}
      />
      {draft.paymentType === priced ? <PriceSummary /> : null}
      <CheckboxField
        path="wantsInvoice"
        label={messages.t('booking.paymentStep.wantsInvoice')}
        checked={draft.wantsInvoice}
        onChange={(wantsInvoice) => setDraft((d) => ({ ...d, wantsInvoice }))}
      />
      {draft.wantsInvoice ? (
        <Suspense fallback={null}>
          <InvoiceFields value={draft.invoice} onChange={(invoice) => setDraft((d) => ({ ...d, invoice }))} />
        </Suspense>
      ) : null}
      <StepActions
        submitLabel={messages.t(
          draft.paymentType === 'CASH'
            ? 'booking.paymentStep.submitCash'
            : 'booking.paymentStep.submitOnline',
        )}
        onBack={back}
        busy={booking}
      />
    </form>
  );
}
