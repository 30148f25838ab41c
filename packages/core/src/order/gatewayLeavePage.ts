import type { AppConfig } from '../config/configSchema';
import { AppError } from '../errors/AppError';
import { type LeavePage, leavePageByForm } from './leavePageByForm';

/**
 * The origins the payment hand-off may leave for: config's `paymentGatewayOrigins`, else the API's
 * own origin (the sample backend's gateway simulator lives there).
 */
export function paymentGatewayOrigins(
  config: Pick<AppConfig, 'apiUrl' | 'paymentGatewayOrigins'>,
): readonly string[] {
  return config.paymentGatewayOrigins ?? [new URL(config.apiUrl).origin];
}

/**
 * A {@link LeavePage} that leaves only for an allowed gateway (`paymentGatewayOrigins`): a
 * `redirectUrl` on any other host — an API answer gone wrong, or tampered with on the way — is
 * refused with 4239 ("Nie udało się wrócić do płatności.") and the page stays.
 */
export function gatewayLeavePage(
  config: Pick<AppConfig, 'apiUrl' | 'paymentGatewayOrigins'>,
  leave: LeavePage = leavePageByForm,
): LeavePage {
  const allowed = paymentGatewayOrigins(config);
  return (redirectUrl, redirectParams) => {
    let origin = '';
    try {
      origin = new URL(redirectUrl).origin;
    } catch {
      // Not a URL: refused below like a foreign host.
    }
    if (!allowed.includes(origin)) throw new AppError(4239);
    leave(redirectUrl, redirectParams);
  };
}
