/** A realm role the portal understands (spec §6). */
export type Role = 'PATIENT' | 'DOCTOR';

/** A phone number as SMS login sends it: `{ prefix: '+48', number: '500100200' }`. */
export interface AccountPhone {
  prefix: string;
  number: string;
}

/** A user of the dev identity provider and of SMS login. */
export interface Account {
  /** Stable subject id: the `sub` of every token, the owner key of API records. */
  sub: string;
  username: string;
  password: string;
  roles: readonly Role[];
  phone: AccountPhone;
  firstName: string;
  lastName: string;
  email: string;
  /** False for the user whom the portal must send to /agreements first. */
  termsAccepted: boolean;
  nfzActive: boolean;
  /** Seeded accounts accept the fixed SMS code `123456`; accounts added later get random codes. */
  seeded: boolean;
  /**
   * False for an account registered but never signed in by an SMS code to its phone: nobody has
   * proven they own the number, so a later registration of that number replaces it (a stranger
   * cannot squat a patient's phone). Seeded accounts omit it (verified).
   */
  phoneVerified?: boolean;
  /** When a patient registered the account (ms since the epoch); seeded accounts omit it. */
  registeredAt?: number;
}

/** The fixed SMS code of the seeded accounts (DESIGN.md "SMS login"). */
export const SEEDED_SMS_CODE = '123456';

/** The seeded accounts: username = password, phones +48 500100200…206. */
export const SEEDED_ACCOUNTS: readonly Account[] = [
  {
    sub: '7f3c2a10-5b1e-4c8a-9d01-000000000001',
    username: 'pacjent',
    password: 'pacjent',
    roles: ['PATIENT'],
    phone: { prefix: '+48', number: '500100200' },
    firstName: 'Anna',
    lastName: 'Kowalska',
    email: 'anna.kowalska@example.com',
    termsAccepted: true,
    nfzActive: false,
    seeded: true,
  },
  {
    sub: '7f3c2a10-5b1e-4c8a-9d01-000000000002',
    username: 'lekarz',
    password: 'lekarz',
    roles: ['DOCTOR'],
    phone: { prefix: '+48', number: '500100201' },
    firstName: 'Piotr',
    lastName: 'Wiśniewski',
    email: 'piotr.wisniewski@example.com',
    termsAccepted: true,
    nfzActive: false,
    seeded: true,
  },
  {
    sub: '7f3c2a10-5b1e-4c8a-9d01-000000000003',
    username: 'bezroli',
    password: 'bezroli',
    roles: [],
    phone: { prefix: '+48', number: '500100202' },
    firstName: 'Tomasz',
    lastName: 'Zieliński',
    email: 'tomasz.zielinski@example.com',
    termsAccepted: true,
    nfzActive: false,
    seeded: true,
  },
  {
    sub: '7f3c2a10-5b1e-4c8a-9d01-000000000004',
    username: 'nowy',
    password: 'nowy',
    roles: ['PATIENT'],
    phone: { prefix: '+48', number: '500100203' },
    firstName: 'Katarzyna',
    lastName: 'Nowak',
    email: 'katarzyna.nowak@example.com',
    termsAccepted: false,
    nfzActive: false,
    seeded: true,
  },
  {
    sub: '7f3c2a10-5b1e-4c8a-9d01-000000000005',
    username: 'nfz',
    password: 'nfz',
    roles: ['PATIENT'],
    phone: { prefix: '+48', number: '500100204' },
    firstName: 'Jan',
    lastName: 'Wójcik',
    email: 'jan.wojcik@example.com',
    termsAccepted: true,
    nfzActive: true,
    seeded: true,
  },
  // Two more patients for the widget's end-to-end tests: the suite signs in by SMS more often than
  // the send limit (5 codes per phone in 10 minutes) allows on the phones above.
  {
    sub: '7f3c2a10-5b1e-4c8a-9d01-000000000006',
    username: 'pacjent2',
    password: 'pacjent2',
    roles: ['PATIENT'],
    phone: { prefix: '+48', number: '500100205' },
    firstName: 'Ewa',
    lastName: 'Lewandowska',
    email: 'ewa.lewandowska@example.com',
    termsAccepted: true,
    nfzActive: false,
    seeded: true,
  },
  {
    sub: '7f3c2a10-5b1e-4c8a-9d01-000000000007',
    username: 'pacjent3',
    password: 'pacjent3',
    roles: ['PATIENT'],
    phone: { prefix: '+48', number: '500100206' },
    firstName: 'Marek',
    lastName: 'Dąbrowski',
    email: 'marek.dabrowski@example.com',
    termsAccepted: true,
    nfzActive: false,
    seeded: true,
  },
];

/** The accounts of one backend instance; registration (API) may add to it. */
export interface AccountStore {
  all(): readonly Account[];
  bySub(sub: string): Account | undefined;
  byUsername(username: string): Account | undefined;
  byPhone(phone: AccountPhone): Account | undefined;
  add(account: Account): void;
  /** Drops an account (an unverified registration replaced by a new one). */
  remove(sub: string): void;
}

function phoneKey(phone: AccountPhone): string {
  return `${phone.prefix.trim()}${phone.number.replace(/\D/g, '')}`;
}

/** A fresh in-memory store holding the seeded accounts (each backend gets its own). */
export function createAccountStore(seed: readonly Account[] = SEEDED_ACCOUNTS): AccountStore {
  const accounts = [...seed];
  return {
    all: () => accounts,
    bySub: (sub) => accounts.find((a) => a.sub === sub),
    // Keycloak matches usernames case-insensitively; so does the dev IdP.
    byUsername: (username) => {
      const wanted = username.trim().toLowerCase();
      return accounts.find((a) => a.username === wanted);
    },
    byPhone: (phone) => accounts.find((a) => phoneKey(a.phone) === phoneKey(phone)),
    add: (account) => {
      accounts.push(account);
    },
    remove: (sub) => {
      const index = accounts.findIndex((a) => a.sub === sub);
      if (index >= 0) accounts.splice(index, 1);
    },
  };
}
