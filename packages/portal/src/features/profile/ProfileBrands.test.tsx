import { screen } from '@testing-library/react';
import { type Action, can, resolveNavigation } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import ProfilePage from './ProfilePage';

// The brands of the matrix: the provider, an insurer booking through the short flow, an
// insurer with make-appointment, an insurer without it, and a broker.
const BRANDS = ['general', 'welbi', 'inter', 'pzu', 'rankomat'] as const;
type BrandType = (typeof BRANDS)[number];

// What a signed-in PATIENT may see and do on the account pages, per brand (spec §6 and the
// decisions in core's PERMISSION_RULES). One row per action, one column per brand.
const VISIBLE = {
  SHOW_PROFILE: ['general', 'welbi', 'inter', 'pzu', 'rankomat'],
  SHOW_NOTIFICATIONS: ['general', 'welbi', 'inter', 'pzu', 'rankomat'],
  EDIT_PHONE_NUMBER: ['general', 'welbi', 'inter', 'pzu', 'rankomat'],
  EDIT_EMAIL: ['general', 'rankomat'],
  MARKETING_AGREEMENT: ['general', 'rankomat'],
  TRADE_AGREEMENT: ['general', 'rankomat'],
  SHOW_MAKE_APPOINTMENT: ['general', 'welbi', 'inter'],
  SHOW_NFZ: ['general'],
  SHOW_CONTACT_INFORMATION: ['general', 'welbi', 'inter', 'pzu', 'rankomat'],
} as const satisfies Partial<Record<Action, readonly BrandType[]>>;

const visibleIn = (brands: readonly BrandType[], type: BrandType) => brands.includes(type);

const navigate = (type: BrandType, path: string, authenticated = true) =>
  resolveNavigation({
    path,
    query: {},
    session: { authenticated, roles: authenticated ? ['PATIENT'] : [] },
    profile: authenticated
      ? {
          termsAccepted: true,
          consentsVersionChanged: false,
          showSubscriptionEndPopup: false,
          nfzActive: true,
        }
      : null,
    config: { type, maintenance: false },
    order: null,
  }).kind;

describe('account pages × brands', () => {
  describe.each(BRANDS)('%s', (type) => {
    it.each(Object.entries(VISIBLE))('%s', (action, brands) => {
      expect(can(action as Action, { roles: ['PATIENT'], type })).toBe(visibleIn(brands, type));
    });

    it('lets the guard open or refuse the account routes', () => {
      expect(navigate(type, '/profile')).toBe('allow');
      expect(navigate(type, '/contact', false)).toBe('allow');
      expect(navigate(type, '/regulation', false)).toBe('allow');
      expect(navigate(type, '/privacy-policy', false)).toBe('allow');
      expect(navigate(type, '/registration', false)).toBe(type === 'general' ? 'allow' : 'redirect');
      expect(navigate(type, '/nfz-visit-type')).toBe(type === 'general' ? 'allow' : 'redirect');
      // Guard rule 5: a forbidden route logs out.
      expect(navigate(type, '/make-appointment')).toBe(
        visibleIn(VISIBLE.SHOW_MAKE_APPOINTMENT, type) ? 'allow' : 'logout',
      );
    });

    it('renders the profile with e-mail editing and consents only where permitted', async () => {
      const { app } = await createTestApp({
        account: 'pacjent',
        type: type === 'general' ? undefined : type,
      });
      renderWithShell(app, <ProfilePage />, '/profile');
      const email = (await screen.findByLabelText('Adres e-mail', { exact: false })) as HTMLInputElement;
      expect(email.readOnly).toBe(!visibleIn(VISIBLE.EDIT_EMAIL, type));
      if (email.readOnly) expect(screen.getByText(/Adres e-mail zmienisz u swojego/)).toBeTruthy();
      const consents = screen.queryAllByRole('checkbox').map((box) => box.getAttribute('name'));
      expect(consents).toEqual(
        visibleIn(VISIBLE.MARKETING_AGREEMENT, type) ? ['marketingAgreement', 'commercialAgreement'] : [],
      );
      expect(screen.getByRole('heading', { name: 'Powiadomienia' })).toBeTruthy();
    });
  });
});
