import { useCallback, useEffect, useState } from 'react';
import type { Town } from '../core';
import type { BookingRootProps } from './BookingRootProps';
import { loadTowns, WidgetCallError } from './loadTowns';

type TownsState =
  | { status: 'loading' }
  | { status: 'ready'; towns: Town[] }
  | { status: 'failed'; code: number };

function matches(town: Town, city: number | string | null): boolean {
  return city !== null && (town.id === city || town.slug === city);
}

/**
 * A stand-in for `@wizyta/booking`'s `BookingApp`: the search step's heading and the towns of the
 * dictionary, loaded from the API, one selectable. It exercises the real contract (config, messages,
 * defaults, events) so the element, the bundle budgets and the e2e tests are real before the flow is.
 */
export function SearchStepPreview({ config, messages, search, prefill, emit }: BookingRootProps) {
  const [towns, setTowns] = useState<TownsState>({ status: 'loading' });
  const [picked, setPicked] = useState<number | null>(null);
  const city = prefill?.city ?? search.city;

  useEffect(() => {
    emit('wizyta:step', { step: 'search' });
  }, [emit]);

  // Returns its own cancel function, so the effect can drop a late answer after unmount.
  const load = useCallback(() => {
    let live = true;
    setTowns({ status: 'loading' });
    loadTowns(config.apiUrl).then(
      (list) => live && setTowns({ status: 'ready', towns: list }),
      (error: unknown) => {
        if (!live) return;
        const code = error instanceof WidgetCallError ? error.code : 4982;
        setTowns({ status: 'failed', code });
        emit('wizyta:error', { code, message: messages.formatError(code) });
      },
    );
    return () => {
      live = false;
    };
  }, [config.apiUrl, emit, messages]);

  useEffect(() => load(), [load]);

  useEffect(() => {
    if (towns.status !== 'ready') return;
    setPicked(towns.towns.find((town) => matches(town, city))?.id ?? null);
  }, [towns, city]);

  return (
    <section className="root" part="root" aria-labelledby="wizyta-heading">
      <h2 className="heading" part="heading" id="wizyta-heading" tabIndex={-1}>
        {messages.t('common.makeAppointment')}
      </h2>
      {towns.status === 'loading' && (
        <p className="status" part="status" role="status">
          {messages.t('common.loading')}
        </p>
      )}
      {towns.status === 'failed' && (
        <div role="alert">
          <p className="status" part="status">
            {messages.formatError(towns.code)}
          </p>
          <button type="button" className="button" part="button" onClick={() => load()}>
            {messages.t('common.retry')}
          </button>
        </div>
      )}
      {towns.status === 'ready' && (
        <ul className="towns" part="towns" aria-labelledby="wizyta-heading">
          {towns.towns.map((town) => (
            <li key={town.id}>
              <button
                type="button"
                className="town"
                part="town"
                aria-pressed={picked === town.id}
                onClick={() => setPicked(town.id)}
              >
                {town.town}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
