import type { BookingSession } from '@wizyta/booking';
import {
  ANONYMOUS_STATE,
  type AppConfig,
  AppError,
  BOOKING_CLIENT_OPERATIONS,
  type BookingClientOperation,
  createOperationsClient,
  type OperationsClient,
  REQUEST_ERROR_CODE,
  type Session,
  type SessionListener,
  type SessionState,
} from '@wizyta/core';
import { openSsoPopup } from '../sso/openSsoPopup';

function requestFailed(cause: unknown): never {
  throw new AppError(REQUEST_ERROR_CODE, undefined, { cause, details: { chunk: 'startWidgetSession' } });
}

/** The widget's API client: the booking and session calls of the contract, nothing else. */
export type WidgetApi = OperationsClient<BookingClientOperation>;

/** The widget's session: the API client and the session as the booking screens see it. */
export interface WidgetSession {
  /** The API client; authenticated calls carry the session's token once somebody signed in. */
  readonly api: WidgetApi;
  /** For `BookingApp`: state, SMS login (default) and SSO login (on demand). */
  readonly booking: BookingSession;
  dispose(): void;
}

/**
 * The widget's session. Nothing runs at creation and no session code is loaded: the patient is
 * anonymous until they sign in. SMS login (the default; it works with third-party cookies
 * blocked) loads core's session on first use. SSO (`login`) opens the provider's popup
 * ({@link openSsoPopup}), takes the tokens it hands back and keeps them in memory, refreshed
 * through the API's `token/refresh` like an SMS session's; the flow stays where it was.
 */
export function createWidgetSession(config: AppConfig, pageUrl: string): WidgetSession {
  let session: Session<WidgetApi> | null = null;
  let loading: Promise<Session<WidgetApi>> | null = null;
  let state: SessionState = ANONYMOUS_STATE;
  const listeners = new Set<SessionListener>();

  const api = createOperationsClient(BOOKING_CLIENT_OPERATIONS, {
    config,
    getToken: async () => session?.getToken(),
    onUnauthorized: () => session?.handleUnauthorized(),
  });
  const load = () => {
    // A session chunk that does not arrive is a failed request (4191), which the sign-in shows
    // with its retry, not an unexpected error.
    loading ??= import('./startWidgetSession').then(({ startWidgetSession }) => {
      const started = startWidgetSession(config, pageUrl, api);
      started.subscribe((next) => {
        state = next;
        for (const listener of [...listeners]) listener(next);
      });
      session = started;
      return started;
    }, requestFailed);
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };

  const booking: BookingSession = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    startSmsLogin: async (phone, captchaToken) => (await load()).startSmsLogin(phone, captchaToken),
    verifySmsLogin: async (phone, code) => (await load()).verifySmsLogin(phone, code),
    // Only a signed-in patient (whose session has loaded) reloads the profile: after the agreements.
    reloadProfile: async () => (await load()).reloadProfile(),
    // The IdP refuses to be framed (clickjacking): SSO runs in a popup of the provider's origin,
    // which hands the tokens back — in the flow frame, and on the provider's own pages alike (one
    // path; nothing leaves the page, so the order needs no storage across a redirect).
    async login() {
      // Opened before the first await: still inside the patient's click, so not blocked.
      const popup = openSsoPopup(window);
      if (!popup) return 'blocked';
      return (await import('../sso/awaitSsoTokens')).signInThroughPopup(window, popup, load);
    },
  };

  return {
    api,
    booking,
    dispose() {
      session?.dispose();
      listeners.clear();
    },
  };
}
