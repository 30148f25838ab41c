import type { AppointmentType, MessageId } from '@wizyta/core';
import type { FormEvent, ReactNode, Ref } from 'react';
import { AddressFields } from '../form/AddressFields';
import { CheckboxField } from '../form/CheckboxField';
import { useFormContext } from '../form/FormContext';
import { RadioGroup } from '../form/RadioGroup';
import { SelectField } from '../form/SelectField';
import { StepActions } from '../form/StepActions';
import { StepHeading } from '../form/StepHeading';
import { PatientCounts } from './PatientCounts';
import { SearchWhen } from './SearchWhen';
import type { SearchDraft } from './searchDraft';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** What the patient typed. */
  readonly values: SearchDraft;
  /** A field changed: merge `patch` into the values (and reload the lists if it moves them). */
  readonly onChange: (patch: Partial<SearchDraft>) => void;
  /** The form was submitted (the host sends SEARCH). */
  readonly onSubmit: () => void;
  readonly towns: readonly { readonly id: number; readonly town: string }[];
  /** The visit kinds this patient may book on this brand. */
  readonly types: readonly AppointmentType[];
  readonly specializations: readonly { readonly id: number; readonly name: string }[];
  /** The day's times (`HH:MM` → still free), or null before they have loaded. */
  readonly intervals: Readonly<Record<string, boolean>> | null;
  /**
   * The NFZ option: `offered` to a signed-in NFZ-active patient; `afterSignIn`, a note that NFZ
   * visits exist and need signing in, to an anonymous visitor of a brand that shows NFZ.
   */
  readonly nfz: 'offered' | 'afterSignIn' | null;
  /** The earliest day allowed (today in Warsaw). */
  readonly today: string;
  /** The lists are loading. */
  readonly loading: boolean;
  /** A slot is being searched for and held. */
  readonly reserving: boolean;
  /** The brand's regulation document. */
  readonly regulationUrl: string;
  readonly formRef?: Ref<HTMLFormElement>;
  /** Shown under the specialization list: help choosing it (the symptom checker). */
  readonly specializationHelp?: ReactNode;
  /** Shown under the visit kinds: the clinic of a stationary visit. */
  readonly place?: ReactNode;
}

/**
 * The search step (spec §2 make-appointment) as a plain form: city, visit kind, specialisation,
 * day and time, who the visit is for, the house-visit address, NFZ when offered, and the
 * regulation. It decides nothing: the lists, the values and the verdicts (FormContext) come from
 * the host — the order machine in the flow ({@link Search}), plain calls in the widget's first chunk.
 */
export function SearchForm(props: SearchFormProps) {
  const { values: draft, onChange: change, specializations, loading, reserving } = props;
  const { messages } = useFormContext();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="wb-step wb-search" ref={props.formRef} onSubmit={submit} noValidate>
      <StepHeading>{messages.t('booking.search.title')}</StepHeading>
      <SelectField
        path="cityId"
        label={messages.t('booking.search.city')}
        placeholder={messages.t('booking.search.chooseCity')}
        value={draft.cityId}
        onChange={(cityId) => change({ cityId })}
        options={props.towns.map((t) => ({ value: String(t.id), label: t.town }))}
        required
      />
      <RadioGroup<AppointmentType>
        path="communicationTypes"
        legend={messages.t('booking.search.type')}
        value={draft.appointmentType}
        onChange={(appointmentType) => change({ appointmentType })}
        options={props.types.map((t) => ({
          value: t,
          label: messages.t(`communicationType.${t}` as MessageId),
        }))}
      />
      {props.place}
      <SelectField
        path="specializationId"
        label={messages.t('booking.search.specialization')}
        placeholder={messages.t('booking.search.chooseSpecialization')}
        value={draft.specializationId}
        onChange={(specializationId) => change({ specializationId })}
        options={specializations.map((s) => ({ value: String(s.id), label: s.name }))}
        busy={loading}
        required
      />
      {props.specializationHelp}
      <SearchWhen
        draft={draft}
        change={change}
        today={props.today}
        loading={loading}
        intervals={props.intervals}
      />
      <PatientCounts draft={draft} change={change} />
      {draft.appointmentType === 'HOUSE' ? (
        <AddressFields
          path="address"
          legend={messages.t('booking.search.address')}
          value={draft.address}
          onChange={(address) => change({ address })}
          withAdditionalInfo
        />
      ) : null}
      {props.nfz === 'offered' ? (
        <CheckboxField
          path="forNfz"
          label={messages.t('booking.search.nfz')}
          checked={draft.forNfz}
          onChange={(forNfz) => change({ forNfz })}
        />
      ) : null}
      {props.nfz === 'afterSignIn' ? (
        <p className="wb-text">{messages.t('booking.search.nfzSignIn')}</p>
      ) : null}
      <CheckboxField
        path="regulationAgreement"
        label={messages.t('booking.search.regulation', { link: messages.t('booking.search.regulationLink') })}
        checked={draft.regulationAgreement}
        onChange={(regulationAgreement) => change({ regulationAgreement })}
        extra={
          <a className="wb-link" href={props.regulationUrl} target="_blank" rel="noopener noreferrer">
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
