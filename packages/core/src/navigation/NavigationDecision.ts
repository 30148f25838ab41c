import type { AppRoute } from '../routes/ROUTES';

/** What the guard knows about one navigation. */
export interface NavigationInput {
  /** The app path, without the deployment's base path and without the query. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly session: { readonly authenticated: boolean; readonly roles: readonly string[] };
  /**
   * The patient's agreement state; `null` while not loaded, or for a doctor without a patient
   * profile: then terms count as accepted and no popup is flagged.
   */
  readonly profile: {
    readonly termsAccepted: boolean;
    readonly consentsVersionChanged: boolean;
    readonly showSubscriptionEndPopup: boolean;
    readonly nfzActive: boolean;
  } | null;
  readonly config: { readonly type: string; readonly maintenance: boolean };
  /** The order held in session storage, if any. */
  readonly order: { readonly id: string } | null;
  /** The data passed to /no-doctors by the search that found nobody. */
  readonly data?: unknown;
}

/**
 * What the router should do. `clearOrder` asks it to drop the held order first (the payment
 * route on an id mismatch, and entering /nfz-visit-type).
 */
export type NavigationDecision =
  | {
      readonly kind: 'allow';
      readonly route: AppRoute;
      readonly params: Readonly<Record<string, string>>;
      readonly clearOrder?: true;
    }
  | { readonly kind: 'redirect'; readonly to: string; readonly clearOrder?: true }
  | { readonly kind: 'login' }
  | { readonly kind: 'logout'; readonly code?: number }
  | { readonly kind: 'maintenance' };
