import { type FieldSource, SelectField } from '@wizyta/booking/form';
import { useId } from 'react';
import { useApp } from '../../shared/useApp';

/** Props of {@link RescheduleTimes}. */
export interface RescheduleTimesProps {
  readonly fields: FieldSource;
  /** The day's times (`HH:MM` → still ahead), or null while they load. */
  readonly intervals: Readonly<Record<string, boolean>> | null;
  readonly loading: boolean;
  readonly slot: string;
  readonly onSlot: (slot: string) => void;
  readonly firstAvailable: boolean;
  readonly onFirstAvailable: (firstAvailable: boolean) => void;
}

/**
 * The time of the new visit (times already past are listed, disabled) and whether the first free
 * one up to it will do or only that time — the booking search's choice, in its words.
 */
export function RescheduleTimes(props: RescheduleTimesProps) {
  const { messages } = useApp();
  const t = messages.t;
  const name = useId();
  const options = Object.entries(props.intervals ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, ahead]) => ({
      value: time,
      label: ahead ? time : t('visits.reschedule.pastTime', { time }),
      disabled: !ahead,
    }));
  const choice = (value: boolean, label: string) => (
    <label className="form-check">
      <input
        type="radio"
        className="form-check__box"
        name={name}
        checked={props.firstAvailable === value}
        onChange={() => props.onFirstAvailable(value)}
      />
      <span className="form-check__label">{label}</span>
    </label>
  );
  return (
    <>
      <SelectField
        fields={props.fields}
        path="slot"
        label={t('visits.reschedule.time')}
        placeholder={t('visits.reschedule.chooseTime')}
        value={props.slot}
        onChange={props.onSlot}
        options={options}
        busy={props.loading}
        required
      />
      {props.loading && (
        <p className="form-field__hint" role="status">
          {t('visits.reschedule.loadingTimes')}
        </p>
      )}
      <fieldset>
        <legend>{t('visits.reschedule.when')}</legend>
        {choice(true, t('visits.reschedule.firstAvailable'))}
        {choice(false, t('visits.reschedule.exactTime'))}
      </fieldset>
    </>
  );
}
