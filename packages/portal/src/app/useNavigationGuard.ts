import {
  AppError,
  type AppRoute,
  type NavigationDecision,
  resolveNavigation,
  type SessionState,
} from '@wizyta/core';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApp } from '../shared/useApp';
import { useSessionState } from '../shared/useSessionState';
import { useToast } from '../shared/useToast';
import { clearHeldOrder, heldOrderId } from './heldOrder';

/** What the shell renders for the current location. */
export type GuardView =
  | { readonly kind: 'pending' }
  /** Signed out for a reason (4311, 4312): say why and offer to sign in, not an instant redirect. */
  | { readonly kind: 'signedOut'; readonly code: number }
  | { readonly kind: 'maintenance' }
  | { readonly kind: 'allow'; readonly route: AppRoute; readonly params: Readonly<Record<string, string>> };

/** The session has settled: signed in with the profile loaded, or nobody signed in. */
function isSettled(state: SessionState): boolean {
  return state.status === 'ready' || state.status === 'anonymous';
}

function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** Data a page hands to the next one through navigation state (`/no-doctors` needs `data`). */
function dataOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'data' in state ? state.data : undefined;
}

/**
 * The guard of spec §2 on every navigation: asks core's `resolveNavigation` once the session has
 * settled and carries out its answer — redirect (replace), login (IdP redirect), logout (with the
 * decision's code as a toast), `clearOrder` — returning `pending` until the route may render.
 */
export function useNavigationGuard(): GuardView {
  const { config, session, framed } = useApp();
  const state = useSessionState();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const acted = useRef<NavigationDecision | null>(null);

  const decision = useMemo<NavigationDecision | null>(() => {
    if (config.maintenance) return { kind: 'maintenance' };
    if (!isSettled(state)) return null;
    return resolveNavigation({
      path: location.pathname,
      query: queryOf(location.search),
      session: { authenticated: state.authenticated, roles: state.roles },
      profile: state.navigationProfile,
      config,
      order: heldOrderId(),
      data: dataOf(location.state),
    });
  }, [config, state, location]);

  useEffect(() => {
    if (!decision || acted.current === decision) return;
    // A login is a redirect to the IdP: started once, not again for each state change meanwhile.
    const repeatLogin = decision.kind === 'login' && acted.current?.kind === 'login';
    acted.current = decision;
    if (repeatLogin) return;
    if ((decision.kind === 'allow' || decision.kind === 'redirect') && decision.clearOrder) clearHeldOrder();
    switch (decision.kind) {
      case 'redirect':
        void navigate(decision.to, { replace: true });
        break;
      case 'login':
        // In another site's frame the IdP cannot be shown: SMS login instead, back here afterwards.
        if (framed) {
          const from = `${location.pathname}${location.search}`;
          void navigate(`/sms-login?redirectedFrom=${encodeURIComponent(from)}`, { replace: true });
        } else if (state.signedOutReason === null) void session.login();
        break;
      case 'logout':
        if (decision.code !== undefined) toast.error(new AppError(decision.code));
        void session.logout();
        break;
      default:
        break;
    }
  }, [decision, framed, location, navigate, session, state.signedOutReason, toast]);

  // One object per decision, so that a caller can defer it (`useDeferredValue`) without re-rendering.
  const { signedOutReason } = state;
  return useMemo<GuardView>(() => {
    if (decision?.kind === 'maintenance') return MAINTENANCE;
    if (decision?.kind === 'login' && signedOutReason !== null)
      return { kind: 'signedOut', code: signedOutReason };
    if (decision?.kind === 'allow') return { kind: 'allow', route: decision.route, params: decision.params };
    return PENDING;
  }, [decision, signedOutReason]);
}

const MAINTENANCE: GuardView = { kind: 'maintenance' };
const PENDING: GuardView = { kind: 'pending' };
