import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../permissions/ACTIONS';
import { ROUTES } from './ROUTES';

// Every route of the spec §2 table, with the access it names.
const SPEC_ROUTES = [
  ['/registration', { kind: 'public', action: 'REGISTRATION' }],
  ['/regulation', { kind: 'public' }],
  ['/privacy-policy', { kind: 'public' }],
  ['/contact', { kind: 'public' }],
  ['/agreements', { kind: 'login' }],
  ['/subscription-end', { kind: 'login' }],
  ['/profile', { kind: 'action', action: 'SHOW_PROFILE' }],
  ['/', { kind: 'action', action: 'SHOW_VISITS' }],
  ['/visit/:id', { kind: 'action', action: 'SHOW_VISIT' }],
  ['/chat/:id', { kind: 'login' }],
  ['/nfz-visit-type', { kind: 'login' }],
  ['/make-appointment', { kind: 'action', action: 'SHOW_MAKE_APPOINTMENT' }],
  ['/order/:id?', { kind: 'action', action: 'SHOW_ORDER' }],
  ['/order/:id/personal', { kind: 'action', action: 'SHOW_ORDER_PERSONAL' }],
  ['/order/:id/symptoms', { kind: 'action', action: 'SHOW_ORDER_SYMPTOMS' }],
  ['/order/:id/payment', { kind: 'action', action: 'SHOW_ORDER_PAYMENT' }],
  ['/appointment/:id/success', { kind: 'action', action: 'SHOW_APPOINTMENT_SUCCESS' }],
  ['/appointment/:id/failed', { kind: 'action', action: 'SHOW_APPOINTMENT_FAILED' }],
  ['/appointment/:id/result', { kind: 'action', action: 'SHOW_APPOINTMENT_RESULT' }],
  ['/no-doctors', { kind: 'action', action: 'SHOW_NO_DOCTORS' }],
  ['/consultation/:id', { kind: 'login' }],
] as const;

describe('ROUTES', () => {
  it.each(SPEC_ROUTES)('has %s with the access of spec §2', (path, access) => {
    expect(ROUTES.find((route) => route.path === path)?.access).toEqual(access);
  });

  it('has no route beyond spec §2 but the decided ones (notifications, SMS login, WELBI short order, a new time, the accessibility statement)', () => {
    const decided = [
      '/notifications',
      '/sms-login',
      '/order/:id/short',
      '/visit/:id/reschedule',
      '/deklaracja-dostepnosci',
    ];
    expect(ROUTES.map((route) => route.path).sort()).toEqual(
      [...SPEC_ROUTES.map(([path]) => path), ...decided].sort(),
    );
    expect(ROUTES.find((route) => route.path === '/notifications')?.access).toEqual({
      kind: 'action',
      action: 'SHOW_NOTIFICATIONS',
    });
    expect(ROUTES.find((route) => route.path === '/sms-login')?.access).toEqual({ kind: 'public' });
    expect(ROUTES.find((route) => route.path === '/deklaracja-dostepnosci')?.access).toEqual({
      kind: 'public',
    });
    expect(ROUTES.find((route) => route.path === '/order/:id/short')?.access).toEqual({
      kind: 'action',
      action: 'SHOW_MAKE_APPOINTMENT',
    });
    expect(ROUTES.find((route) => route.path === '/visit/:id/reschedule')?.access).toEqual({
      kind: 'action',
      action: 'SHOW_VISIT',
    });
  });

  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('names only known actions', () => {
    for (const route of ROUTES) {
      if ('action' in route.access) expect(ACTIONS).toContain(route.access.action);
    }
  });
});
