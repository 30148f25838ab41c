import { afterEach, describe, expect, it } from 'vitest';
import { SSO_POPUP_ADDRESS } from './openSsoPopup';
import { enterSsoPopup, SSO_POPUP_KEY, ssoPopupStage } from './ssoPopupStage';

const FLOW = 'https://provider.example/widget/flow.html';

function windowAt(href: string, opener: object | null): Window {
  return { location: new URL(href), opener, sessionStorage } as unknown as Window;
}

describe('ssoPopupStage', () => {
  afterEach(() => sessionStorage.clear());

  it('starts at the address the frame opens the popup at', () => {
    expect(ssoPopupStage(windowAt(new URL(SSO_POPUP_ADDRESS, `${FLOW}?type=general`).href, {}))).toBe(
      'start',
    );
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

  it('marks the tab at the start and drops the mark once back', () => {
    expect(enterSsoPopup(windowAt(`${FLOW}?sso=popup`, {}))).toBe('start');
    expect(sessionStorage.getItem(SSO_POPUP_KEY)).toBe('1');
    expect(enterSsoPopup(windowAt(`${FLOW}#state=s&code=c`, {}))).toBe('return');
    expect(sessionStorage.getItem(SSO_POPUP_KEY)).toBeNull();
    expect(enterSsoPopup(windowAt(`${FLOW}#state=s&code=c`, {}))).toBeNull();
  });
});
