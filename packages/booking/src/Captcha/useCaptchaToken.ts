import { useCallback, useState } from 'react';

/** A form's captcha solution: the token once solved, and the key that gets a fresh captcha. */
export interface CaptchaToken {
  readonly token: string | null;
  readonly onChange: (token: string | null) => void;
  /** The `key` of the Captcha: it changes on {@link CaptchaToken.spend}, which remounts it. */
  readonly round: number;
  /** The solution was sent (accepted or not): it is single-use, so a new one is needed. */
  readonly spend: () => void;
}

/** Keeps a captcha's solution for a form; see {@link CaptchaToken}. */
export function useCaptchaToken(): CaptchaToken {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const spend = useCallback(() => {
    setToken(null);
    setRound((n) => n + 1);
  }, []);
  return { token, onChange: setToken, round, spend };
}
