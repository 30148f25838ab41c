import { useFormContext } from '../form/FormContext';
import { RadioGroup } from '../form/RadioGroup';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import type { SearchDraft } from './searchDraft';

/** Props of {@link SearchWhen}. */
export interface SearchWhenProps {
  readonly draft: SearchDraft;
  readonly change: (patch: Partial<SearchDraft>) => void;
  /** The day the lists are for (today in Warsaw at first): the earliest allowed. */
  readonly today: string;
  readonly loading: boolean;
  /** The day's times (`HH:MM` → still free), or null before they have loaded. */
  readonly intervals: Readonly<Record<string, boolean>> | null;
}

/**
 * When: the day, the time (the day's slot intervals; past ones disabled) and whether the
 * first free slot up to that time will do or only that time.
 */
export function SearchWhen({ draft, change, today, loading, intervals }: SearchWhenProps) {
  const { messages } = useFormContext();
  const options = Object.entries(intervals ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, free]) => ({
      value: time,
      label: free ? time : messages.t('booking.search.slotTaken', { time }),
      disabled: !free,
    }));
  return (
    <>
      <div className="wb-grid">
        <TextField
          path="date"
          label={messages.t('booking.search.date')}
          type="date"
          min={today}
          value={draft.date}
          onChange={(date) => change({ date, slot: '' })}
          required
        />
        <SelectField
          path="slot"
          label={messages.t('booking.search.slot')}
          placeholder={messages.t('booking.search.chooseSlot')}
          value={draft.slot}
          onChange={(slot) => change({ slot })}
          options={options}
          busy={loading}
          required
        />
      </div>
      <RadioGroup<'first' | 'exact'>
        path="firstAvailable"
        legend={messages.t('booking.search.when')}
        value={draft.firstAvailable ? 'first' : 'exact'}
        onChange={(when) => change({ firstAvailable: when === 'first' })}
        options={[
          { value: 'first', label: messages.t('booking.search.firstAvailable') },
          { value: 'exact', label: messages.t('booking.search.exactTime') },
        ]}
      />
    </>
  );
}
