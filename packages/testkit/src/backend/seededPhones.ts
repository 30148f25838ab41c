import { type Account, SEEDED_ACCOUNTS, SEEDED_SMS_CODE } from '@wizyta/sample-backend/accounts';

/** A phone of SMS login, as the API takes it. */
export type SmsPhone = Account['phone'];

/** The seeded account names tests sign in as. */
export type SeededUser = 'pacjent' | 'lekarz' | 'bezroli' | 'nowy' | 'nfz' | 'pacjent2' | 'pacjent3';

function phoneOf(username: SeededUser): SmsPhone {
  const account = SEEDED_ACCOUNTS.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`the sample backend seeds no account "${username}"`);
  return account.phone;
}

/**
 * The seeded accounts' phones, read from the backend's own seed: `pacjent` (PATIENT), `lekarz`
 * (DOCTOR), `bezroli` (no role), `nowy` (no profile yet), `nfz` (PATIENT, NFZ-active).
 */
export const PHONES: Readonly<Record<SeededUser, SmsPhone>> = {
  pacjent: phoneOf('pacjent'),
  lekarz: phoneOf('lekarz'),
  bezroli: phoneOf('bezroli'),
  nowy: phoneOf('nowy'),
  nfz: phoneOf('nfz'),
  pacjent2: phoneOf('pacjent2'),
  pacjent3: phoneOf('pacjent3'),
};

/** The SMS code every seeded account accepts. */
export const SMS_CODE: string = SEEDED_SMS_CODE;
