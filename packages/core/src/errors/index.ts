export type { AppErrorJson, AppErrorOptions } from './AppError';
export { AppError } from './AppError';
export type { ErrorCode, ErrorKey } from './errorCodes';
export { ERROR_CODES, isErrorCode, isErrorKey, UNEXPECTED_ERROR_CODE } from './errorCodes';
export { errorMessage } from './errorMessage';
export { toAppError } from './toAppError';
