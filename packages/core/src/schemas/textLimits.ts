import * as z from 'zod/mini';

/**
 * The longest value, in characters, of each kind of text the contract carries. Every string a
 * request can carry has one, so the API refuses an over-long field with 400 before it is stored,
 * and the OpenAPI document (`maxLength`) hands the same bounds to the provider's backend. Generous
 * for real data (RFC 5321's 254 for an e-mail, 15 digits for E.164), small enough that an
 * anonymous form cannot fill the server's memory.
 */
export const TEXT_LIMITS = {
  /** Ids of visits, holds, documents, patients, notifications. */
  id: 128,
  /** A first, last, company or contact name. */
  name: 100,
  companyName: 200,
  email: 254,
  phonePrefix: 5,
  phoneNumber: 15,
  city: 100,
  postCode: 12,
  streetName: 150,
  /** A street or flat number ("12A/3"). */
  houseNumber: 20,
  country: 100,
  /** Free text for the doctor about the address (floor, entry code). */
  additionalInfo: 500,
  documentNumber: 50,
  voucher: 64,
  /** The contact form's subject and message. */
  subject: 200,
  message: 5000,
  /** Symptoms the patient adds in their own words. */
  symptoms: 2000,
  consentsVersion: 64,
  /** A slot's key (`<doctor>|<start>|<type>`) and a list query's sort (`field,DIR`). */
  slotKey: 256,
  sort: 64,
  /** ALTCHA's base64 solution. */
  captchaToken: 4096,
  /** A refresh token or an OAuth 2 authorization code (JWT envelopes stay well under it). */
  token: 8192,
  /** A PKCE verifier (RFC 7636: 43–128). */
  codeVerifier: 128,
  clientId: 128,
  url: 2048,
  /** The phone pattern a form shows (free text of the client). */
  pattern: 100,
} as const;

/** A string of at most `max` characters (the contract's bound, {@link TEXT_LIMITS}). */
export const boundedText = (max: number) => z.string().check(z.maxLength(max));

/** A non-empty string of at most `max` characters. */
export const requiredText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
