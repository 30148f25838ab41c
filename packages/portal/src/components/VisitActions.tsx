import './components.css';
import {
  externalUrl,
  gatewayLeavePage,
  isTrustedUrl,
  type Visit,
  type VisitAction,
  type VisitViewer,
  visitActions,
} from '@wizyta/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { resultPageUrl } from '../shared/resultPageUrl';
import { useApp } from '../shared/useApp';
import { useToast } from '../shared/useToast';
import { CancelVisitDialog } from './CancelVisitDialog';
import { leaveForPayment } from './leaveForPayment';

/** Props of {@link VisitActions}. */
export interface VisitActionsProps {
  readonly visit: Visit;
  readonly viewer: VisitViewer;
  /** The moment the actions are decided for (join and question windows). */
  readonly now: Date;
  /** Read after each action's name by screen readers, e.g. the visit's date in a table row. */
  readonly context?: string;
  /** Actions the page shows elsewhere (the visit page has its own uploader). */
  readonly omit?: readonly VisitAction[];
  /** The visit after a change made here (cancelled): the page shows it and moves focus. */
  readonly onChanged?: (visit: Visit) => void;
}

/**
 * The actions a visit allows (core's `visitActions`): pay again, join the consultation, ask (or
 * answer) the post-visit question, add documents, open the prescription visit, change the time
 * (`/visit/:id/reschedule`) and cancel (a dialog asks first). A prescription visit on a trusted
 * origin opens in place; any other opens in a new tab without an opener.
 */
export function VisitActions({ visit, viewer, now, context, omit = [], onChanged }: VisitActionsProps) {
  const { api, config, messages, basePath } = useApp();
  const toast = useToast();
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const actions = visitActions(visit, now, viewer).filter((action) => !omit.includes(action));
  if (actions.length === 0) return null;

  const suffix = context ? <span className="visually-hidden">{`, ${context}`}</span> : null;

  async function pay() {
    setPaying(true);
    try {
      const returnUrl = resultPageUrl(window.location.origin, basePath, visit.id);
      const redirect = await api.getPaymentRedirect({ query: { appointmentId: visit.id, returnUrl } });
      // A form POST to a gateway of the brand's config: its fields (the gateway's secret) never
      // go into an address, a history entry or a log line.
      gatewayLeavePage(config, leaveForPayment)(redirect.redirectUrl, redirect.redirectParams);
    } catch (error) {
      toast.error(error);
      setPaying(false);
    }
  }

  const render = (action: VisitAction) => {
    switch (action) {
      case 'pay':
        return (
          <button
            type="button"
            className="action-button action-button-primary"
            onClick={pay}
            disabled={paying}
          >
            {messages.t(paying ? 'visits.paying' : 'visits.action.pay')}
            {suffix}
          </button>
        );
      case 'join':
        return (
          <Link
            className="action-button action-button-primary"
            to={`/consultation/${encodeURIComponent(visit.id)}`}
          >
            {messages.t('visits.action.join')}
            {suffix}
          </Link>
        );
      case 'ask':
        return (
          <Link className="action-button" to={`/chat/${encodeURIComponent(visit.id)}`}>
            {messages.t(viewer === 'DOCTOR' ? 'visits.action.answer' : 'visits.action.ask')}
            {suffix}
          </Link>
        );
      case 'addDocuments':
        return (
          <Link className="action-button" to={`/visit/${encodeURIComponent(visit.id)}?showAddDocuments=true`}>
            {messages.t('visits.action.addDocuments')}
            {suffix}
          </Link>
        );
      case 'openPrescription': {
        const url = externalUrl(visit.prescriptionVisitUrl);
        if (!url) return null;
        const trusted = isTrustedUrl(url.href, config.embeddedContentOrigins);
        return trusted ? (
          <a className="action-button" href={url.href}>
            {messages.t('visits.action.openPrescription')}
            {suffix}
          </a>
        ) : (
          <a className="action-button" href={url.href} target="_blank" rel="noopener noreferrer">
            {messages.t('visits.action.openPrescription')}
            {suffix} <span className="visually-hidden">{messages.t('visits.newTab')}</span>
          </a>
        );
      }
      case 'reschedule':
        return (
          <Link className="action-button" to={`/visit/${encodeURIComponent(visit.id)}/reschedule`}>
            {messages.t('visits.action.reschedule')}
            {suffix}
          </Link>
        );
      case 'cancel':
        return (
          <button
            type="button"
            className="action-button action-button-danger"
            onClick={() => setCancelling(true)}
          >
            {messages.t('visits.action.cancel')}
            {suffix}
          </button>
        );
    }
  };

  return (
    <>
      <ul className="visit-actions">
        {actions.map((action) => (
          <li key={action}>{render(action)}</li>
        ))}
      </ul>
      {cancelling && (
        <CancelVisitDialog
          visit={visit}
          onClose={() => setCancelling(false)}
          onCancelled={(cancelled) => {
            setCancelling(false);
            onChanged?.(cancelled);
          }}
        />
      )}
    </>
  );
}
