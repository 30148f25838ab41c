import { randomUUID } from 'node:crypto';
import type { PatientProfile } from '@wizyta/core';
import type { AuthUser } from '../../auth/AuthUser';
import { ApiError } from '../../http/ApiError';
import { maskPhone, maskText } from '../../log/maskPhone';
import { seedProfile } from '../../seed/seedProfile';
import type { ApiDeps } from '../ApiDeps';
import { requireRegistration } from '../brandPermissions';

/** Bounded stores (review L8): a dev server must not grow without end under a registration script. */
const MAX_ACCOUNTS = 10_000;
const MAX_CONTACT_MESSAGES = 1_000;

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

  // The same 204 whether or not the phone or e-mail already has an account (review M3): the real
  // backend then sends the owner a "you already have an account" SMS instead of a second account.
  route('registerPatient', ({ c, body }) => {
    requireRegistration(c);
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
      throw new ApiError(503, 4983, 'Rejestracja jest chwilowo niedostępna.');
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
    // Bounded: the oldest message goes first when the inbox is full.
    if (store.contactMessages.length >= MAX_CONTACT_MESSAGES) store.contactMessages.shift();
    store.contactMessages.push(body);
    ctx.log(`[kontakt] wiadomość od ${maskText(body.email)} (${body.subject.length} znaków tematu)`);
    return undefined;
  });
}
