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
}
/** The fixed SMS code of the seeded accounts (DESIGN.md "SMS login"). */
export declare const SEEDED_SMS_CODE = '123456';
/** The seeded accounts (issue 3): username = password, phones +48 500100200…204. */
export declare const SEEDED_ACCOUNTS: readonly Account[];
/** The accounts of one backend instance; registration (API) may add to it. */
export interface AccountStore {
  all(): readonly Account[];
  bySub(sub: string): Account | undefined;
  byUsername(username: string): Account | undefined;
  byPhone(phone: AccountPhone): Account | undefined;
  add(account: Account): void;
}
/** A fresh in-memory store holding the seeded accounts (each backend gets its own). */
export declare function createAccountStore(seed?: readonly Account[]): AccountStore;
