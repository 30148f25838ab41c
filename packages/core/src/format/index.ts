export { formatDate, formatDateTime, formatTime } from './formatDateTime';
export { formatPrice } from './formatPrice';
export { parseInstant, WARSAW_TIME_ZONE, warsawOffsetMs } from './parseInstant';
export { toWarsawDay } from './toWarsawDay';
