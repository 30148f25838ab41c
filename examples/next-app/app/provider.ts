/**
 * The provider's widget host: the sample backend by default, its production host when built with
 * NEXT_PUBLIC_WIZYTA_PROVIDER. The loader's URL, wizyta.css and the CSP all name it.
 */
export const PROVIDER = process.env.NEXT_PUBLIC_WIZYTA_PROVIDER ?? 'http://localhost:8080';

/** One loader for the whole page: <WizytaBooking> and useWizyta() must name the same. */
export const LOADER = `${PROVIDER}/widget/wizyta-loader.js`;
