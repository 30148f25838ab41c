import {
  addressLine,
  brandOf as brandDetails,
  formatDateTime,
  formatPrice,
  type Locale,
  type ProcessStatus,
  type ReminderChannels,
} from '@wizyta/core';
import { isPaidOnline } from '../api/visits/visitView';
import type { BackendContext } from '../BackendContext';
import { brandOf } from '../config/deployments';
import type { DataStore, VisitRecord } from '../seed/DataStore';
import { seedProfile } from '../seed/seedProfile';
import { composeMessage } from './composeMessage';
import type { MessageChannel, MessageSender } from './MessageSender';
import { MESSAGE_TEXTS, type MessageFacts, type MessageKind } from './messageTexts';

const HOUR_MS = 3_600_000;

/** The reminders of a visit and how long before it each is due (decided: the day before, 2 h before). */
export const REMINDERS: readonly { kind: MessageKind; beforeMs: number }[] = [
  { kind: 'REMINDER_DAY_BEFORE', beforeMs: 24 * HOUR_MS },
  { kind: 'REMINDER_TWO_HOURS', beforeMs: 2 * HOUR_MS },
];

/** A visit still to take place, which a reminder may concern. */
const UPCOMING: ReadonlySet<ProcessStatus> = new Set([
  'WAITING_FOR_PAYMENT',
  'PROCESSING_PAYMENT',
  'COLLECTING_FORM_DATA',
  'PENDING',
  'PAID',
  'NEW',
  'WAITING_FOR_DOCTOR',
]);

/** The language of the visit's messages: the one the patient booked the visit in (Polish by default). */
function localeOf(record: VisitRecord): Locale {
  const id = record.booking?.language?.id;
  if (id === undefined || id === 1) return 'pl';
  return id === 3 ? 'uk' : 'en';
}

function whereOf(record: VisitRecord, locale: Locale): string {
  const { where } = MESSAGE_TEXTS[locale];
  const address = record.booking?.address;
  switch (record.appointmentType) {
    case 'CALL':
      return where.phone;
    case 'HOUSE':
      return address ? where.house(addressLine(address)) : where.houseShort;
    case 'STATIONARY': {
      const { clinic } = record.visit;
      return clinic ? where.clinicAt(clinic.name, addressLine(clinic.address)) : where.clinic;
    }
    default:
      return where.online;
  }
}

/** The SMS's kind of visit; a stationary one names its clinic (never an address: see composeMessage). */
function smsWhatOf(record: VisitRecord, locale: Locale): string {
  const type = MESSAGE_TEXTS[locale].types[record.appointmentType];
  const { clinic } = record.visit;
  return record.appointmentType === 'STATIONARY' && clinic ? `${type} – ${clinic.name}` : type;
}

function priceOf(record: VisitRecord, paid: boolean, locale: Locale): string | undefined {
  if (record.price <= 0) return undefined;
  const t = MESSAGE_TEXTS[locale];
  return `${formatPrice(record.price, locale)} (${paid ? t.paid : t.toPay})`;
}

/** Which channels a message of `kind` goes by: reminders as the patient chose, the rest by e-mail. */
function channelsFor(kind: MessageKind, preference: ReminderChannels, hasEmail: boolean): MessageChannel[] {
  if (kind === 'REMINDER_DAY_BEFORE' || kind === 'REMINDER_TWO_HOURS') {
    const chosen: Record<ReminderChannels, MessageChannel[]> = {
      SMS: ['sms'],
      EMAIL: ['email'],
      BOTH: ['sms', 'email'],
      NONE: [],
    };
    return chosen[preference].filter((channel) => channel === 'sms' || hasEmail);
  }
  // Decided: the confirmation and every change go by e-mail, by SMS when there is no address.
  return [hasEmail ? 'email' : 'sms'];
}

/** The patient's messages about their visits, and the reminders' schedule. */
export interface PatientMessages {
  /** Composes and sends the messages of `kind` about the visit. */
  tell(record: VisitRecord, kind: MessageKind): void;
  /**
   * Sends every reminder due at `now` not sent yet (of one visit when `visitId` is given); answers
   * for how many visits. A reminder whose time passed before the visit was booked is not sent.
   */
  runReminders(now: Date, visitId?: string): number;
}

/**
 * Composes the patient's messages from the visit, its brand and the patient's profile, and hands
 * them to `sender`: the confirmation, the changes and the reminders, in the language the visit was
 * booked in. What the message needs and no more: no PESEL ever, no symptoms, and in an SMS neither
 * the specialization nor an address.
 */
export function createPatientMessages(
  ctx: BackendContext,
  store: DataStore,
  sender: MessageSender,
): PatientMessages {
  /** `${visitId}/${kind}` of every reminder sent or skipped. */
  const reminded = new Set<string>();

  const profileOf = (sub: string) => {
    const stored = store.profiles.get(sub);
    if (stored) return stored;
    const account = ctx.accounts.bySub(sub);
    return account ? seedProfile(account) : undefined;
  };

  const send = (record: VisitRecord, kind: MessageKind) => {
    const profile = profileOf(record.ownerSub);
    const email = record.contactEmail ?? profile?.email ?? null;
    const phone =
      record.booking?.phoneNumber ??
      (profile?.phoneNumber
        ? { prefix: profile.phoneNumberPrefix ?? '+48', number: profile.phoneNumber }
        : undefined);
    const locale = localeOf(record);
    const deployment = record.deployment ?? 'root';
    const siteUrl = ctx.brandConfig(deployment).siteUrl;
    const brand = brandDetails(brandOf(deployment));
    const t = MESSAGE_TEXTS[locale];
    const { visit } = record;
    const price = priceOf(record, isPaidOnline(store, record), locale);
    const facts: MessageFacts = {
      brand: brand.name,
      what: `${t.types[record.appointmentType]} – ${visit.specializationName}`,
      when: formatDateTime(visit.appointmentAt, locale),
      ...(visit.doctor ? { who: `${visit.doctor.firstName} ${visit.doctor.lastName}` } : {}),
      where: whereOf(record, locale),
      ...(price ? { price } : {}),
      link: new URL(`visit/${encodeURIComponent(visit.id)}`, siteUrl).href,
    };
    const input = {
      facts,
      smsWhat: smsWhatOf(record, locale),
      brand: { name: brand.name, theme: brand.theme, logoUrl: new URL(brand.logoHref, siteUrl).href },
      locale,
    };
    const preference = profile?.reminders ?? 'BOTH';
    for (const channel of channelsFor(kind, preference, email !== null)) {
      const to = channel === 'email' ? email : phone && `${phone.prefix}${phone.number}`;
      if (!to) continue;
      void Promise.resolve(
        sender.send({ channel, to, ...composeMessage(channel, kind, input), visitId: visit.id }),
      ).catch((error: unknown) =>
        ctx.log(`[wiadomości] nie wysłano (${channel}, ${visit.id}): ${String(error)}`),
      );
    }
  };

  /** Marks the reminders whose time has come as done, so that none goes late or twice. */
  const skipDue = (record: VisitRecord, now: Date) => {
    const at = Date.parse(record.visit.appointmentAt);
    for (const { kind, beforeMs } of REMINDERS) {
      if (now.getTime() >= at - beforeMs) reminded.add(`${record.visit.id}/${kind}`);
    }
  };

  // The seeded visits: what would have been due before the server started is not sent at start.
  const started = ctx.clock.now();
  for (const record of store.visits.values()) skipDue(record, started);

  return {
    tell(record, kind) {
      // A visit booked (or moved) within a reminder's window: the confirmation says it all.
      if (kind === 'CONFIRMATION' || kind === 'MOVED') {
        for (const { kind: reminder } of REMINDERS) reminded.delete(`${record.visit.id}/${reminder}`);
        skipDue(record, ctx.clock.now());
      }
      send(record, kind);
    },
    runReminders(now, visitId) {
      let sent = 0;
      const records =
        visitId === undefined
          ? [...store.visits.values()]
          : [store.visits.get(visitId)].filter((r) => r !== undefined);
      for (const record of records) {
        if (!UPCOMING.has(record.visit.processStatus)) continue;
        const at = Date.parse(record.visit.appointmentAt);
        if (now.getTime() >= at) continue;
        // The latest reminder due wins; an earlier one not sent by then is skipped, never sent late.
        const due = REMINDERS.filter(({ beforeMs }) => now.getTime() >= at - beforeMs);
        const latest = due.at(-1);
        if (!latest) continue;
        const key = `${record.visit.id}/${latest.kind}`;
        if (reminded.has(key)) continue;
        for (const { kind } of due) reminded.add(`${record.visit.id}/${kind}`);
        send(record, latest.kind);
        sent += 1;
      }
      return sent;
    },
  };
}
