import { ORDER_STORAGE_KEY } from '../core';
import { isSsoReturn, sessionStore } from './isSsoReturn';
import { readPaymentReturn } from './readPaymentReturn';

/**
 * Whether the page must open on the full flow rather than the first chunk's search form: an
 * order kept in sessionStorage (a reload, the SSO redirect), the payment gateway's return
 * (`?appointmentId=…`), or the IdP's redirect back.
 */
export function hasFlowToResume(href: string): boolean {
  return (
    sessionStore()?.getItem(ORDER_STORAGE_KEY) != null ||
    readPaymentReturn(href) !== null ||
    isSsoReturn(href)
  );
}
