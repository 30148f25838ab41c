import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * A captcha solution for the API at `apiBase` (its `captchaToken`), solved as the browser's ALTCHA
 * widget solves it: a fresh challenge, a real proof of work, encoded as the widget sends it.
 */
export async function solveCaptcha(apiBase: string, fetchFn: typeof fetch = fetch): Promise<string> {
  const answer = await fetchFn(`${apiBase}/visit-api/anonymous/captcha-challenge`);
  const challenge = (await answer.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
}
