import { describe, expect, it } from 'vitest';
import {
  CALLBACK_MINUTES,
  FORCED_LOGOUT_THRESHOLD_MS,
  PHONE_LINE_HOURS,
  QUESTION_WINDOW_HOURS,
  TOKEN_MIN_VALIDITY_S,
} from './timeLimits';

describe('time limits', () => {
  it('match spec §4 and §9', () => {
    expect(QUESTION_WINDOW_HOURS).toBe(24);
    expect(CALLBACK_MINUTES).toBe(15);
    expect(PHONE_LINE_HOURS).toEqual({ from: 7, to: 22 });
    expect(TOKEN_MIN_VALIDITY_S).toBe(5);
    expect(FORCED_LOGOUT_THRESHOLD_MS).toBe(5000);
  });
});
