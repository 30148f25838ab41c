import { fieldBinder, TextField } from '@wizyta/booking/form';
import { type FormEvent, useRef, useState } from 'react';
import { ConsentFields } from '../../components/form/ConsentFields';
import { DocumentFields } from '../../components/form/DocumentFields';
import { EmailField } from '../../components/form/EmailField';
import { FormActions } from '../../components/form/FormActions';
import { PhoneField } from '../../components/form/PhoneField';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';
import type { ProfileDraft, ProfileValidation } from './profileDraft';
import { validateProfile } from './profileDraft';
import { ReminderFields } from './ReminderFields';

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
  const bind = fieldBinder(fields, draft, onDraft);
  const address = bind.group('address');
  const idDocument = bind.group('document');
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
        <EmailField
          {...bind('email')}
          readOnly={!editEmail}
          hint={editEmail ? undefined : t('account.profile.emailLocked')}
        />
        <PhoneField
          {...bind('phoneNumber')}
          required
          readOnly={!editPhone}
          hint={editPhone ? undefined : t('account.profile.phoneLocked')}
        />
      </fieldset>
      <fieldset>
        <legend>{t('account.profile.address')}</legend>
        <div className="form-row">
          <TextField
            {...address('city')}
            label={t('account.field.city')}
            autoComplete="address-level2"
            required
          />
          <TextField
            {...address('postCode')}
            label={t('account.field.postCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={6}
            required
          />
        </div>
        <TextField
          {...address('streetName')}
          label={t('account.field.streetName')}
          autoComplete="address-line1"
          required
        />
        <div className="form-row">
          <TextField {...address('streetNumber')} label={t('account.field.streetNumber')} required />
          <TextField {...address('flatNumber')} label={t('account.field.flatNumber')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('account.profile.document')}</legend>
        <DocumentFields type={idDocument('type')} number={idDocument('number')} />
      </fieldset>
      <ReminderFields
        fields={fields}
        value={draft.reminders}
        onChange={(reminders) => onDraft({ ...draft, reminders })}
      />
      {(allowed('MARKETING_AGREEMENT') || allowed('TRADE_AGREEMENT')) && (
        <fieldset>
          <legend>{t('account.profile.agreements')}</legend>
          <ConsentFields
            fields={fields}
            allowed={allowed}
            value={draft}
            onChange={(consents) => onDraft({ ...draft, ...consents })}
          />
        </fieldset>
      )}
      <FormActions
        busy={busy}
        invalid={fields.invalid}
        label={t('account.profile.save')}
        busyLabel={t('account.saving')}
      />
    </form>
  );
}
