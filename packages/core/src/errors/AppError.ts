import type { ErrorKey } from './errorCodes';
import { errorMessage } from './errorMessage';

/** Extra context for an {@link AppError}. */
export interface AppErrorOptions {
  /** The underlying failure (a fetch error, a zod error…), kept for logs, never shown. */
  readonly cause?: unknown;
  /** Machine-readable context, e.g. the server's own message or the failing field. */
  readonly details?: unknown;
}

/** The serialisable shape of an {@link AppError}, e.g. for the widget's `wizyta:error` event. */
export interface AppErrorJson {
  readonly name: 'AppError';
  readonly code: ErrorKey | number;
  readonly message: string;
  readonly details?: unknown;
}

/**
 * A failure the user should hear about, identified by a code of the error catalogue (spec §8).
 *
 * The message defaults to the Polish catalogue text because Polish is what the toast shows; pass
 * a message only when a more specific Polish text exists. An unknown numeric code is kept as given
 * (support needs the real number) while {@link errorMessage} falls back to the 4982 text.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  /** The catalogue key: a numeric code of spec §8, one of the string keys, or an unknown server code. */
  readonly code: ErrorKey | number;
  /** Machine-readable context; never shown to the user. */
  readonly details?: unknown;

  constructor(code: ErrorKey | number, message?: string, options: AppErrorOptions = {}) {
    super(message ?? errorMessage(code), 'cause' in options ? { cause: options.cause } : undefined);
    this.code = code;
    if ('details' in options) this.details = options.details;
  }

  /** Omits `cause`: it may hold request data or stack traces that must not cross to a host page. */
  toJSON(): AppErrorJson {
    return {
      name: this.name,
      code: this.code,
      message: this.message,
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}
