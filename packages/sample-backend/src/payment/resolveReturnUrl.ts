import type { BackendContext } from '../BackendContext';
import { ApiError } from '../http/ApiError';

/**
 * Where the gateway sends the browser back to. By default the GENERAL portal's result page
 * (`<siteUrl>appointment/{id}/result`, spec §7). A client may pass `returnUrl` — a brand's own
 * result page, or the partner page that carries the widget — but only on the portal's origin or an
 * origin of the trust list, so the gateway can never be used as an open redirect. The gateway
 * adds `appointmentId` and `paymentStatus` to its query when it redirects.
 */
export function resolveReturnUrl(ctx: BackendContext, appointmentId: string, requested?: string): string {
  if (requested === undefined || requested === '') {
    return `${ctx.brandConfig('root').siteUrl}appointment/${encodeURIComponent(appointmentId)}/result`;
  }
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    throw new ApiError(400, 4239, 'Nieprawidłowy adres powrotu z płatności.');
  }
  const trusted = url.origin === ctx.origins.publicOrigin || ctx.origins.all.includes(url.origin);
  if (!trusted || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ApiError(400, 4239, 'Adres powrotu z płatności nie należy do zaufanych stron.');
  }
  return url.toString();
}

/** The final redirect target: the return URL with the outcome in its query. */
export function returnTarget(returnUrl: string, appointmentId: string, status: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('appointmentId', appointmentId);
  url.searchParams.set('paymentStatus', status);
  return url.toString();
}
