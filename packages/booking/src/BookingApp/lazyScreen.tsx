import { REQUEST_ERROR_CODE } from '@wizyta/core';
import { type ComponentType, lazy, useEffect, useState } from 'react';
import { useBooking } from '../flow/BookingContext';

/**
 * The lazy seam: a screen that is its own chunk in a code-splitting build (the widget's rollup,
 * the portal's vite), fetched when first shown. A chunk that does not arrive shows the request
 * error (4191) with "Spróbuj ponownie", which fetches it again, and tells the host (`error`); the
 * flow itself (the hold, what was typed) is untouched meanwhile. Under test runners the imports resolve from source just the same.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() =>
    load().then(
      (Screen) => ({ default: Screen }),
      () => ({ default: (props: P) => <NotArrived load={load} props={props} /> }),
    ),
  );
}

function NotArrived<P extends object>({
  load,
  props,
}: {
  readonly load: () => Promise<ComponentType<P>>;
  readonly props: P;
}) {
  const { messages, reportError } = useBooking();
  const [Screen, setScreen] = useState<ComponentType<P> | null>(null);
  const [trying, setTrying] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the chunk is found missing
  useEffect(() => reportError(REQUEST_ERROR_CODE), []);
  if (Screen) return <Screen {...props} />;
  const retry = () => {
    setTrying(true);
    load().then(
      (loaded) => setScreen(() => loaded),
      () => setTrying(false),
    );
  };
  return (
    <div className="wb-step">
      <div className="wb-alert" role="alert">
        {messages.t('booking.errorWithCode', {
          code: REQUEST_ERROR_CODE,
          message: messages.formatError(REQUEST_ERROR_CODE),
        })}
      </div>
      <button type="button" className="wb-button wb-button--secondary" disabled={trying} onClick={retry}>
        {messages.t('common.retry')}
      </button>
    </div>
  );
}
