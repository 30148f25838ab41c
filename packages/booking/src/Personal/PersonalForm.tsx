import { canChooseCountryAndLanguage } from '@wizyta/core';
import { type FormEvent, useRef } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useDraft } from '../flow/useDraft';
import { useFocusFirstError } from '../flow/useFocusFirstError';
import { useOrder } from '../flow/useOrder';
import { AddressFields } from '../form/AddressFields';
import { CheckboxField } from '../form/CheckboxField';
import { StepActions } from '../form/StepActions';
import { TextField } from '../form/TextField';
import { useDictionary } from '../form/useDictionary';
import { PatientFields } from './PatientFields';
import { PlaceFields } from './PlaceFields';
import { initialPersonalDraft, type PersonalDraft, personalBackDraft, personalValues } from './personalDraft';

/** Props of {@link PersonalForm}. */
export interface PersonalFormProps {
  readonly submitLabel: string;
}

/**
 * The personal data form (spec §5 "order personal"): each patient, the address, e-mail and phone,
 * and "save as default address". SUBMIT carries the values; the machine validates them and its
 * messages appear under the fields. BACK carries what the order can keep of them.
 */
export function PersonalForm({ submitLabel }: PersonalFormProps) {
  const { actor, messages, sessionState, prefill, dictionaries } = useBooking();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const [draft, setDraft] = useDraft<PersonalDraft>('personal', () =>
    initialPersonalDraft(actor.getSnapshot().context.order, sessionState.profile, prefill),
  );
  const change = (patch: Partial<PersonalDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const placeOffered = useOrder((s) =>
    canChooseCountryAndLanguage(s.context, s.context.order.appointmentType),
  );
  const countries = useDictionary(dictionaries.countries, placeOffered);
  const languages = useDictionary(dictionaries.languages, placeOffered);
  // The picked entries go with the values (and with BACK); without a choice the defaults are sent.
  const place = () => {
    if (!placeOffered) return {};
    const country = countries.value?.find((c) => String(c.id) === draft.countryId);
    const language = languages.value?.find((l) => String(l.id) === draft.languageId);
    return { ...(country ? { country } : {}), ...(language ? { language } : {}) };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', values: { ...personalValues(draft), ...place() } });
    focusFirstError();
  };
  const back = () => {
    const order = actor.getSnapshot().context.order;
    actor.send({ type: 'BACK', draft: { ...personalBackDraft(draft, order), ...place() } });
  };
  return (
    <form className="wb-form" ref={form} onSubmit={submit} noValidate>
      {draft.patients.map((patient, i) => (
        <PatientFields
          // biome-ignore lint/suspicious/noArrayIndexKey: patients are positions fixed by the search
          key={i}
          index={i}
          value={patient}
          onChange={(next) => change({ patients: draft.patients.map((p, j) => (j === i ? next : p)) })}
        />
      ))}
      <AddressFields
        path="address"
        legend={messages.t('booking.personal.address')}
        value={draft.address}
        onChange={(address) => change({ address })}
      />
      <fieldset className="wb-fieldset">
        <legend className="wb-fieldset__legend">{messages.t('booking.personal.contact')}</legend>
        <TextField
          path="email"
          label={messages.t('booking.personal.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={draft.email}
          onChange={(email) => change({ email })}
          required
        />
        <div className="wb-grid wb-grid--phone">
          <TextField
            path="phoneNumber.prefix"
            label={messages.t('booking.personal.phonePrefix')}
            type="tel"
            autoComplete="tel-country-code"
            value={draft.phonePrefix}
            onChange={(phonePrefix) => change({ phonePrefix })}
            required
          />
          <TextField
            path="phoneNumber.number"
            label={messages.t('booking.personal.phoneNumber')}
            type="tel"
            autoComplete="tel-national"
            value={draft.phoneNumber}
            onChange={(phoneNumber) => change({ phoneNumber })}
            required
          />
        </div>
      </fieldset>
      {placeOffered ? (
        <PlaceFields
          countryId={draft.countryId}
          languageId={draft.languageId}
          onChange={change}
          countries={countries}
          languages={languages}
        />
      ) : null}
      <CheckboxField
        path="setDefaultAddress"
        label={messages.t('booking.personal.setDefaultAddress')}
        checked={draft.setDefaultAddress}
        onChange={(setDefaultAddress) => change({ setDefaultAddress })}
      />
      <StepActions submitLabel={submitLabel} onBack={back} />
    </form>
  );
}
