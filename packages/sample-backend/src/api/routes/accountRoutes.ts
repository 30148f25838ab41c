import { randomUUID } from 'node:crypto';
import type { PatientProfile } from '@wizyta/core';
import type { AuthUser } from '../../auth/AuthUser';
import { ApiError } from '../../http/ApiError';
import { maskPhone, maskText } from '../../log/maskPhone';
import { pushBounded } from '../../seed/pushBounded';
import { seedProfile } from '../../seed/seedProfile';
import type { ApiDeps } from '../ApiDeps';
import { requireRegistration } from '../brandPermissions';

/** Bounded stores: a dev server must not grow without end under a registration or contact script. */
const MAX_ACCOUNTS = 10_000;
/** The inbox keeps the newest 1,000 messages and at most 2 MB of them (each field has its bound too). */
const CONTACT_INBOX = { maxCount: 1_000, maxBytes: 2 * 1024 * 1024 };
/**
 * A registration nobody signed in to by an SMS code within a day is removed: it holds a stranger's
 * claim on a phone, a name and a PESEL, and a flood of them must not fill the account store.
 */
export const UNVERIFIED_REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Profile, consents, agreements, popups, registration, notifications and the contact form.
 * A profile is created from the account on first use, so a registered patient has one at once.
 */
export function registerAccountRoutes({ ctx, store, route }: ApiDeps): void {
  const profileOf = (user: AuthUser, code: number): PatientProfile => {
    const existing = store.profiles.get(user.sub);
    if (existing) return existing;
    const account = ctx.accounts.bySub(user.sub);
    if (!account) throw new ApiError(404, code, 'Nie znaleziono profilu pacjenta.');
    const created = seedProfile(account);
    store.profiles.set(user.sub, created);
    return created;
  };

  route('getPatientProfile', ({ user }) => profileOf(user, 4212));
  route('getConsents', () => ({ version: store.consentsVersion }));

  route('updatePatientProfile', ({ user, body }) => {
    const profile = profileOf(user, 4214);
    Object.assign(profile, {
      email: body.email,
      phoneNumberPrefix: body.phoneNumberPrefix,
      phoneNumber: body.phoneNumber,
      address: body.address,
      document: body.document ?? profile.document,
      marketingAgreement: body.marketingAgreement ?? profile.marketingAgreement,
      commercialAgreement: body.commercialAgreement ?? profile.commercialAgreement,
    });
    if (body.reminders) profile.reminders = body.reminders;
    return profile;
  });

  route('acceptAgreements', ({ user, body }) => {
    // A version published while the patient read the old one must not be accepted blindly.
    if (body.consentsVersion !== store.consentsVersion) {
      throw new ApiError(
        409,
        4214,
        'Zgody zmieniły się w międzyczasie. Odśwież stronę i zaakceptuj aktualne.',
      );
    }
    Object.assign(profileOf(user, 4214), {
      termsAgreement: true,
      marketingAgreement: body.marketingAgreement,
      commercialAgreement: body.commercialAgreement,
      consentsVersion: body.consentsVersion,
    });
    return undefined;
  });

  route('disablePopupMakeDeclaration', ({ user }) => {
    profileOf(user, 4214).popups.makeDeclaration = false;
    return undefined;
  });
  route('disablePopupChangeDeclarationFacility', ({ user }) => {
    profileOf(user, 4214).popups.changeDeclarationFacility = false;
    return undefined;
  });
  route('disablePopupSubscriptionEnd', ({ user }) => {
    profileOf(user, 4214).popups.subscriptionEnd = false;
    return undefined;
  });
  route('setSubscriptionEndPopup', ({ user, body }) => {
    profileOf(user, 4214).popups.subscriptionEnd = body.showSubscriptionEndPopup;
    return undefined;
  });

  // The same 204 whether or not the phone or e-mail already has an account: the real
  // backend then sends the owner a "you already have an account" SMS instead of a second account.
  const purgeUnverified = () => {
    const cutoff = ctx.clock.now().getTime() - UNVERIFIED_REGISTRATION_TTL_MS;
    for (const account of ctx.accounts.all()) {
      if (account.phoneVerified !== false || (account.registeredAt ?? 0) > cutoff) continue;
      ctx.accounts.remove(account.sub);
      store.profiles.delete(account.sub);
    }
  };

  route('registerPatient', ({ c, body }) => {
    requireRegistration(c);
    purgeUnverified();
    for (const squatted of [ctx.accounts.byPhone(body.phoneNumber), ctx.accounts.byUsername(body.email)]) {
      if (squatted?.phoneVerified !== false) continue;
      ctx.accounts.remove(squatted.sub);
      store.profiles.delete(squatted.sub);
    }
    if (ctx.accounts.byPhone(body.phoneNumber) || ctx.accounts.byUsername(body.email)) {
      ctx.log(
        `[rejestracja] ${maskPhone(body.phoneNumber)} ma już konto: przypomnienie zamiast nowego konta`,
      );
      return undefined;
    }
    if (ctx.accounts.all().length >= MAX_ACCOUNTS) {
      // Full: the oldest registration nobody verified makes room, so a flood of them evicts its
      // own kind instead of switching registration off for everyone.
      const oldest = ctx.accounts
        .all()
        .filter((account) => account.phoneVerified === false)
        .sort((a, b) => (a.registeredAt ?? 0) - (b.registeredAt ?? 0))[0];
      if (!oldest) throw new ApiError(503, 4983, 'Rejestracja jest chwilowo niedostępna.');
      ctx.accounts.remove(oldest.sub);
      store.profiles.delete(oldest.sub);
    }
    const sub = randomUUID();
    ctx.accounts.add({
      sub,
      username: body.email.toLowerCase(),
      // No password: a registered patient signs in by SMS (the IdP would send a set-password e-mail).
      password: randomUUID(),
      roles: ['PATIENT'],
      phone: body.phoneNumber,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      termsAccepted: true,
      nfzActive: false,
      seeded: false,
      phoneVerified: false,
      registeredAt: ctx.clock.now().getTime(),
    });
    const account = ctx.accounts.bySub(sub);
    if (account) {
      store.profiles.set(sub, {
        ...seedProfile(account),
        dateOfBirth: body.birthDate,
        pesel: body.pesel,
        document: { type: body.documentType, number: body.documentNumber },
        marketingAgreement: body.marketingAgreement ?? false,
        commercialAgreement: body.commercialAgreement ?? false,
      });
    }
    ctx.log(
      `[rejestracja] nowy pacjent ${maskText(body.firstName)} ${maskText(body.lastName)} ${maskPhone(body.phoneNumber)}`,
    );
    return undefined;
  });

  route('getNotifications', ({ user }) =>
    store.notifications
      .filter((n) => n.ownerSub === user.sub && n.notification.active)
      .map((n) => n.notification)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  );
  route('deactivateNotification', ({ user, body }) => {
    const found = store.notifications.find((n) => n.ownerSub === user.sub && n.notification.id === body.id);
    if (!found) throw new ApiError(404, 4082, 'Nie znaleziono powiadomienia.');
    found.notification.active = false;
    return undefined;
  });

  route('sendContactMessage', ({ body }) => {
    // Bounded by count and bytes: the oldest messages go first when the inbox is full.
    pushBounded(store.contactMessages, body, CONTACT_INBOX);
    ctx.log(`[kontakt] wiadomość od ${maskText(body.email)} (${body.subject.length} znaków tematu)`);
    return undefined;
  });
}
