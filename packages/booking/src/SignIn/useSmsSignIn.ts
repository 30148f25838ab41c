import { isValidPhone, type MessageId, type Messages, type SmsPhoneNumber, toAppError } from '@wizyta/core';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { type CaptchaToken, useCaptchaToken } from '../Captcha/useCaptchaToken';
import { smsErrorText } from './smsErrorText';
import { useCooldown } from './useCooldown';

/** The API's answer to a send that needs a captcha first (a phone that had many codes today). */
const CAPTCHA_STEP_UP = 4108;

/** Seconds before another SMS code may be asked for. */
export const RESEND_COOLDOWN_S = 30;

/** The message ids that differ between the apps showing SMS sign-in. */
export interface SmsSignInTexts {
  /** "Błąd {code}: {message}" of a refused call. */
  readonly errorWithCode: MessageId;
  /** A code that is not 4–8 digits. */
  readonly codeFormat: MessageId;
}

/** Options of {@link useSmsSignIn}: what the app around the sign-in decides. */
export interface SmsSignInOptions {
  readonly session: {
    startSmsLogin(phone: SmsPhoneNumber, captchaToken?: string): Promise<unknown>;
    verifySmsLogin(phone: SmsPhoneNumber, code: string): Promise<unknown>;
  };
  readonly messages: Pick<Messages, 't' | 'formatError'>;
  readonly texts: SmsSignInTexts;
  /** The country code the number field starts with (the profile's, else +48). */
  readonly prefix?: string;
  /** Whether the deployment asks for a captcha before a code is sent. */
  readonly captcha?: boolean;
  /** Runs once the code was accepted (the portal navigates; the booking flow follows the session). */
  readonly onSignedIn?: () => void;
}

/** What went wrong, and under which field: `failed` for a refused call or a missing captcha, else a field check. */
export interface SmsSignInError {
  readonly on: 'number' | 'code';
  readonly text: string;
  readonly failed: boolean;
}

/** The state of an SMS sign-in and what its forms do; see {@link useSmsSignIn}. */
export interface SmsSignIn {
  readonly phone: SmsPhoneNumber;
  readonly setPhone: (phone: SmsPhoneNumber) => void;
  readonly code: string;
  readonly setCode: (code: string) => void;
  /** The number the code went to; null on the phone step. */
  readonly sentTo: SmsPhoneNumber | null;
  readonly error: SmsSignInError | null;
  readonly busy: boolean;
  /** Seconds until another code may be sent; 0 when it may. */
  readonly cooldown: number;
  /** A new code was sent to the same number. */
  readonly resent: boolean;
  readonly captcha: CaptchaToken;
  /** The API asked for a captcha (4108): the phone step shows one, on any deployment. */
  readonly stepUp: boolean;
  /** The inputs that take focus: attach them to the number and the code fields. */
  readonly numberRef: RefObject<HTMLInputElement | null>;
  readonly codeRef: RefObject<HTMLInputElement | null>;
  /** Checks the number, then sends the code (the phone form's submit). */
  sendCode(): Promise<void>;
  /** Checks the code, then signs in with it (the code form's submit). */
  verify(): Promise<void>;
  /** Another code after the cool-down; with a captcha, back to the phone step for a new solution. */
  resend(): Promise<void>;
  /** Back to the phone step, focus on the number. */
  changePhone(): void;
}

/**
 * SMS sign-in, written once for the booking flow and the portal: phone → "Wyślij kod" → code →
 * signed in, a new code after {@link RESEND_COOLDOWN_S} seconds, each failure (4105 wrong code,
 * 4107 too many attempts, 4102 SMS limit…) as its catalogue text under the field it concerns,
 * which takes focus. A captcha solution is single-use: each send spends it. The apps render the
 * forms in their own layout and heading.
 */
export function useSmsSignIn(options: SmsSignInOptions): SmsSignIn {
  const { session, messages, texts } = options;
  const [phone, setPhone] = useState<SmsPhoneNumber>({ prefix: options.prefix ?? '+48', number: '' });
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ to: SmsPhoneNumber; at: number; again: boolean } | null>(null);
  const [error, setError] = useState<SmsSignInError | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptchaToken();
  const [stepUp, setStepUp] = useState(false);
  const asks = options.captcha === true || stepUp;
  const cooldown = useCooldown(sent ? sent.at + RESEND_COOLDOWN_S * 1000 : null);
  const numberRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // Focus moves once the render that shows its field has committed: the code input exists only
  // on the code step, the number's only on the phone step. A new object each time, so it re-runs.
  const [focusNext, setFocusNext] = useState<{ readonly on: SmsSignInError['on'] } | null>(null);
  useLayoutEffect(() => {
    if (focusNext) (focusNext.on === 'number' ? numberRef : codeRef).current?.focus();
  }, [focusNext]);

  const refuse = (on: SmsSignInError['on'], text: string, failed: boolean) => {
    setError({ on, text, failed });
    setFocusNext({ on });
  };
  const send = async (to: SmsPhoneNumber, again: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await session.startSmsLogin(to, captcha.token ?? undefined);
      setSent({ to, at: Date.now(), again });
      setCode('');
      setFocusNext({ on: 'code' });
    } catch (failure) {
      // Asked for a captcha: back to the phone step, where it is shown.
      const captchaFirst = toAppError(failure).code === CAPTCHA_STEP_UP;
      if (captchaFirst) {
        setStepUp(true);
        setSent(null);
      }
      refuse(
        again && !captchaFirst ? 'code' : 'number',
        smsErrorText(failure, messages, texts.errorWithCode),
        true,
      );
    } finally {
      setBusy(false);
      if (asks) captcha.spend();
    }
  };
  const changePhone = () => {
    setSent(null);
    setError(null);
    setFocusNext({ on: 'number' });
  };

  return {
    phone,
    setPhone,
    code,
    setCode,
    sentTo: sent?.to ?? null,
    error,
    busy,
    cooldown,
    resent: sent?.again ?? false,
    captcha,
    stepUp,
    numberRef,
    codeRef,
    async sendCode() {
      const prefix = phone.prefix.trim();
      const to = {
        prefix: prefix.startsWith('+') ? prefix : `+${prefix}`,
        number: phone.number.replace(/[\s-]/g, ''),
      };
      if (!isValidPhone(to.number, to.prefix)) {
        return refuse(
          'number',
          messages.t(to.number ? 'validation.phoneInvalid' : 'validation.required'),
          false,
        );
      }
      if (asks && !captcha.token) return refuse('number', messages.t('common.captcha.required'), true);
      await send(to, false);
    },
    async verify() {
      const value = code.trim();
      if (!sent) return;
      if (!/^\d{4,8}$/.test(value)) {
        return refuse('code', messages.t(value ? texts.codeFormat : 'validation.required'), false);
      }
      setBusy(true);
      setError(null);
      try {
        await session.verifySmsLogin(sent.to, value);
        options.onSignedIn?.();
      } catch (failure) {
        refuse('code', smsErrorText(failure, messages, texts.errorWithCode), true);
        setBusy(false);
      }
    },
    async resend() {
      if (!sent) return;
      if (asks) return changePhone();
      await send(sent.to, true);
    },
    changePhone,
  };
}
