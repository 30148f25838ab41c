import { afterEach, describe, expect, it } from 'vitest';
import { SSO_POPUP_KEY, ssoPopupStage } from './ssoPopupStage';

const FLOW = 'https://provider.example/widget/flow.html';

function windowAt(href: string, opener: object | null): Window {
  return { location: new URL(href), opener, sessionStorage } as unknown as Window;
}

describe('ssoPopupStage', () => {
  afterEach(() => sessionStorage.clear());

  it('starts on ?sso=popup when a frame opened the page', () => {
    expect(ssoPopupStage(windowAt(`${FLOW}?sso=popup`, {}))).toBe('start');
  });

  it("hands back on keycloak-js's callback in the marked popup tab", () => {
    sessionStorage.setItem(SSO_POPUP_KEY, '1');
    expect(ssoPopupStage(windowAt(`${FLOW}#state=s&session_state=x&code=c`, {}))).toBe('return');
    expect(ssoPopupStage(windowAt(`${FLOW}#error=login_required&state=s`, {}))).toBe('return');
  });

  it('is the flow otherwise: no opener, an unmarked tab, no callback, another query', () => {
    expect(ssoPopupStage(windowAt(`${FLOW}?sso=popup`, null))).toBeNull();
    expect(ssoPopupStage(windowAt(`${FLOW}#state=s&code=c`, {}))).toBeNull();
    sessionStorage.setItem(SSO_POPUP_KEY, '1');
    expect(ssoPopupStage(windowAt(`${FLOW}?type=general&lang=pl`, {}))).toBeNull();
    expect(ssoPopupStage(windowAt(`${FLOW}?sso=popup&x=1`, {}))).toBeNull();
  });
});
