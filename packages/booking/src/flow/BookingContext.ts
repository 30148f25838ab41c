import type { AppConfig, Dictionaries, Messages, OrderActor, Prefill, SessionState } from '@wizyta/core';
import { createContext, useContext } from 'react';
import type { CaptchaSetup } from '../Captcha/CaptchaSetup';
import type { BookingApi, BookingSession } from './BookingProps';

/** The deployment's contact settings the notices offer (`config.json`). */
export type BookingContact = Partial<Pick<AppConfig, 'contactPhone' | 'contactEmail' | 'nfzDeclarationUrl'>>;

/** What every screen of the flow reads: the order actor, texts, the session and a few settings. */
export interface BookingContextValue {
  readonly actor: OrderActor;
  /** The API client: the order's calls and the account steps' (agreements, subscription end). */
  readonly api: BookingApi;
  readonly messages: Messages;
  readonly type: string;
  readonly thankYouPage: string | null;
  readonly regulationUrl: string;
  /** The portal's base URL (`config.authUrl`): where a booked visit's page is; null if unknown. */
  readonly portalUrl: string | null;
  /** How to reach the provider: the deployment's phone line, e-mail and NFZ declaration page, each where set. */
  readonly contact: BookingContact;
  readonly session: BookingSession;
  /** The session's dictionaries (countries, languages…), shared with every other screen. */
  readonly dictionaries: Dictionaries;
  /** The deployment's captcha, or null where `captchaSiteKey` is not set. */
  readonly captcha: CaptchaSetup | null;
  /** The captcha SMS sign-in shows when the API asks for one (4108), on any deployment; or null. */
  readonly stepUpCaptcha: CaptchaSetup | null;
  readonly sessionState: SessionState;
  readonly prefill: Prefill | null;
  /** Unique per BookingApp, so field ids do not clash when two flows share a document. */
  readonly idPrefix: string;
  /**
   * Whether a step heading takes focus when it mounts: not for the first step shown (the page
   * just loaded; the widget must not steal focus from the partner's page), yes for every later one.
   */
  readonly moveFocus: { current: boolean };
  /** Tells the host a failure the machine does not know of (a screen's chunk did not arrive: 4191). */
  readonly reportError: (code: number) => void;
}

/** The flow's context; provided by BookingApp. */
export const BookingContext = createContext<BookingContextValue | null>(null);

/** The flow's context; throws outside BookingApp. */
export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('booking screens need <BookingApp> around them');
  return value;
}
