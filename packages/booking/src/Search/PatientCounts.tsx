import type { AgeRangeUnit, PatientType } from '@wizyta/core';
import { useFormContext } from '../form/FormContext';
import { RadioGroup } from '../form/RadioGroup';
import { TextField } from '../form/TextField';
import { useFieldId } from '../form/useField';
import { countsForAgeRange, resizeChildAges, type SearchDraft } from './searchDraft';

/** Props of {@link PatientCounts}. */
export interface PatientCountsProps {
  readonly draft: SearchDraft;
  readonly change: (patch: Partial<SearchDraft>) => void;
}

const UNITS: readonly AgeRangeUnit[] = ['YEARS', 'MONTHS'];

/** Who the visit is for: the age range, the numbers of adults and children, each child's age. */
export function PatientCounts({ draft, change }: PatientCountsProps) {
  const { messages } = useFormContext();
  const unitId = useFieldId('childAges');
  return (
    <>
      <RadioGroup<PatientType>
        path="ageRange"
        legend={messages.t('booking.search.ageRange')}
        value={draft.ageRange}
        inline
        onChange={(ageRange) => change({ ageRange, ...countsForAgeRange(draft, ageRange) })}
        options={[
          { value: 'ADULT', label: messages.t('booking.search.ageRange.ADULT') },
          { value: 'CHILD', label: messages.t('booking.search.ageRange.CHILD') },
        ]}
      />
      <div className="wb-grid">
        <TextField
          path="adultsCount"
          label={messages.t('booking.search.adultsCount')}
          type="number"
          min={0}
          max={10}
          inputMode="numeric"
          value={draft.adultsCount}
          onChange={(adultsCount) => change({ adultsCount })}
        />
        <TextField
          path="childrenCount"
          label={messages.t('booking.search.childrenCount')}
          type="number"
          min={0}
          max={10}
          inputMode="numeric"
          value={draft.childrenCount}
          onChange={(childrenCount) =>
            change({ childrenCount, childAges: resizeChildAges(draft, childrenCount) })
          }
        />
      </div>
      {draft.childAges.map((age, i) => {
        const number = i + 1;
        const setAge = (patch: Partial<{ value: string; unit: AgeRangeUnit }>) =>
          change({ childAges: draft.childAges.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a child's row is its position in the count
          <div className="wb-grid wb-grid--age" key={i}>
            <TextField
              path={`childAges.${i}.value`}
              label={messages.t('booking.search.childAge', { number })}
              type="number"
              min={0}
              inputMode="numeric"
              value={age.value}
              onChange={(value) => setAge({ value })}
            />
            <div className="wb-field">
              <label className="wb-field__label" htmlFor={`${unitId}-${i}-unit`}>
                {messages.t('booking.search.childAgeUnit', { number })}
              </label>
              <select
                id={`${unitId}-${i}-unit`}
                className="wb-input wb-select"
                value={age.unit}
                onChange={(event) =>
                  setAge({ unit: event.currentTarget.value === 'MONTHS' ? 'MONTHS' : 'YEARS' })
                }
              >
                {UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {messages.t(
                      unit === 'MONTHS' ? 'booking.search.unit.MONTHS' : 'booking.search.unit.YEARS',
                    )}
                  </option>
                ))}
              </select>
            </div>
          </div>
        );
      })}
    </>
  );
}
