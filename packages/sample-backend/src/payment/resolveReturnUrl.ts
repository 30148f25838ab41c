import type { BackendContext } from '../BackendContext';
import type { BrandType } from '../config/BRAND_TYPES';
import { ApiError } from '../http/ApiError';

/**
 * Where the gateway sends the browser back to. By default the GENERAL portal's result page
 * (`<siteUrl>appointment/{id}/result`, spec §7). A client may pass `returnUrl` — a brand's own
 * result page, or the partner page that carries the widget — but only on the portal's origin or an
 * origin of the trust list of the brand the request came through, so the gateway can never be used
 * as an open redirect. The gateway returns there as it is: it adds nothing (no visit id, no status),
 * so a partner page's address, analytics and logs get nothing of the visit.
 */
export function resolveReturnUrl(
  ctx: BackendContext,
  appointmentId: string,
  requested: string | undefined,
  brand: BrandType,
): string {
  if (requested === undefined || requested === '') {
    return `${ctx.brandConfig('root').siteUrl}appointment/${encodeURIComponent(appointmentId)}/result`;
  }
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    throw new ApiError(400, 4239, 'Nieprawidłowy adres powrotu z płatności.');
  }
  const trusted = url.origin === ctx.origins.publicOrigin || ctx.origins.forBrand(brand).includes(url.origin);
  if (!trusted || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ApiError(400, 4239, 'Adres powrotu z płatności nie należy do zaufanych stron.');
  }
  return url.toString();
}
