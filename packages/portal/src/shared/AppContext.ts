import type { ApiClient, AppConfig, Brand, Messages, Session } from '@wizyta/core';
import { createContext } from 'react';

/** The session features see: core's session over the typed API client. */
export type PortalSession = Session<ApiClient>;

/**
 * Everything a feature needs from the running portal, provided once by the shell. Features read
 * it through {@link useApp}; they never create clients, sessions or message catalogues themselves.
 */
export interface AppContextValue {
  /** The validated `config.json` of this deployment. */
  readonly config: AppConfig;
  /** The white-label variant: name, title, kind, documents, theme. */
  readonly brand: Brand;
  /**
   * Texts and formats (`messages.t('common.save')`, `messages.formatPrice(79)`): Polish, or English
   * with `?lang=en`. A page renders only once its message areas are loaded, so `t` is synchronous.
   */
  readonly messages: Messages;
  /** The typed API client, wired to the session's token and 401 handling. */
  readonly api: ApiClient;
  /** The signed-in user; render its state with `useSessionState()`. */
  readonly session: PortalSession;
  /** Where this deployment lives: `/`, or `/b/<type>/` on the sample backend. Ends with `/`. */
  readonly basePath: string;
  /** The URL of a file shipped with the portal (`documents/regulamin.pdf`), under the base path. */
  assetUrl(path: string): string;
  /**
   * The portal runs inside another site's frame (an insurer's app): the IdP refuses to be framed,
   * so sign-in goes through SMS login there. Absent: not framed.
   */
  readonly framed?: boolean;
}

/** The portal's context; `null` outside the shell (tests wrap with a provider). */
export const AppContext = createContext<AppContextValue | null>(null);
