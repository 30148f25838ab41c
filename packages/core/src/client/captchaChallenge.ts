import { resolveApiBase } from './resolveApiBase';

/**
 * Where the captcha's challenge comes from, below the API base: outside the typed contract (the
 * ALTCHA widget fetches it itself), but part of the API all the same, so written once for the
 * clients and the sample backend.
 */
export const CAPTCHA_CHALLENGE_PATH = '/visit-api/anonymous/captcha-challenge';

/** The challenge URL of the deployment whose config says `apiUrl`. */
export function captchaChallengeUrl(apiUrl: string): string {
  return `${resolveApiBase(apiUrl)}${CAPTCHA_CHALLENGE_PATH}`;
}
