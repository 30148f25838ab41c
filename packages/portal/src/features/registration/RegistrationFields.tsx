import { useDictionary } from '@wizyta/booking/dictionary';
import { fieldBinder, SelectField, TextField } from '@wizyta/booking/form';
import { dictionariesFor, GENDERS } from '@wizyta/core';
import { DocumentFields } from '../../components/form/DocumentFields';
import { EmailField } from '../../components/form/EmailField';
import { PhoneField } from '../../components/form/PhoneField';
import type { FieldErrors } from '../../components/form/useFieldErrors';
import { DictionaryAlert } from '../../shared/dictionaries/DictionaryAlert';
import { useApp } from '../../shared/useApp';
import { type RegistrationDraft, withPesel } from './registrationDraft';

/** Props of {@link RegistrationFields}. */
export interface RegistrationFieldsProps {
  readonly fields: FieldErrors;
  readonly draft: RegistrationDraft;
  readonly onDraft: (draft: RegistrationDraft) => void;
}

/** The patient and contact fields of the registration form (spec §5). */
export function RegistrationFields({ fields, draft, onDraft }: RegistrationFieldsProps) {
  const { messages, api } = useApp();
  // The anonymous languages dictionary (the visitor has no token yet), once per session.
  const languages = useDictionary(dictionariesFor(api).languages);
  const t = messages.t;
  const bind = fieldBinder(fields, draft, onDraft);
  return (
    <>
      <fieldset>
        <legend>{t('account.registration.personal')}</legend>
        <div className="form-row">
          <TextField
            {...bind('firstName')}
            label={t('account.field.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            {...bind('lastName')}
            label={t('account.field.lastName')}
            autoComplete="family-name"
            required
          />
        </div>
        <TextField
          {...bind('pesel')}
          label={t('account.field.pesel')}
          inputMode="numeric"
          maxLength={11}
          hint={t('account.registration.peselHint')}
          onChange={(pesel) => {
            // A valid PESEL fills in the date of birth and gender: their old errors no longer apply.
            fields.clear('birthDate');
            fields.clear('gender');
            onDraft(withPesel(draft, pesel));
          }}
          required
        />
        <div className="form-row">
          <TextField
            {...bind('birthDate')}
            type="date"
            label={t('account.field.birthDate')}
            autoComplete="bday"
            required
          />
          <SelectField
            {...bind('gender')}
            label={t('account.field.gender')}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`account.gender.${gender}`) }))}
            required
          />
        </div>
        <DocumentFields
          type={bind('documentType')}
          number={bind('documentNumber')}
          dictionary="anonymous"
          required
        />
        <DictionaryAlert code={languages.error} onRetry={languages.retry} />
        <SelectField
          {...bind('languageId')}
          label={t('account.field.language')}
          options={(languages.value ?? []).map((language) => ({
            value: String(language.id),
            label: language.name,
          }))}
          required
        />
      </fieldset>
      <fieldset>
        <legend>{t('account.registration.contact')}</legend>
        <EmailField {...bind('email')} />
        <PhoneField {...bind('phoneNumber')} required />
      </fieldset>
    </>
  );
}
