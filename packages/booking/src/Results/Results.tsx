import { AddToCalendar } from '../AddToCalendar/AddToCalendar';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';
import type { BookingView } from '../flow/viewOf';
import { StepHeading } from '../form/StepHeading';
import { VisitDetails } from '../OrderSummary/VisitDetails';

/** Props of {@link Results}. */
export interface ResultsProps {
  readonly view: BookingView;
}

function Pending({ text }: { readonly text: string }) {
  return (
    <div className="wb-step wb-result wb-result--pending" data-wb-placeholder="">
      <p className="wb-status" role="status">
        {text}
      </p>
    </div>
  );
}

/** The portal's page of visit `id` under its base URL (`/b/<type>/` deployments included). */
function visitPageUrl(portalUrl: string, id: string): string {
  const base = portalUrl.endsWith('/') ? portalUrl : `${portalUrl}/`;
  return new URL(`visit/${encodeURIComponent(id)}`, base).href;
}

/**
 * The outcome: booking and the payment check in progress; success (with the deployment's
 * thank-you page when it has one); failed, with 'Ponów płatność online' (RETRY_PAYMENT: the visit
 * is saved); waiting, when the payment stays unconfirmed (the machine keeps polling).
 */
export function Results({ view }: ResultsProps) {
  const { actor, messages, thankYouPage, portalUrl } = useBooking();
  const order = useOrder((s) => s.context.order);
  const appointmentId = useOrder((s) => s.context.appointmentId ?? s.context.order.id ?? null);
  const restart = () => actor.send({ type: 'RESTART' });
  if (view === 'booking') return <Pending text={messages.t('booking.result.booking')} />;
  if (view === 'redirecting') return <Pending text={messages.t('booking.result.redirecting')} />;
  if (view === 'checking') return <Pending text={messages.t('booking.result.checking')} />;
  if (view === 'failed') {
    return (
      <div className="wb-step wb-result wb-result--failed">
        <StepHeading>{messages.t('booking.result.failedTitle')}</StepHeading>
        <p className="wb-text">{messages.t('booking.result.failedText')}</p>
        <VisitDetails />
        <div className="wb-actions">
          <button
            type="button"
            className="wb-button wb-button--primary"
            onClick={() => actor.send({ type: 'RETRY_PAYMENT' })}
          >
            {messages.t('booking.result.retryPayment')}
          </button>
        </div>
      </div>
    );
  }
  if (view === 'waiting') {
    return (
      <div className="wb-step wb-result wb-result--waiting">
        <StepHeading>{messages.t('booking.result.waitingTitle')}</StepHeading>
        <p className="wb-text" role="status">
          {messages.t('booking.result.waitingText')}
        </p>
      </div>
    );
  }
  return (
    <div className="wb-step wb-result wb-result--success">
      <StepHeading>{messages.t('booking.result.successTitle')}</StepHeading>
      <p className="wb-text">{messages.t('booking.result.successText')}</p>
      <VisitDetails />
      <div className="wb-actions">
        {thankYouPage ? (
          <a className="wb-button wb-button--primary" href={thankYouPage}>
            {messages.t('booking.result.thankYou')}
          </a>
        ) : null}
        {portalUrl && appointmentId && order.start && order.end ? (
          <AddToCalendar
            messages={messages}
            appointmentId={appointmentId}
            start={order.start}
            end={order.end}
            appointmentType={order.appointmentType}
            doctorName={order.doctor ? `${order.doctor.firstName} ${order.doctor.lastName}` : undefined}
            clinic={order.clinic}
            visitUrl={visitPageUrl(portalUrl, appointmentId)}
          />
        ) : null}
        <button type="button" className="wb-button wb-button--secondary" onClick={restart}>
          {messages.t('booking.result.newVisit')}
        </button>
      </div>
    </div>
  );
}
