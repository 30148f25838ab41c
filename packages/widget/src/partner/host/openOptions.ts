/**
 * The attributes `Wizyta('open', {…})` and a `data-wizyta-open` element may carry: the element's
 * (`WizytaOpenOptions` in kebab-case; partnerTypes.test.ts keeps them one).
 */
export const OPEN_ATTRIBUTES = [
  'brand',
  'config-url',
  'partner',
  'lang',
  'specialization',
  'appointment-type',
  'city',
  'nfz',
  'prefill',
  'theme',
  'utm-source',
  'utm-medium',
  'utm-campaign',
  'utm-term',
  'utm-content',
  'data-layer',
  'report-price',
] as const;
