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
  type TokenResponse,
  TokenResponseSchema,
} from '../core';
import { sessionStore, WIDGET_SSO_KEY } from './isSsoReturn';
import { openSsoPopup } from './openSsoPopup';

/** The tokens an SSO popup hands over, if they are a token response (the API client's schema). */
function acceptTokens(tokens: unknown): TokenResponse | null {
  const parsed = TokenResponseSchema.safeParse(tokens);
  return parsed.success ? parsed.data : null;
}

function requestFailed(cause: unknown): never {
  throw new AppError(REQUEST_ERROR_CODE, undefined, { cause, details: { chunk: 'startWidgetSession' } });
}

/** The widget's API client: the booking and session calls of the contract, nothing else. */
export type WidgetApi = OperationsClient<BookingClientOperation>;

/** The widget's session: the API client, the session as the booking screens see it, SSO return. */
export interface WidgetSession {
  /** The API client; authenticated calls carry the session's token once somebody signed in. */
  readonly api: WidgetApi;
  /** For `BookingApp`: state, SMS login (default) and SSO login (on demand). */
  readonly booking: BookingSession;
  /** Finishes an SSO login when the page is the IdP's redirect back (`isSsoReturn`). */
  finishSsoReturn(): Promise<void>;
  dispose(): void;
}

/**
 * The widget's session on a partner page. Nothing runs at creation and no session code is loaded:
 * the patient is anonymous until they sign in. SMS login (the default; it works with third-party
 * cookies blocked) loads core's session on first use. SSO (`login`) in a frame opens the
 * provider's popup ({@link openSsoPopup}), takes the tokens it hands back and keeps them in memory,
 * refreshed through the API's `token/refresh` like an SMS session's; the flow stays where it was.
 * As the top document it marks the tab, starts keycloak-js without check-sso and redirects to the
 * IdP, which sends the patient back to this page; there {@link WidgetSession.finishSsoReturn}
 * completes the login and the order waits in sessionStorage.
 */
export function createWidgetSession(
  config: AppConfig,
  pageUrl: string,
  framed: boolean = typeof window !== 'undefined' && window.parent !== window,
): WidgetSession {
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
    startSmsLogin: async (phone) => (await load()).startSmsLogin(phone),
    verifySmsLogin: async (phone, code) => (await load()).verifySmsLogin(phone, code),
    // In a frame (the flow frame on a partner page, an insurer app) the IdP's page refuses to be
    // framed (clickjacking): SSO runs in a popup of the provider's origin, which hands the tokens
    // back; where the flow is the top document, SSO is keycloak-js's redirect.
    login: framed
      ? async () => {
          // Opened before the first await: still inside the patient's click, so not blocked.
          const popup = openSsoPopup(window);
          if (!popup) return 'blocked';
          const [{ awaitSsoTokens }, started] = await Promise.all([import('./awaitSsoTokens'), load()]);
          const tokens = await awaitSsoTokens(window, popup, window.location.origin, acceptTokens);
          if (tokens === 'closed') return 'closed';
          await started.signInWithTokens(tokens, 'sso');
          return undefined;
        }
      : async () => {
          sessionStore()?.setItem(WIDGET_SSO_KEY, '1');
          const started = await load();
          const after = await started.init();
          if (!after.authenticated) await started.login();
        },
  };

  return {
    api,
    booking,
    async finishSsoReturn() {
      sessionStore()?.removeItem(WIDGET_SSO_KEY);
      await (await load()).init();
    },
    dispose() {
      session?.dispose();
      listeners.clear();
    },
  };
}
