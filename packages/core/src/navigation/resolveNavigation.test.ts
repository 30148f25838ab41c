import { describe, expect, it } from 'vitest';
import { PARTNER_TYPES } from '../brands/PARTNER_TYPES';
import type { NavigationDecision, NavigationInput } from './NavigationDecision';
import { resolveNavigation } from './resolveNavigation';

const accepted = {
  termsAccepted: true,
  consentsVersionChanged: false,
  showSubscriptionEndPopup: false,
  nfzActive: false,
};

interface Overrides {
  path: string;
  query?: Record<string, string>;
  authenticated?: boolean;
  roles?: string[];
  profile?: Partial<typeof accepted> | null;
  type?: string;
  maintenance?: boolean;
  order?: { id: string } | null;
  data?: unknown;
}

function navigate(overrides: Overrides): NavigationDecision {
  const input: NavigationInput = {
    path: overrides.path,
    query: overrides.query ?? {},
    session: { authenticated: overrides.authenticated ?? true, roles: overrides.roles ?? ['PATIENT'] },
    profile: overrides.profile === null ? null : { ...accepted, ...overrides.profile },
    config: { type: overrides.type ?? 'general', maintenance: overrides.maintenance ?? false },
    order: overrides.order ?? null,
    data: overrides.data,
  };
  return resolveNavigation(input);
}

// One string per decision keeps the tables readable.
function summary(decision: NavigationDecision): string {
  switch (decision.kind) {
    case 'allow':
      return `allow ${decision.route.id}${decision.clearOrder ? ' +clear' : ''}`;
    case 'redirect':
      return `redirect ${decision.to}${decision.clearOrder ? ' +clear' : ''}`;
    case 'logout':
      return decision.code === undefined ? 'logout' : `logout ${decision.code}`;
    default:
      return decision.kind;
  }
}

const anonymous = { authenticated: false, roles: [] };
const doctor = { roles: ['DOCTOR'], profile: null };
const mustAccept = { profile: { termsAccepted: false } };
const order = { order: { id: 'o1' } };

describe('resolveNavigation: every row of spec §2', () => {
  it.each<[string, Overrides, string]>([
    [
      'registration, REGISTRATION granted (anonymous, general)',
      { path: '/registration', ...anonymous },
      'allow registration',
    ],
    ['registration without REGISTRATION', { path: '/registration', ...anonymous, type: 'pzu' }, 'redirect /'],
    ['regulation is public', { path: '/regulation', ...anonymous, type: 'pzu' }, 'allow regulation'],
    ['privacy policy is public', { path: '/privacy-policy', ...anonymous }, 'allow privacy-policy'],
    ['contact is public', { path: '/contact', ...anonymous }, 'allow contact'],
    ['public pages stay open while terms wait', { path: '/regulation', ...mustAccept }, 'allow regulation'],
    ['agreements needs login', { path: '/agreements', ...anonymous }, 'login'],
    [
      'agreements shown while terms are not accepted',
      { path: '/agreements', ...mustAccept },
      'allow agreements',
    ],
    [
      'agreements shown while the consents version changed',
      { path: '/agreements', profile: { consentsVersionChanged: true } },
      'allow agreements',
    ],
    ['agreements left for / when accepted', { path: '/agreements' }, 'redirect /'],
    [
      'agreements left for subscription-end when flagged',
      { path: '/agreements', profile: { showSubscriptionEndPopup: true } },
      'redirect /subscription-end',
    ],
    [
      'agreements left for / even with a redirectedFrom (spec §2)',
      { path: '/agreements', query: { redirectedFrom: '/visit/3?showAddDocuments=true' } },
      'redirect /',
    ],
    [
      'agreements prefer the flagged popup over redirectedFrom',
      {
        path: '/agreements',
        query: { redirectedFrom: '/profile' },
        profile: { showSubscriptionEndPopup: true },
      },
      'redirect /subscription-end',
    ],
    ['agreements left for / without a profile (doctor)', { path: '/agreements', ...doctor }, 'redirect /'],
    ['subscription-end needs login', { path: '/subscription-end', ...anonymous }, 'login'],
    ['subscription-end shown', { path: '/subscription-end' }, 'allow subscription-end'],
    ['profile with SHOW_PROFILE', { path: '/profile', type: 'pzu' }, 'allow profile'],
    ['profile without SHOW_PROFILE (doctor)', { path: '/profile', ...doctor }, 'logout'],
    ['visits list with SHOW_VISITS', { path: '/', type: 'rankomat' }, 'allow visits'],
    ['visits list for a doctor', { path: '/', ...doctor }, 'allow visits'],
    ['visit with SHOW_VISIT', { path: '/visit/12', query: { showAddDocuments: 'true' } }, 'allow visit'],
    ['visit for a doctor', { path: '/visit/12', ...doctor }, 'allow visit'],
    ['chat needs only login', { path: '/chat/12', type: 'pzu' }, 'allow chat'],
    ['chat needs login', { path: '/chat/12', ...anonymous }, 'login'],
    [
      'nfz-visit-type with SHOW_NFZ clears the order',
      { path: '/nfz-visit-type', ...order },
      'allow nfz-visit-type +clear',
    ],
    [
      'nfz-visit-type without SHOW_NFZ',
      { path: '/nfz-visit-type', type: 'inter' },
      'redirect /make-appointment',
    ],
    [
      'make-appointment with the action',
      { path: '/make-appointment', type: 'interrisk' },
      'allow make-appointment',
    ],
    ['make-appointment without it', { path: '/make-appointment', type: 'pzu' }, 'logout'],
    ['order without an id', { path: '/order' }, 'allow order'],
    ['order with an id, no order held', { path: '/order/o9' }, 'allow order'],
    ['order for WELBI is excluded', { path: '/order/o1', type: 'welbi', ...order }, 'logout'],
    ['WELBI short order page', { path: '/order/o1/short', type: 'welbi', ...order }, 'allow order-short'],
    [
      'WELBI short order page, another id',
      { path: '/order/o2/short', type: 'welbi', ...order },
      'redirect /order/o1/short',
    ],
    [
      'WELBI short order page, no order held',
      { path: '/order/o1/short', type: 'welbi' },
      'redirect /make-appointment',
    ],
    ['short order page of a full-flow type', { path: '/order/o1/short', ...order }, 'redirect /order/o1'],
    [
      'short order page without make-appointment',
      { path: '/order/o1/short', type: 'pzu', ...order },
      'logout',
    ],
    ['personal step with the held order', { path: '/order/o1/personal', ...order }, 'allow order-personal'],
    ['symptoms step with the held order', { path: '/order/o1/symptoms', ...order }, 'allow order-symptoms'],
    ['payment step with the held order', { path: '/order/o1/payment', ...order }, 'allow order-payment'],
    ['personal step, no order held', { path: '/order/o1/personal' }, 'redirect /make-appointment'],
    ['symptoms step, no order held', { path: '/order/o1/symptoms' }, 'redirect /make-appointment'],
    ['payment step, no order held', { path: '/order/o1/payment' }, 'redirect /make-appointment'],
    ['personal step, another id', { path: '/order/o2/personal', ...order }, 'redirect /order/o1'],
    ['symptoms step, another id', { path: '/order/o2/symptoms', ...order }, 'redirect /order/o1'],
    [
      'payment step, another id, clears first',
      { path: '/order/o2/payment', ...order },
      'redirect /order/o1 +clear',
    ],
    ['steps for WELBI are excluded', { path: '/order/o1/payment', type: 'welbi', ...order }, 'logout'],
    ['success page', { path: '/appointment/5/success', type: 'welbi' }, 'allow appointment-success'],
    ['failed page', { path: '/appointment/5/failed' }, 'allow appointment-failed'],
    ['result page', { path: '/appointment/5/result' }, 'allow appointment-result'],
    ['result page for WELBI is excluded', { path: '/appointment/5/result', type: 'welbi' }, 'logout'],
    ['result page without the action', { path: '/appointment/5/result', type: 'pzu' }, 'logout'],
    ['no-doctors with data', { path: '/no-doctors', data: { specializationId: 1 } }, 'allow no-doctors'],
    ['no-doctors without data', { path: '/no-doctors' }, 'redirect /make-appointment'],
    ['no-doctors with null data', { path: '/no-doctors', data: null }, 'redirect /make-appointment'],
    ['consultation needs only login', { path: '/consultation/5', ...doctor }, 'allow consultation'],
    ['any other path', { path: '/does-not-exist' }, 'redirect /'],
    ['any other path, even anonymous', { path: '/admin', ...anonymous }, 'redirect /'],
  ])('%s', (_, overrides, expected) => {
    expect(summary(navigate(overrides))).toBe(expected);
  });

  it('passes the route params through', () => {
    expect(navigate({ path: '/visit/a%20b' })).toMatchObject({ kind: 'allow', params: { id: 'a b' } });
    expect(navigate({ path: '/order/' })).toMatchObject({ kind: 'allow', params: {} });
  });

  it('encodes the held id in the order redirect', () => {
    expect(summary(navigate({ path: '/order/x/personal', order: { id: 'a/b' } }))).toBe(
      'redirect /order/a%2Fb',
    );
  });
});

describe('resolveNavigation: the global guard, in order', () => {
  it.each<[string, Overrides, string]>([
    [
      'maintenance comes first, even for public pages',
      { path: '/regulation', maintenance: true },
      'maintenance',
    ],
    ['maintenance before login', { path: '/', maintenance: true, ...anonymous }, 'maintenance'],
    ['step 1: not authenticated → login', { path: '/', ...anonymous }, 'login'],
    [
      'step 2: no PATIENT nor DOCTOR role → logout, 4103',
      { path: '/', roles: ['offline_access'] },
      'logout 4103',
    ],
    ['step 2: no role at all → logout', { path: '/chat/1', roles: [] }, 'logout 4103'],
    ['step 2 before step 3', { path: '/', roles: ['x'], ...mustAccept }, 'logout 4103'],
    [
      'step 3: terms not accepted → agreements with redirectedFrom',
      { path: '/visit/3', query: { showAddDocuments: 'true' }, ...mustAccept },
      `redirect /agreements?redirectedFrom=${encodeURIComponent('/visit/3?showAddDocuments=true')}`,
    ],
    [
      'step 3: consents version changed → agreements',
      { path: '/', profile: { consentsVersionChanged: true } },
      'redirect /agreements?redirectedFrom=%2F',
    ],
    [
      'step 3 before step 4',
      { path: '/profile', profile: { termsAccepted: false, showSubscriptionEndPopup: true } },
      'redirect /agreements?redirectedFrom=%2Fprofile',
    ],
    [
      'step 3 before step 5',
      { path: '/make-appointment', type: 'pzu', ...mustAccept },
      'redirect /agreements?redirectedFrom=%2Fmake-appointment',
    ],
    ['step 3 skipped without a profile', { path: '/', profile: null }, 'allow visits'],
    [
      'step 4: subscription end flagged → subscription-end',
      { path: '/', profile: { showSubscriptionEndPopup: true } },
      'redirect /subscription-end',
    ],
    [
      'step 4 before step 5',
      { path: '/make-appointment', type: 'pzu', profile: { showSubscriptionEndPopup: true } },
      'redirect /subscription-end',
    ],
    ['step 4 skipped without a profile', { path: '/', ...doctor }, 'allow visits'],
    ['step 5: action not permitted → logout', { path: '/make-appointment', type: 'rankomat' }, 'logout'],
    ['step 5: an unknown type permits nothing', { path: '/', type: 'acme' }, 'logout'],
    ['step 5 does not apply to login-only routes', { path: '/chat/1', type: 'acme' }, 'allow chat'],
  ])('%s', (_, overrides, expected) => {
    expect(summary(navigate(overrides))).toBe(expected);
  });

  it('lets a patient of every brand reach the visits list and a visit', () => {
    for (const type of PARTNER_TYPES) {
      expect(summary(navigate({ path: '/', type })), type).toBe('allow visits');
      expect(summary(navigate({ path: '/visit/1', type })), type).toBe('allow visit');
    }
  });
});

describe('resolveNavigation: /agreements with nothing to accept leaves for / whatever redirectedFrom says', () => {
  it.each([
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['profile', '/'],
    ['/agreements', '/'],
    ['/agreements?redirectedFrom=%2F', '/'],
    ['/profile#top', '/'],
    ['/a/../profile', '/'],
  ])('redirectedFrom=%s → %s', (redirectedFrom, to) => {
    expect(navigate({ path: '/agreements', query: { redirectedFrom } })).toEqual({ kind: 'redirect', to });
  });
});
