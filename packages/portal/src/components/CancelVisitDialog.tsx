import type { Visit } from '@wizyta/core';
import { useState } from 'react';
import { unreadNotificationsOf } from '../shared/notifications/unreadNotifications';
import { useApp } from '../shared/useApp';
import { useToast } from '../shared/useToast';
import { Dialog } from './dialog/Dialog';

/** Props of {@link CancelVisitDialog}. */
export interface CancelVisitDialogProps {
  readonly visit: Visit;
  /** "Nie", Escape, or after a failure was shown. */
  readonly onClose: () => void;
  /** The cancelled visit, as the backend answered it. */
  readonly onCancelled: (visit: Visit) => void;
}

/**
 * "Odwołać wizytę?": what is cancelled, what happens to the payment (the visit's
 * `refundOnCancel`: the backend says, the page does not work it out), then "Tak, odwołaj wizytę"
 * (`POST appointments/{id}/cancel`) or "Nie". A failure shows its code in a toast and keeps the visit.
 */
export function CancelVisitDialog({ visit, onClose, onCancelled }: CancelVisitDialogProps) {
  const { api, messages } = useApp();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const t = messages.t;
  const refund = visit.refundOnCancel ?? 0;

  async function confirm() {
    setBusy(true);
    try {
      const cancelled = await api.cancelAppointment({ params: { id: visit.id } });
      toast.info(t('visits.cancel.done'));
      // The backend tells the patient of the cancellation too: the header's count follows.
      unreadNotificationsOf(api).refresh();
      onCancelled(cancelled);
    } catch (error) {
      toast.error(error);
      setBusy(false);
      onClose();
    }
  }

  return (
    <Dialog
      title={t('visits.cancel.title')}
      onClose={() => (busy ? undefined : onClose())}
      actions={
        // "Nie" first: the dialog focuses its first button, and Enter must not cancel by accident.
        <>
          <button type="button" className="action-button" disabled={busy} onClick={onClose}>
            {t('visits.cancel.keep')}
          </button>
          <button
            type="button"
            className="action-button action-button-primary"
            disabled={busy}
            onClick={confirm}
          >
            {t(busy ? 'visits.cancel.cancelling' : 'visits.cancel.confirm')}
          </button>
        </>
      }
    >
      <p>
        {t('visits.cancel.text', {
          dateTime: messages.formatDateTime(visit.appointmentAt),
          specialization: visit.specializationName,
        })}
      </p>
      <p>
        {refund > 0
          ? t('visits.cancel.refund', { amount: messages.formatPrice(refund) })
          : t('visits.cancel.noCharge')}
      </p>
    </Dialog>
  );
}
