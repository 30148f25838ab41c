import {
  APPOINTMENT_TYPES,
  type AppointmentType,
  canBookAppointmentType,
  canBookNfz,
  type MessageId,
  TOWNS,
} from '@wizyta/core';
import { type FormEvent, useEffect, useRef } from 'react';
import { useBooking } from '../BookingApp/BookingContext';
import { useOrder } from '../BookingApp/useOrder';
import { AddressFields } from '../form/AddressFields';
import { CheckboxField } from '../form/CheckboxField';
import { RadioGroup } from '../form/RadioGroup';
import { SelectField } from '../form/SelectField';
import { StepActions } from '../form/StepActions';
import { StepHeading } from '../form/StepHeading';
import { useDraft } from '../form/useDraft';
import { useFocusFirstError } from '../form/useFocusFirstError';
import { PatientCounts } from './PatientCounts';
import { SearchWhen } from './SearchWhen';
import { initialSearchDraft, type SearchDraft, searchEvent } from './searchDraft';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The search step (spec §2 make-appointment): city, visit kind (only those the brand and role
 * may book), specialisation, day and time, who the visit is for, the house-visit address, NFZ
 * when the patient may choose it, and the regulation. The machine validates and reserves.
 */
export function Search() {
  const { actor, messages, prefill, regulationUrl } = useBooking();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useDraft<SearchDraft>('search', () =>
    initialSearchDraft(actor.getSnapshot().context, prefill),
  );
  const change = (patch: Partial<SearchDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const focusFirstError = useFocusFirstError(form);
  const loading = useOrder((s) => s.matches({ search: 'loading' }));
  const reserving = useOrder((s) => s.matches('reserving'));
  const specializations = useOrder((s) => s.context.specializations);
  const audience = useOrder(
    (s) => ({ type: s.context.type, roles: s.context.roles, nfzActive: s.context.nfzActive }),
    (a, b) => a.roles === b.roles && a.nfzActive === b.nfzActive && a.type === b.type,
  );
  const today = useRef(actor.getSnapshot().context.search.date).current;

  // The lists follow the form: load them for what the form starts with if that differs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the form's starting values
  useEffect(() => {
    const { search } = actor.getSnapshot().context;
    const type = draft.appointmentType || search.appointmentType;
    const specializationId =
      draft.specializationId === '' ? search.specializationId : Number(draft.specializationId);
    if (
      type !== search.appointmentType ||
      specializationId !== search.specializationId ||
      draft.date !== search.date
    ) {
      actor.send({
        type: 'CHANGE_SEARCH',
        appointmentType: type,
        specializationId,
        ...(ISO_DAY.test(draft.date) ? { date: draft.date } : {}),
      });
    }
  }, [actor]);

  // A list of one (house visits: the internist) is chosen for the patient; a stale choice is dropped.
  useEffect(() => {
    if (loading || specializations.length === 0) return;
    const only = specializations.length === 1 ? specializations[0] : undefined;
    const known = specializations.some((s) => String(s.id) === draft.specializationId);
    if (only && !known) setDraft((d) => ({ ...d, specializationId: String(only.id) }));
    else if (!known && draft.specializationId !== '') setDraft((d) => ({ ...d, specializationId: '' }));
  }, [loading, specializations, draft.specializationId, setDraft]);

  const types = APPOINTMENT_TYPES.filter((t) => canBookAppointmentType(audience, t));
  const onType = (appointmentType: AppointmentType) => {
    change({ appointmentType });
    actor.send({ type: 'CHANGE_SEARCH', appointmentType });
  };
  const onSpecialization = (specializationId: string) => {
    change({ specializationId });
    if (specializationId !== '')
      actor.send({ type: 'CHANGE_SEARCH', specializationId: Number(specializationId) });
  };
  const onWhen = (patch: Partial<SearchDraft>) => {
    change(patch);
    if (patch.date && ISO_DAY.test(patch.date)) actor.send({ type: 'CHANGE_SEARCH', date: patch.date });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send(searchEvent(draft));
    focusFirstError();
  };

  return (
    <form className="wb-step wb-search" ref={form} onSubmit={submit} noValidate>
      <StepHeading>{messages.t('booking.search.title')}</StepHeading>
      <SelectField
        path="cityId"
        label={messages.t('booking.search.city')}
        placeholder={messages.t('booking.search.chooseCity')}
        value={draft.cityId}
        onChange={(cityId) => change({ cityId })}
        options={TOWNS.map((t) => ({ value: String(t.id), label: t.town }))}
        required
      />
      <RadioGroup<AppointmentType>
        path="communicationTypes"
        legend={messages.t('booking.search.type')}
        value={draft.appointmentType}
        onChange={onType}
        options={types.map((t) => ({ value: t, label: messages.t(`communicationType.${t}` as MessageId) }))}
      />
      <SelectField
        path="specializationId"
        label={messages.t('booking.search.specialization')}
        placeholder={messages.t('booking.search.chooseSpecialization')}
        value={draft.specializationId}
        onChange={onSpecialization}
        options={specializations.map((s) => ({ value: String(s.id), label: s.name }))}
        busy={loading}
        required
      />
      <SearchWhen draft={draft} change={onWhen} today={today} loading={loading} />
      <PatientCounts draft={draft} change={change} />
      {draft.appointmentType === 'HOUSE' ? (
        <AddressFields
          path="address"
          legend={messages.t('booking.search.address')}
          value={draft.address}
          onChange={(address) => change({ address })}
        />
      ) : null}
      {canBookNfz(audience) ? (
        <CheckboxField
          path="forNfz"
          label={messages.t('booking.search.nfz')}
          checked={draft.forNfz}
          onChange={(forNfz) => change({ forNfz })}
        />
      ) : null}
      <CheckboxField
        path="regulationAgreement"
        label={messages.t('booking.search.regulation', { link: messages.t('booking.search.regulationLink') })}
        checked={draft.regulationAgreement}
        onChange={(regulationAgreement) => change({ regulationAgreement })}
        after={
          <a className="wb-link" href={regulationUrl} target="_blank" rel="noopener noreferrer">
            {messages.t('common.regulation')}
          </a>
        }
      />
      {reserving ? (
        <p className="wb-status" role="status">
          {messages.t('booking.search.searching')}
        </p>
      ) : null}
      <StepActions submitLabel={messages.t('booking.search.submit')} busy={reserving} />
    </form>
  );
}
