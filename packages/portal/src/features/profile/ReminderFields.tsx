import { REMINDER_CHANNELS, type ReminderChannels } from '@wizyta/core';
import type { FieldErrors } from '../../components/form/useFieldErrors';
import { useApp } from '../../shared/useApp';

const LABELS = {
  SMS: 'account.profile.remindersSms',
  EMAIL: 'account.profile.remindersEmail',
  BOTH: 'account.profile.remindersBoth',
  NONE: 'account.profile.remindersNone',
} as const;

/** Props of {@link ReminderFields}. */
export interface ReminderFieldsProps {
  readonly fields: FieldErrors;
  readonly value: ReminderChannels;
  readonly onChange: (value: ReminderChannels) => void;
}

/** How the visit reminders reach the patient: by SMS, by e-mail, both, or not at all. */
export function ReminderFields({ fields, value, onChange }: ReminderFieldsProps) {
  const { t } = useApp().messages;
  const { check } = fields.look;
  return (
    <fieldset>
      <legend>{t('account.profile.reminders')}</legend>
      {REMINDER_CHANNELS.map((channel) => (
        <div className={check.field} key={channel}>
          <input
            id={`profile-reminders-${channel}`}
            className={check.box}
            type="radio"
            name="reminders"
            value={channel}
            checked={value === channel}
            onChange={() => onChange(channel)}
          />
          <label className={check.label} htmlFor={`profile-reminders-${channel}`}>
            {t(LABELS[channel])}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
