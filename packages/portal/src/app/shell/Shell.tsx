import { Suspense, useContext, useDeferredValue, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { Analytics } from '../../shared/analytics/createAnalytics';
import { useAnalytics } from '../../shared/useAnalytics';
import { useApp } from '../../shared/useApp';
import { useSessionState } from '../../shared/useSessionState';
import { useToast } from '../../shared/useToast';
import { lazyWithMessageAreas } from '../i18n/lazyWithMessageAreas';
import { MessageAreasContext } from '../i18n/MessageAreasContext';
import { POPUPS_MESSAGE_AREAS } from '../i18n/routeMessageAreas';
import { useNavigationGuard } from '../useNavigationGuard';
import { ConsultationHeader } from './ConsultationHeader';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingState } from './LoadingState';
import { MaintenancePage } from './MaintenancePage';
import { SignedOutPage } from './SignedOutPage';
import { Toasts } from './Toasts';

// The profile's popups are rare: their code (and their messages) load only when the profile
// flags one.
const profilePopups = lazyWithMessageAreas(
  async () => ({ default: (await import('../../features/popups/ProfilePopups')).ProfilePopups }),
  POPUPS_MESSAGE_AREAS,
);

/** Shows each new session failure (4311, 4312, 4867…) once as a toast, then clears it. */
function useSessionErrors(): void {
  const { session } = useApp();
  const { lastError } = useSessionState();
  const toast = useToast();
  useEffect(() => {
    if (!lastError) return;
    toast.error(lastError);
    session.dismissError();
  }, [lastError, session, toast]);
}

/**
 * Reports a sign-in through the IdP's login page as the analytics `login`, once, when the profile
 * (whose marketing agreement decides whether it is sent) has loaded. A reload of a signed-in
 * session is no login; the SMS page and the booking flow report their own sign-ins.
 */
function useRedirectLoginEvent(track: Analytics['track']): void {
  const { status, method, signedInByRedirect } = useSessionState();
  const reported = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || !signedInByRedirect || !method || reported.current) return;
    reported.current = true;
    track('login', { method });
  }, [status, method, signedInByRedirect, track]);
}

/**
 * The layout of every route: skip link, header (the consultation room gets its back-to-visits
 * header and no footer), the page once the guard allows it (a loading state until then and while
 * its code loads), footer and toasts. After each allowed navigation, focus moves to the main
 * region so keyboard and screen-reader users start at the new content.
 */
export function Shell() {
  const { brand, messages } = useApp();
  const guard = useNavigationGuard();
  // When the guard first allows a page (the session has just settled), that page's first render
  // runs as a deferred, sliced render instead of one long task; the loading state stays meanwhile.
  // Every other change shows at once, so the page never runs ahead of the guard's answer.
  const deferred = useDeferredValue(guard);
  const view = guard.kind === 'allow' && deferred.kind !== 'allow' ? deferred : guard;
  const { track } = useAnalytics();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const { popups } = useSessionState();
  const ProfilePopups = profilePopups(useContext(MessageAreasContext));
  const anyPopup = popups !== null && Object.values(popups).some(Boolean);
  useSessionErrors();
  useRedirectLoginEvent(track);

  const routeId = view.kind === 'allow' ? view.route.id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path is a page change.
  useEffect(() => {
    if (!routeId) return;
    track('page_view', { route: routeId });
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo?.(0, 0);
    // Unless the page has put the focus somewhere in it already (the booking flow's step heading,
    // which on a slow phone takes it before this effect runs): moving it to <main> would take it away.
    const focused = document.activeElement;
    if (focused === main.current || !main.current?.contains(focused)) main.current?.focus();
  }, [routeId, location.pathname, track]);

  if (view.kind === 'maintenance') return <MaintenancePage brand={brand} messages={messages} />;
  const consultation = routeId === 'consultation';
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {messages.t('common.skipToContent')}
      </a>
      {consultation ? <ConsultationHeader /> : <Header />}
      <main id="main" className="app__main" tabIndex={-1} ref={main}>
        {view.kind === 'allow' ? (
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        ) : view.kind === 'signedOut' ? (
          <SignedOutPage code={view.code} />
        ) : (
          <LoadingState />
        )}
      </main>
      {!consultation && <Footer />}
      {view.kind === 'allow' && anyPopup ? (
        <Suspense fallback={null}>
          <ProfilePopups />
        </Suspense>
      ) : null}
      <Toasts />
    </div>
  );
}
