// `@wizyta/booking/captcha`: the captcha alone, for hosts' own forms (no booking screens with it).
export { Captcha, type CaptchaProps } from './Captcha';
export type { CaptchaSetup } from './CaptchaSetup';
export { captchaSetupOf } from './captchaSetupOf';
export { type CaptchaToken, useCaptchaToken } from './useCaptchaToken';
