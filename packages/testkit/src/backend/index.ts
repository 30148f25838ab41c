// The one harness of the sample backend for every package's tests.
export type { Backend } from '@wizyta/sample-backend';
export type { SampleBackendModule } from './importSampleBackend';
export { importSampleBackend } from './importSampleBackend';
export type { SeededUser, SmsPhone } from './seededPhones';
export { PHONES, SMS_CODE } from './seededPhones';
export { startInProcessBackend } from './startInProcessBackend';
export { startLoopbackBackend } from './startLoopbackBackend';
