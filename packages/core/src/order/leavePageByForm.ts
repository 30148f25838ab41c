import { externalUrl } from '../security/trustedUrl';
import { markPaymentHandoff } from '../session/paymentHandoff';

/** Leaves the page for the payment gateway: `redirectUrl` with `redirectParams`. */
export type LeavePage = (redirectUrl: string, redirectParams: Readonly<Record<string, string>>) => void;

/**
 * The default {@link LeavePage}, and the one way the app leaves for the payment gateway: a
 * top-level form POST of the parameters to the gateway (what payment gateways expect, and it keeps
 * the parameters out of the URL and its logs), or a plain navigation when there are none. The tab
 * notes the hand-off first (`markPaymentHandoff`), so its return is not taken for a closed
 * browser and the patient stays signed in. A no-op where there is no document (tests, SSR).
 */
export const leavePageByForm: LeavePage = (redirectUrl, redirectParams) => {
  if (typeof document === 'undefined') return;
  // The schema checked it already; a sink checks again (a gateway is never `javascript:`).
  if (!externalUrl(redirectUrl))
    throw new Error(`[wizyta/order] refused payment URL scheme: ${redirectUrl.slice(0, 16)}`);
  markPaymentHandoff();
  const entries = Object.entries(redirectParams);
  if (entries.length === 0) {
    window.location.assign(redirectUrl);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = redirectUrl;
  // `_top`: the widget may run inside a frame, and the gateway refuses to be framed.
  form.target = '_top';
  for (const [name, value] of entries) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
};
