import { DOCUMENT_TYPES } from '@wizyta/core';
import { type FormEvent, useRef, useState } from 'react';
import { CheckboxField } from '../../components/form/CheckboxField';
import { PhoneField } from '../../components/form/PhoneField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';
import type { ProfileDraft, ProfileValidation } from './profileDraft';
import { validateProfile } from './profileDraft';

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  /** The draft, owned by the page so that it survives a failed save. */
  readonly draft: ProfileDraft;
  readonly onDraft: (draft: ProfileDraft) => void;
  /** Saves valid values; resolves when the call ended (a failure has been shown). */
  readonly onSave: (values: Extract<ProfileValidation, { success: true }>['data']) => Promise<void>;
}

/**
 * The editable part of the profile (spec §5): e-mail and phone (read-only where the brand does
 * not let them be edited), address, identity document and, where permitted, the two consents.
 */
export function ProfileForm({ draft, onDraft, onSave }: ProfileFormProps) {
  const { messages } = useApp();
  const allowed = useCan();
  const form = useRef<HTMLFormElement>(null);
  const fields = useFieldErrors('profile', form);
  const [busy, setBusy] = useState(false);
  const t = messages.t;
  const address = (key: keyof ProfileDraft['address']) => (value: string) =>
    onDraft({ ...draft, address: { ...draft.address, [key]: value } });
  const editEmail = allowed('EDIT_EMAIL');
  const editPhone = allowed('EDIT_PHONE_NUMBER');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateProfile(draft);
    if (!result.success) {
      fields.show(result.errors);
      return;
    }
    fields.clear();
    setBusy(true);
    await onSave(result.data);
    setBusy(false);
  }

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="visually-hidden">
        {t('account.profile.title')}
      </h2>
      <fieldset>
        <legend>{t('account.profile.contact')}</legend>
        <TextField
          fields={fields}
          path="email"
          type="email"
          autoComplete="email"
          label={t('account.field.email')}
          value={draft.email}
          onChange={(email) => onDraft({ ...draft, email })}
          required
          readOnly={!editEmail}
          hint={editEmail ? undefined : t('account.profile.emailLocked')}
        />
        <PhoneField
          fields={fields}
          path="phoneNumber"
          value={draft.phoneNumber}
          onChange={(phoneNumber) => onDraft({ ...draft, phoneNumber })}
          required
          readOnly={!editPhone}
          hint={editPhone ? undefined : t('account.profile.phoneLocked')}
        />
      </fieldset>
      <fieldset>
        <legend>{t('account.profile.address')}</legend>
        <div className="form-row">
          <TextField
            fields={fields}
            path="address.city"
            label={t('account.field.city')}
            autoComplete="address-level2"
            value={draft.address.city}
            onChange={address('city')}
            required
          />
          <TextField
            fields={fields}
            path="address.postCode"
            label={t('account.field.postCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={6}
            value={draft.address.postCode}
            onChange={address('postCode')}
            required
          />
        </div>
        <TextField
          fields={fields}
          path="address.streetName"
          label={t('account.field.streetName')}
          autoComplete="address-line1"
          value={draft.address.streetName}
          onChange={address('streetName')}
          required
        />
        <div className="form-row">
          <TextField
            fields={fields}
            path="address.streetNumber"
            label={t('account.field.streetNumber')}
            value={draft.address.streetNumber}
            onChange={address('streetNumber')}
            required
          />
          <TextField
            fields={fields}
            path="address.flatNumber"
            label={t('account.field.flatNumber')}
            value={draft.address.flatNumber}
            onChange={address('flatNumber')}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('account.profile.document')}</legend>
        <div className="form-row">
          <SelectField
            fields={fields}
            path="document.type"
            label={t('account.field.documentType')}
            value={draft.document.type}
            options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`account.document.${type}`) }))}
            onChange={(type) =>
              onDraft({
                ...draft,
                document: { ...draft.document, type: type as ProfileDraft['document']['type'] },
              })
            }
          />
          <TextField
            fields={fields}
            path="document.number"
            label={t('account.field.documentNumber')}
            value={draft.document.number}
            onChange={(number) => onDraft({ ...draft, document: { ...draft.document, number } })}
          />
        </div>
      </fieldset>
      {(allowed('MARKETING_AGREEMENT') || allowed('TRADE_AGREEMENT')) && (
        <fieldset>
          <legend>{t('account.profile.agreements')}</legend>
          {allowed('MARKETING_AGREEMENT') && (
            <CheckboxField
              fields={fields}
              path="marketingAgreement"
              label={t('account.consent.marketing')}
              checked={draft.marketingAgreement}
              onChange={(marketingAgreement) => onDraft({ ...draft, marketingAgreement })}
            />
          )}
          {allowed('TRADE_AGREEMENT') && (
            <CheckboxField
              fields={fields}
              path="commercialAgreement"
              label={t('account.consent.commercial')}
              checked={draft.commercialAgreement}
              onChange={(commercialAgreement) => onDraft({ ...draft, commercialAgreement })}
            />
          )}
        </fieldset>
      )}
      {fields.invalid && (
        <p className="form-alert" role="alert">
          {t('account.formInvalid')}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('account.saving') : t('account.profile.save')}
        </button>
      </div>
    </form>
  );
}
