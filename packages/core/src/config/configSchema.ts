import * as z from 'zod/mini';
import { PARTNER_TYPES } from '../brands/PARTNER_TYPES';
import { externalUrl } from '../security/trustedUrl';
import { isValidNip } from '../validation/isValidNip';
import { originError } from './originError';

function requiredString(what: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? 'required' : `must be ${what}`) });
}

function httpUrl() {
  return z.url({
    protocol: /^https?$/,
    error: (issue) => (issue.input === undefined ? 'required' : 'must be an absolute http(s) URL'),
  });
}

function nonEmptyString() {
  return requiredString('a string').check(z.minLength(1, 'must not be empty'));
}

// Deployments write the type as the upstream app did (`PZU`, `Welbi`, `general`); brand ids are
// lower-case everywhere else, so the type is case-folded once, here, and is lower-case from then on.
const partnerType = z.pipe(
  z.pipe(
    requiredString('one of the partner types'),
    z.transform((value: string) => value.toLowerCase()),
  ),
  z.enum(PARTNER_TYPES, {
    error: (issue) => `unknown type "${String(issue.input)}"; expected one of: ${PARTNER_TYPES.join(', ')}`,
  }),
);

const trustedOrigin = requiredString('an origin string').check(
  z.superRefine((entry: string, ctx) => {
    const problem = originError(entry);
    if (problem) ctx.issues.push({ code: 'custom', message: `"${entry}": ${problem}`, input: entry });
  }),
);

function flag() {
  return z._default(z.boolean({ error: 'must be true or false' }), false);
}

/**
 * The start-up configuration (`config.json`, spec §1). Unknown keys are dropped, not rejected,
 * so an older app keeps starting when a deployment adds a field.
 */
export const configSchema = z.object({
  apiUrl: httpUrl(),
  authUrl: httpUrl(),
  siteUrl: httpUrl(),
  type: partnerType,
  keycloak: z.object(
    { url: httpUrl(), realm: nonEmptyString(), clientId: nonEmptyString() },
    {
      error: (issue) =>
        issue.input === undefined ? 'required' : 'must be an object { url, realm, clientId }',
    },
  ),
  captchaSiteKey: z.optional(requiredString('a string')),
  // Followed as a link after booking: https (http on the loopback), never `javascript:`.
  thankYouPage: z.optional(
    requiredString('a string').check(
      z.refine(
        (value: string) => externalUrl(value) !== null,
        'must be an https URL (http only on localhost)',
      ),
    ),
  ),
  mock: flag(),
  mode: z.optional(requiredString('a string')),
  maintenance: flag(),
  allowedIframeDataSources: z._default(
    z.array(trustedOrigin, { error: 'must be a list of origins' }),
    () => [],
  ),
  /**
   * Origins of content the app itself frames: the consultation room and the prescription visit.
   * Apart from `allowedIframeDataSources` (who may frame us and send prefill), so a video vendor
   * gets a frame with camera and nothing else.
   */
  embeddedContentOrigins: z._default(
    z.array(trustedOrigin, { error: 'must be a list of origins' }),
    () => [],
  ),
  /**
   * Origins the payment hand-off may leave for (the gateway's), exact like the trust lists. Without
   * it only the API's origin: a `redirectUrl` on another host is refused (4239), never followed.
   */
  paymentGatewayOrigins: z.optional(z.array(trustedOrigin, { error: 'must be a list of origins' })),
  analyticsId: z.optional(requiredString('a string')),
  // The brand's seller on its invoices (the provider's company): the sample backend prints it on
  // the invoice it issues; a provider's backend that supplies its own document needs none.
  invoiceSeller: z.optional(
    z.object({
      name: nonEmptyString(),
      address: nonEmptyString(),
      nip: requiredString('a NIP').check(
        z.refine(isValidNip, 'must be a NIP: 10 digits without dashes, with a valid checksum'),
      ),
    }),
  ),
  // Decided (DESIGN.md "Additions to spec §7"): the provider's phone line and e-mail, shown as
  // `tel:` and `mailto:` links on the contact page, the no-doctors page and the footer, and where
  // an NFZ patient makes the primary-care declaration (the provider's page or IKP).
  contactPhone: z.optional(
    requiredString('a phone number').check(
      z.regex(
        /^\+?[0-9][0-9 -]{4,19}$/,
        'must be a phone number of digits, spaces and dashes, optionally with +',
      ),
    ),
  ),
  contactEmail: z.optional(z.email({ error: 'must be an e-mail address' })),
  nfzDeclarationUrl: z.optional(
    requiredString('a string').check(
      z.refine(
        (value: string) => externalUrl(value) !== null,
        'must be an https URL (http only on localhost)',
      ),
    ),
  ),
});

/** The validated configuration; `type` is a lower-case partner type. */
export type AppConfig = z.output<typeof configSchema>;
