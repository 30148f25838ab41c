import type {
  ApiClient,
  AppConfig,
  LeavePage,
  Messages,
  OrderActor,
  OrderApi,
  OrderStoredStep,
  Prefill,
  Session,
  SessionApi,
} from '@wizyta/core';
import type { CaptchaSetup } from '../Captcha/CaptchaSetup';
import type { BookingEventHandler, FunnelHandler } from './BookingEventMap';

/**
 * How an SSO login that stays on the page ended without signing in: the browser blocked its
 * popup, or the patient closed it. A redirect login resolves with nothing (the page leaves).
 */
export type SsoLoginOutcome = 'blocked' | 'closed';

/**
 * What the booking screens need of core's session: its state, SMS login and SSO login. Without
 * `login` no SSO is offered. `login` is called synchronously in the patient's click, so that a
 * popup it opens (the widget's flow frame: the IdP refuses frames) is not blocked.
 */
export type BookingSession = Pick<
  Session<SessionApi>,
  'getState' | 'subscribe' | 'startSmsLogin' | 'verifySmsLogin' | 'reloadProfile'
> &
  Partial<Pick<Session<SessionApi>, 'keepAlive'>> & {
    // biome-ignore lint/suspicious/noConfusingVoidType: core's redirect login (the portal's) resolves with void.
    readonly login?: () => Promise<void | SsoLoginOutcome>;
  };

/** Where the flow is, for a host that mirrors it in its URL (the portal's order routes). */
export interface BookingLocation {
  readonly step: OrderStoredStep;
  /** The order's id: the reservation id before booking, the appointment id after. */
  readonly orderId: string | null;
  /** On the result step: which outcome is shown. */
  readonly outcome: 'success' | 'failed' | 'waiting' | 'pending' | null;
}

/** The calls of the agreements (AgreementsForm): the current consents version, then the acceptance. */
export type AgreementsApi = Pick<ApiClient, 'getConsents' | 'acceptAgreements'>;

/** The calls of the subscription-end notice (SubscriptionEndNotice). */
export type SubscriptionEndApi = Pick<ApiClient, 'disablePopupSubscriptionEnd' | 'setSubscriptionEndPopup'>;

/** The call the clinic choice makes: the brand's clinics of a town. */
type ClinicsApi = Pick<ApiClient, 'getClinics'>;

/**
 * What the flow calls: the order's operations, the clinic choice's, and the account steps' a
 * patient may meet after signing in (the agreements, the subscription-end notice). Written here,
 * not beside the screens that call them, so that the props import no screen.
 */
export type BookingApi = OrderApi & AgreementsApi & SubscriptionEndApi & ClinicsApi;

/** Props of `BookingApp`. */
export interface BookingAppProps {
  /** The API client (`createApiClient`, or `session.api`). */
  readonly api: BookingApi;
  /** The session: signed-in state, SMS login and SSO login. */
  readonly session: BookingSession;
  /** Texts and formats of the UI language. */
  readonly messages: Messages;
  /**
   * The deployment's `config.json`; `type` picks the brand, `thankYouPage` is offered on success,
   * `authUrl` (the portal) is where the booked visit's page is, for "Dodaj do kalendarza";
   * `contactPhone`, `contactEmail` and `nfzDeclarationUrl` are what the notices offer.
   */
  readonly config: Pick<AppConfig, 'type' | 'thankYouPage'> &
    Partial<Pick<AppConfig, 'authUrl' | 'contactPhone' | 'contactEmail' | 'nfzDeclarationUrl'>>;
  /** The partner type; defaults to `config.type`. */
  readonly type?: string;
  /** Resume the order kept in sessionStorage (a reload, the SSO or payment redirect). */
  readonly restore?: boolean;
  /** Start on the result page, polling the payment of this appointment. */
  readonly appointmentId?: string;
  /** Search defaults and patient data handed in by a partner (validated by the host). */
  readonly prefill?: Prefill | null;
  /** The captcha of a deployment with `captchaSiteKey` (SMS sign-in, call-back); none by default. */
  readonly captcha?: CaptchaSetup | null;
  /** The captcha SMS sign-in shows when the API asks for one (4108), whatever `captchaSiteKey` says. */
  readonly stepUpCaptcha?: CaptchaSetup | null;
  /** The brand's regulation document (absolute or relative URL) linked from the search form. */
  readonly regulationUrl: string;
  /** Host events of the flow (the widget turns them into `wizyta:*` events). */
  readonly onEvent?: BookingEventHandler;
  /** Called when the step or outcome changes (the portal keeps its URL in step with it). */
  readonly onLocationChange?: (location: BookingLocation) => void;
  /** The operator's funnel events (analytics of the provider's origin, never the partner page). */
  readonly onFunnel?: FunnelHandler;
  /** How to leave for the payment gateway; a top-level form POST by default. */
  readonly leavePage?: LeavePage;
  /** Where the order is kept; sessionStorage by default. */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * An order actor the host created ({@link createBookingActor}) and keeps across mounts; then
   * `restore`, `appointmentId`, `leavePage` and `storage` are the actor's business, not read here.
   */
  readonly actor?: OrderActor;
}
