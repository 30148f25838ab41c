import { type LeavePage, leavePageByForm } from '@wizyta/core';

/**
 * Leaves the portal for the payment gateway, the way the order flow does (core's
 * `leavePageByForm`: the hand-off noted for the forced-logout rule, a form POST). A module of its
 * own so that tests can replace it: jsdom cannot navigate.
 */
export const leaveForPayment: LeavePage = (redirectUrl, redirectParams) =>
  leavePageByForm(redirectUrl, redirectParams);
