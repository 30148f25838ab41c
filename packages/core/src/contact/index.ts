// The provider's phone line: when it is open, and how its number is linked.

export { addressLine, clinicHoursLine, clinicMapUrl } from './clinicPlace';
export type { PhoneLineState } from './phoneLine';
export { phoneLineAt } from './phoneLine';
export { telHref } from './telHref';
