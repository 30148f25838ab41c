import type { Action } from '../permissions/ACTIONS';

/**
 * Who may open a route: anyone (`public`, optionally only with an action that needs no role,
 * like registration), any signed-in user (`login`), or a signed-in user allowed `action`.
 */
export type RouteAccess =
  | { readonly kind: 'public'; readonly action?: Action }
  | { readonly kind: 'login' }
  | { readonly kind: 'action'; readonly action: Action };

/** One screen of spec §2: an id, a path pattern (`:name` params, `?` for optional) and its access. */
export interface Route {
  readonly id: string;
  readonly path: string;
  readonly access: RouteAccess;
}

const login = { kind: 'login' } as const;
const action = (name: Action) => ({ kind: 'action', action: name }) as const;

/** Every route of spec §2, plus notifications and SMS login. `/` is the visits list. */
export const ROUTES = [
  { id: 'visits', path: '/', access: action('SHOW_VISITS') },
  { id: 'registration', path: '/registration', access: { kind: 'public', action: 'REGISTRATION' } },
  { id: 'regulation', path: '/regulation', access: { kind: 'public' } },
  { id: 'privacy-policy', path: '/privacy-policy', access: { kind: 'public' } },
  { id: 'contact', path: '/contact', access: { kind: 'public' } },
  { id: 'agreements', path: '/agreements', access: login },
  { id: 'subscription-end', path: '/subscription-end', access: login },
  { id: 'profile', path: '/profile', access: action('SHOW_PROFILE') },
  { id: 'visit', path: '/visit/:id', access: action('SHOW_VISIT') },
  // Decided beyond §2: a visit's new time, searched and confirmed on a page of its own (the
  // backend refuses anyone but the visit's patient).
  { id: 'visit-reschedule', path: '/visit/:id/reschedule', access: action('SHOW_VISIT') },
  { id: 'chat', path: '/chat/:id', access: login },
  { id: 'nfz-visit-type', path: '/nfz-visit-type', access: login },
  { id: 'make-appointment', path: '/make-appointment', access: action('SHOW_MAKE_APPOINTMENT') },
  { id: 'order', path: '/order/:id?', access: action('SHOW_ORDER') },
  // Spec §2 gives WELBI "a short order page" while §6 excludes the order route from WELBI's
  // permitted routes: the short page is a route of its own, opened by whoever books without the
  // full order page (the route rule sends a full-flow patient to `/order/:id`).
  { id: 'order-short', path: '/order/:id/short', access: action('SHOW_MAKE_APPOINTMENT') },
  { id: 'order-personal', path: '/order/:id/personal', access: action('SHOW_ORDER_PERSONAL') },
  { id: 'order-symptoms', path: '/order/:id/symptoms', access: action('SHOW_ORDER_SYMPTOMS') },
  { id: 'order-payment', path: '/order/:id/payment', access: action('SHOW_ORDER_PAYMENT') },
  { id: 'appointment-success', path: '/appointment/:id/success', access: action('SHOW_APPOINTMENT_SUCCESS') },
  { id: 'appointment-failed', path: '/appointment/:id/failed', access: action('SHOW_APPOINTMENT_FAILED') },
  { id: 'appointment-result', path: '/appointment/:id/result', access: action('SHOW_APPOINTMENT_RESULT') },
  // §2 names no action for no-doctors; SHOW_NO_DOCTORS exists for exactly this page.
  { id: 'no-doctors', path: '/no-doctors', access: action('SHOW_NO_DOCTORS') },
  { id: 'consultation', path: '/consultation/:id', access: login },
  // Decisions beyond the §2 table: the notifications list of §2's feature list gets a page of its
  // own, and the SMS login of §1 a public page (a patient without SSO signs in there).
  { id: 'notifications', path: '/notifications', access: action('SHOW_NOTIFICATIONS') },
  { id: 'sms-login', path: '/sms-login', access: { kind: 'public' } },
  // Decided beyond §2: the brand's accessibility statement (the EAA as the Polish act of 2024 asks),
  // at the Polish path the statements of Polish services are found under.
  { id: 'accessibility-statement', path: '/deklaracja-dostepnosci', access: { kind: 'public' } },
] as const satisfies readonly Route[];

/** The id of one of {@link ROUTES}. */
export type RouteId = (typeof ROUTES)[number]['id'];

/** One of {@link ROUTES}. */
export type AppRoute = (typeof ROUTES)[number];
