import { afterEach, describe, expect, it, vi } from 'vitest';
import { asTokenResponse, awaitSsoTokens } from './awaitSsoTokens';
import { SSO_ACK, SSO_TOKENS } from './ssoMessages';

const ORIGIN = 'https://provider.example';
const TOKENS = {
  access_token: 'a.b.c',
  refresh_token: 'r',
  expires_in: 300,
  refresh_expires_in: 1800,
  token_type: 'Bearer',
};

function fakePopup() {
  return { closed: false, postMessage: vi.fn() };
}

function deliver(data: unknown, origin: string, source: object) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

describe('awaitSsoTokens', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the tokens only from the popup and the provider origin, and acknowledges them', async () => {
    const popup = fakePopup();
    const waiting = awaitSsoTokens(window, popup as unknown as Window, ORIGIN, asTokenResponse);
    deliver({ type: SSO_TOKENS, tokens: TOKENS }, 'https://partner.example', popup);
    deliver({ type: SSO_TOKENS, tokens: TOKENS }, ORIGIN, fakePopup());
    deliver({ type: SSO_TOKENS, tokens: { access_token: 'x' } }, ORIGIN, popup);
    expect(popup.postMessage).not.toHaveBeenCalled();
    deliver({ type: SSO_TOKENS, tokens: TOKENS }, ORIGIN, popup);
    await expect(waiting).resolves.toEqual(TOKENS);
    expect(popup.postMessage).toHaveBeenCalledWith({ type: SSO_ACK }, ORIGIN);
  });

  it('reports a popup the patient closed without signing in', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const waiting = awaitSsoTokens(window, popup as unknown as Window, ORIGIN, asTokenResponse);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(300);
    await expect(waiting).resolves.toBe('closed');
  });

  it('accepts a token response only', () => {
    expect(asTokenResponse(TOKENS)).toEqual(TOKENS);
    expect(asTokenResponse({ ...TOKENS, expires_in: 0 })).toBeNull();
    expect(asTokenResponse({ ...TOKENS, refresh_token: '' })).toBeNull();
    expect(asTokenResponse({ ...TOKENS, refresh_expires_in: '5' })).toBeNull();
    expect(asTokenResponse('token')).toBeNull();
  });
});
