import { DOCUMENT_TYPES, GENDERS, LANGUAGES } from '@wizyta/core';
import { PhoneField } from '../../components/form/PhoneField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import type { FieldErrors } from '../../components/form/useFieldErrors';
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
  const { messages } = useApp();
  const t = messages.t;
  const set =
    <K extends keyof RegistrationDraft>(key: K) =>
    (value: RegistrationDraft[K]) =>
      onDraft({ ...draft, [key]: value });
  return (
    <>
      <fieldset>
        <legend>{t('account.registration.personal')}</legend>
        <div className="form-row">
          <TextField
            fields={fields}
            path="firstName"
            label={t('account.field.firstName')}
            autoComplete="given-name"
            value={draft.firstName}
            onChange={set('firstName')}
            required
          />
          <TextField
            fields={fields}
            path="lastName"
            label={t('account.field.lastName')}
            autoComplete="family-name"
            value={draft.lastName}
            onChange={set('lastName')}
            required
          />
        </div>
        <TextField
          fields={fields}
          path="pesel"
          label={t('account.field.pesel')}
          inputMode="numeric"
          maxLength={11}
          hint={t('account.registration.peselHint')}
          value={draft.pesel}
          onChange={(pesel) => {
            fields.clear('birthDate');
            fields.clear('gender');
            onDraft(withPesel(draft, pesel));
          }}
          required
        />
        <div className="form-row">
          <TextField
            fields={fields}
            path="birthDate"
            type="date"
            label={t('account.field.birthDate')}
            autoComplete="bday"
            value={draft.birthDate}
            onChange={set('birthDate')}
            required
          />
          <SelectField
            fields={fields}
            path="gender"
            label={t('account.field.gender')}
            value={draft.gender}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`account.gender.${gender}`) }))}
            onChange={(gender) => set('gender')(gender as RegistrationDraft['gender'])}
            required
          />
        </div>
        <div className="form-row">
          <SelectField
            fields={fields}
            path="documentType"
            label={t('account.field.documentType')}
            value={draft.documentType}
            options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`account.document.${type}`) }))}
            onChange={(type) => set('documentType')(type as RegistrationDraft['documentType'])}
            required
          />
          <TextField
            fields={fields}
            path="documentNumber"
            label={t('account.field.documentNumber')}
            value={draft.documentNumber}
            onChange={set('documentNumber')}
            required
          />
        </div>
        <SelectField
          fields={fields}
          path="languageId"
          label={t('account.field.language')}
          value={draft.languageId}
          options={LANGUAGES.map((language) => ({
            value: String(language.id),
            label: t(`account.language.${language.code}`),
          }))}
          onChange={set('languageId')}
          required
        />
      </fieldset>
      <fieldset>
        <legend>{t('account.registration.contact')}</legend>
        <TextField
          fields={fields}
          path="email"
          type="email"
          autoComplete="email"
          label={t('account.field.email')}
          value={draft.email}
          onChange={set('email')}
          required
        />
        <PhoneField
          fields={fields}
          path="phoneNumber"
          value={draft.phoneNumber}
          onChange={set('phoneNumber')}
          required
        />
      </fieldset>
    </>
  );
}
