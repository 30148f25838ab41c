import {
  APPOINTMENT_TYPES,
  type Clinic,
  can,
  canBookAppointmentType,
  canBookNfz,
  specializationsForAgeRange,
} from '@wizyta/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useDraft } from '../flow/useDraft';
import { useFocusFirstError } from '../flow/useFocusFirstError';
import { useOrder } from '../flow/useOrder';
import { SymptomChecker } from '../SymptomChecker/SymptomChecker';
import { SearchForm } from './SearchForm';
import {
  countsForAgeRange,
  criteriaChange,
  initialSearchDraft,
  resolveCityId,
  type SearchDraft,
  searchEvent,
} from './searchDraft';
import { useSpecializationChoice } from './useSpecializationChoice';

// A chunk of its own: only a stationary search (and its details) shows clinics.
const ClinicChoice = lazy(() => import('../rareScreens').then((m) => ({ default: m.ClinicChoice })));

/**
 * The search step of the flow: {@link SearchForm} over the order machine. The lists, the busy
 * states and the verdicts come from the machine; a change that moves the lists sends
 * CHANGE_SEARCH, the submit sends SEARCH (the machine validates and reserves).
 */
export function Search() {
  const { actor, prefill, regulationUrl, messages } = useBooking();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useDraft<SearchDraft>('search', () =>
    initialSearchDraft(actor.getSnapshot().context, prefill),
  );
  const focusFirstError = useFocusFirstError(form);
  const loading = useOrder((s) => s.matches({ search: 'loading' }));
  const reserving = useOrder((s) => s.matches('reserving'));
  const dictionary = useOrder((s) => s.context.specializations);
  // Spec §3/§5: the age range narrows the list to the adult or the paediatric variants.
  const specializations = useMemo(
    () => specializationsForAgeRange(dictionary, draft.ageRange),
    [dictionary, draft.ageRange],
  );
  const towns = useOrder((s) => s.context.towns);
  // A list failed to load (the code is in the flow's alert): the patient may load them again.
  const listsFailed = useOrder(
    (s) =>
      s.matches({ search: 'idle' }) &&
      s.context.error !== null &&
      (s.context.towns.length === 0 ||
        s.context.specializations.length === 0 ||
        s.context.slotIntervals === null),
  );
  const intervals = useOrder((s) => s.context.slotIntervals?.availableIntervals ?? null);
  const audience = useOrder(
    (s) => ({ type: s.context.type, roles: s.context.roles, nfzActive: s.context.nfzActive }),
    (a, b) => a.roles === b.roles && a.nfzActive === b.nfzActive && a.type === b.type,
  );
  const today = useRef(actor.getSnapshot().context.search.date).current;

  // The lists follow the form: load them for what the form starts with if that differs (a
  // prefill, the form as typed before a reload). A search refused before shows where it went wrong.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the form's starting values
  useEffect(() => {
    const { search } = actor.getSnapshot().context;
    const type = draft.appointmentType || search.appointmentType;
    const specializationId =
      draft.specializationId === '' ? search.specializationId : Number(draft.specializationId);
    const date = criteriaChange({ date: draft.date })?.date;
    if (
      type !== search.appointmentType ||
      specializationId !== search.specializationId ||
      draft.date !== search.date
    ) {
      actor.send({
        type: 'CHANGE_SEARCH',
        appointmentType: type,
        specializationId,
        ...(date ? { date } : {}),
      });
    }
    focusFirstError();
  }, [actor]);

  const specializationGone = useSpecializationChoice(
    specializations,
    loading,
    draft.specializationId,
    setDraft,
  );
  useEffect(() => {
    setDraft((current) => {
      const cityId = resolveCityId(current.cityId, towns);
      return cityId === current.cityId ? current : { ...current, cityId };
    });
  }, [towns, setDraft]);

  const change = (patch: Partial<SearchDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    const criteria = criteriaChange(patch);
    if (criteria) actor.send({ type: 'CHANGE_SEARCH', ...criteria });
  };
  // Spec §6 SHOW_SYMPTOM_CHECKER; a house visit has one specialization, nothing to choose.
  const showChecker =
    can('SHOW_SYMPTOM_CHECKER', {
      type: audience.type,
      roles: audience.roles.length > 0 ? audience.roles : ['PATIENT'],
    }) && draft.appointmentType !== 'HOUSE';
  const chooseSuggested = ({ specializationId, child }: { specializationId: number; child: boolean }) => {
    const ageRange = child ? 'CHILD' : 'ADULT';
    change({ ageRange, ...countsForAgeRange(draft, ageRange), specializationId: String(specializationId) });
    // The patient sees the choice made: focus lands on the list that now shows it.
    requestAnimationFrame(() => {
      const select = form.current?.elements.namedItem('specializationId');
      if (select instanceof HTMLElement) select.focus();
    });
  };
  const chooseClinic = useCallback(
    (clinic: Clinic | undefined) => setDraft((current) => ({ ...current, clinic })),
    [setDraft],
  );
  const submit = () => {
    actor.send(searchEvent(draft));
    focusFirstError();
  };

  return (
    <>
      {listsFailed ? (
        <button
          type="button"
          className="wb-button wb-button--secondary"
          onClick={() => actor.send({ type: 'RETRY' })}
        >
          {messages.t('common.retry')}
        </button>
      ) : null}
      <SearchForm
        formRef={form}
        values={draft}
        onChange={change}
        onSubmit={submit}
        towns={towns}
        types={APPOINTMENT_TYPES.filter((t) => canBookAppointmentType(audience, t))}
        specializations={specializations}
        intervals={intervals}
        nfz={
          canBookNfz(audience)
            ? 'offered'
            : audience.roles.length === 0 && can('SHOW_NFZ', { type: audience.type, roles: ['PATIENT'] })
              ? 'afterSignIn'
              : null
        }
        today={today}
        loading={loading}
        reserving={reserving}
        regulationUrl={regulationUrl}
        place={
          draft.appointmentType === 'STATIONARY' && towns.some((t) => String(t.id) === draft.cityId) ? (
            <Suspense fallback={null}>
              <ClinicChoice
                townId={Number(draft.cityId)}
                value={draft.clinic?.id ?? ''}
                onChange={chooseClinic}
              />
            </Suspense>
          ) : null
        }
        specializationHelp={
          <>
            {specializationGone ? (
              <p className="wb-text" role="status">
                {messages.t('booking.search.specializationGone')}
              </p>
            ) : null}
            {showChecker ? (
              <SymptomChecker messages={messages} specializations={dictionary} onChoose={chooseSuggested} />
            ) : null}
          </>
        }
      />
    </>
  );
}
