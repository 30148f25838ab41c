import type { AppointmentType, Locale } from '@wizyta/core';

/** What a message tells the patient about a visit. */
export type MessageKind =
  | 'CONFIRMATION'
  | 'REMINDER_DAY_BEFORE'
  | 'REMINDER_TWO_HOURS'
  | 'MOVED'
  | 'CANCELLED'
  | 'PAID'
  | 'PAYMENT_FAILED';

/** The facts a template may use; the template decides which of them its channel carries. */
export interface MessageFacts {
  brand: string;
  /** "Teleporada – Internista". */
  what: string;
  /** The Warsaw date and time in the message's language. */
  when: string;
  /** "Lekarz: Piotr Wiśniewski", or nothing when no doctor is assigned yet. */
  who?: string;
  /** Where: by phone, online, a house visit's address or the clinic's (the e-mail only). */
  where: string;
  /** The price and whether it is paid; nothing for a visit that costs nothing. */
  price?: string;
  /** The visit page: every message links to it, the cancel and move buttons are there. */
  link: string;
}

interface KindTexts {
  subject: string;
  /** The e-mail's first paragraph and the SMS's opening. */
  lead: string;
}

interface LanguageTexts {
  kinds: Readonly<Record<MessageKind, KindTexts>>;
  types: Readonly<Record<AppointmentType, string>>;
  where: {
    phone: string;
    online: string;
    house: (address: string) => string;
    houseShort: string;
    clinic: string;
    /** The clinic the visit takes place at: its name and address line. */
    clinicAt: (name: string, address: string) => string;
  };
  labels: { what: string; when: string; who: string; where: string; price: string };
  paid: string;
  toPay: string;
  /** The closing line with the visit link: see it, and cancel or move it there. */
  manage: string;
  /** The button of the e-mail. */
  open: string;
  /** The e-mail's footer: why the patient gets it. */
  footer: (brand: string) => string;
}

export const MESSAGE_TEXTS: Readonly<Record<Locale, LanguageTexts>> = {
  pl: {
    kinds: {
      CONFIRMATION: { subject: 'Potwierdzenie wizyty', lead: 'Zarezerwowaliśmy Twoją wizytę.' },
      REMINDER_DAY_BEFORE: {
        subject: 'Przypomnienie: wizyta jutro',
        lead: 'Przypominamy o jutrzejszej wizycie.',
      },
      REMINDER_TWO_HOURS: {
        subject: 'Przypomnienie: wizyta za 2 godziny',
        lead: 'Twoja wizyta zaczyna się za 2 godziny.',
      },
      MOVED: { subject: 'Zmieniono termin wizyty', lead: 'Termin Twojej wizyty się zmienił.' },
      CANCELLED: { subject: 'Wizyta odwołana', lead: 'Twoja wizyta została odwołana.' },
      PAID: { subject: 'Wizyta opłacona', lead: 'Przyjęliśmy płatność za wizytę.' },
      PAYMENT_FAILED: {
        subject: 'Płatność nie powiodła się',
        lead: 'Płatność za wizytę nie powiodła się. Możesz zapłacić ponownie na stronie wizyty.',
      },
    },
    types: {
      CALL: 'Teleporada',
      VIDEO: 'Wideoporada',
      CHAT: 'Czat z lekarzem',
      HOUSE: 'Wizyta domowa',
      STATIONARY: 'Wizyta w placówce',
      PRESCRIPTION: 'Recepta',
    },
    where: {
      phone: 'Lekarz zadzwoni na podany numer telefonu.',
      online: 'Online – połączenie otworzysz na stronie wizyty.',
      house: (address) => `Lekarz przyjedzie pod adres: ${address}.`,
      houseShort: 'pod podany adres',
      clinic: 'W placówce – adres na stronie wizyty.',
      clinicAt: (name, address) => `W placówce: ${name}, ${address}.`,
    },
    labels: { what: 'Wizyta', when: 'Termin', who: 'Lekarz', where: 'Gdzie', price: 'Cena' },
    paid: 'opłacona',
    toPay: 'do zapłaty',
    manage: 'Szczegóły, odwołanie i zmiana terminu:',
    open: 'Otwórz wizytę',
    footer: (brand) => `Wiadomość od ${brand} w sprawie Twojej wizyty. Nie odpowiadaj na nią.`,
  },
  en: {
    kinds: {
      CONFIRMATION: { subject: 'Your visit is booked', lead: 'We have booked your visit.' },
      REMINDER_DAY_BEFORE: {
        subject: 'Reminder: your visit is tomorrow',
        lead: 'A reminder of your visit tomorrow.',
      },
      REMINDER_TWO_HOURS: {
        subject: 'Reminder: your visit in 2 hours',
        lead: 'Your visit starts in 2 hours.',
      },
      MOVED: { subject: 'Your visit was moved', lead: 'The time of your visit has changed.' },
      CANCELLED: { subject: 'Your visit was cancelled', lead: 'Your visit has been cancelled.' },
      PAID: { subject: 'Your visit is paid', lead: 'We have received the payment for your visit.' },
      PAYMENT_FAILED: {
        subject: 'The payment failed',
        lead: 'The payment for your visit failed. You can pay again on the visit page.',
      },
    },
    types: {
      CALL: 'Phone consultation',
      VIDEO: 'Video consultation',
      CHAT: 'Chat with a doctor',
      HOUSE: 'House visit',
      STATIONARY: 'Visit at the clinic',
      PRESCRIPTION: 'Prescription',
    },
    where: {
      phone: 'The doctor will call the phone number you gave.',
      online: 'Online – open the call on the visit page.',
      house: (address) => `The doctor will come to: ${address}.`,
      houseShort: 'at the address you gave',
      clinic: 'At the clinic – the address is on the visit page.',
      clinicAt: (name, address) => `At the clinic: ${name}, ${address}.`,
    },
    labels: { what: 'Visit', when: 'When', who: 'Doctor', where: 'Where', price: 'Price' },
    paid: 'paid',
    toPay: 'to pay',
    manage: 'Details, cancelling and moving:',
    open: 'Open the visit',
    footer: (brand) => `A message from ${brand} about your visit. Please do not reply.`,
  },
  uk: {
    kinds: {
      CONFIRMATION: { subject: 'Підтвердження візиту', lead: 'Ми забронювали ваш візит.' },
      REMINDER_DAY_BEFORE: {
        subject: 'Нагадування: візит завтра',
        lead: 'Нагадуємо про ваш завтрашній візит.',
      },
      REMINDER_TWO_HOURS: {
        subject: 'Нагадування: візит за 2 години',
        lead: 'Ваш візит почнеться за 2 години.',
      },
      MOVED: { subject: 'Час візиту змінено', lead: 'Час вашого візиту змінився.' },
      CANCELLED: { subject: 'Візит скасовано', lead: 'Ваш візит скасовано.' },
      PAID: { subject: 'Візит оплачено', lead: 'Ми отримали оплату за візит.' },
      PAYMENT_FAILED: {
        subject: 'Оплата не вдалася',
        lead: 'Оплата за візит не вдалася. Ви можете оплатити ще раз на сторінці візиту.',
      },
    },
    types: {
      CALL: 'Телеконсультація',
      VIDEO: 'Відеоконсультація',
      CHAT: 'Чат з лікарем',
      HOUSE: 'Візит додому',
      STATIONARY: 'Візит у закладі',
      PRESCRIPTION: 'Рецепт',
    },
    where: {
      phone: 'Лікар зателефонує на вказаний номер.',
      online: 'Онлайн – зʼєднання відкриєте на сторінці візиту.',
      house: (address) => `Лікар приїде за адресою: ${address}.`,
      houseShort: 'за вказаною адресою',
      clinic: 'У закладі – адреса на сторінці візиту.',
      clinicAt: (name, address) => `У закладі: ${name}, ${address}.`,
    },
    labels: { what: 'Візит', when: 'Час', who: 'Лікар', where: 'Де', price: 'Ціна' },
    paid: 'оплачено',
    toPay: 'до сплати',
    manage: 'Деталі, скасування та зміна часу:',
    open: 'Відкрити візит',
    footer: (brand) => `Повідомлення від ${brand} щодо вашого візиту. Не відповідайте на нього.`,
  },
};
