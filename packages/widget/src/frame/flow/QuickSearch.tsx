import {
  criteriaChange,
  FormContext,
  type FormContextValue,
  freshSearchDraft,
  resolveCityId,
  type SearchDraft,
  SearchForm,
  StepList,
  useSpecializationChoice,
} from '@wizyta/booking';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  ANONYMOUS_STATE,
  APPOINTMENT_TYPES,
  brandOf,
  canBookAppointmentType,
  canBookNfz,
  toWarsawDay,
} from '../core';
import type { BookingRootProps } from './BookingRootProps';
import type { SearchListCriteria } from './fetchSearchLists';
import { toBookingPrefill } from './toBookingPrefill';
import { useSearchLists } from './useSearchLists';

/** Props of {@link QuickSearch}. */
export interface QuickSearchProps extends BookingRootProps {
  /** The patient submitted the form: the full flow takes over with these values. */
  readonly onSearch: (draft: SearchDraft) => void;
  /** The full flow's chunk is on its way (the form shows the search as under way). */
  readonly searching: boolean;
  /** The full flow's chunk failed to load (4191): shown above the form; submitting tries again. */
  readonly flowError?: number | null;
}

/**
 * The search step of the widget's first chunk: `@wizyta/booking`'s SearchForm with its lists
 * loaded by two plain calls, for an anonymous patient, before the order machine, the API client
 * and the session have loaded. On submit the host loads the full flow, which sends the same
 * SEARCH (the machine validates and reserves), so nothing typed is lost. A prefill that changes
 * here remounts the form, so it applies (the patient has not gone further yet).
 */
export function QuickSearch(props: QuickSearchProps) {
  const prefill = useMemo(() => toBookingPrefill(props.search, props.prefill), [props.search, props.prefill]);
  return <QuickSearchForm key={JSON.stringify(prefill)} {...props} bookingPrefill={prefill} />;
}

function QuickSearchForm(props: QuickSearchProps & { bookingPrefill: ReturnType<typeof toBookingPrefill> }) {
  const { config, messages, emit, onSearch, searching, flowError = null } = props;
  const [today] = useState(() => toWarsawDay(new Date()));
  const [draft, setDraft] = useState(() => freshSearchDraft(today, props.bookingPrefill));
  const [criteria, setCriteria] = useState<SearchListCriteria>(() => ({
    appointmentType: draft.appointmentType || 'CALL',
    specializationId: draft.specializationId === '' ? 0 : Number(draft.specializationId),
    date: today,
  }));
  const { lists, loading, error, retry } = useSearchLists(config.apiUrl, criteria);
  const specializations = lists?.specializations ?? [];
  const towns = lists?.towns;
  // A prefilled city slug becomes the town's id once the towns are there.
  useEffect(() => {
    if (towns) setDraft((d) => ({ ...d, cityId: resolveCityId(d.cityId, towns) }));
  }, [towns]);
  useSpecializationChoice(specializations, loading, draft.specializationId, setDraft);

  const idPrefix = `wb${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const moveFocus = useRef(false);
  const form = useMemo<FormContextValue>(
    () => ({ messages, idPrefix, moveFocus, formErrors: null }),
    [messages, idPrefix],
  );
  const audience = { type: config.type, roles: ANONYMOUS_STATE.roles, nfzActive: false };
  const regulationUrl = useMemo(
    () => new URL(brandOf(config.type).regulationHref, config.siteUrl).href,
    [config.type, config.siteUrl],
  );

  useEffect(() => emit('wizyta:step', { step: 'search' }), [emit]);
  useEffect(() => {
    if (error !== null) emit('wizyta:error', { code: error, message: messages.formatError(error) });
  }, [error, emit, messages]);

  const change = (patch: Partial<SearchDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    const moved = criteriaChange(patch);
    if (moved) setCriteria((current) => ({ ...current, ...moved }));
  };
  const shown = error ?? flowError;
  const alert =
    shown === null
      ? ''
      : messages.t('booking.errorWithCode', { code: shown, message: messages.formatError(shown) });

  return (
    <section className="wb-booking" aria-label={messages.t('booking.region')}>
      <FormContext.Provider value={form}>
        <div className="wb-flow">
          <StepList messages={messages} type={config.type} forNfz={false} current="search" />
          <div className={alert ? 'wb-alert' : 'wb-alert wb-alert--empty'} role="alert">
            {alert}
          </div>
          {error !== null && !loading ? (
            <button type="button" className="wb-button wb-button--secondary" onClick={retry}>
              {messages.t('common.retry')}
            </button>
          ) : null}
          <SearchForm
            values={draft}
            onChange={change}
            onSubmit={() => onSearch(draft)}
            towns={lists?.towns ?? []}
            types={APPOINTMENT_TYPES.filter((t) => canBookAppointmentType(audience, t))}
            specializations={specializations}
            intervals={lists?.intervals ?? null}
            nfzOffered={canBookNfz(audience)}
            today={today}
            loading={loading}
            reserving={searching}
            regulationUrl={regulationUrl}
          />
        </div>
      </FormContext.Provider>
    </section>
  );
}
