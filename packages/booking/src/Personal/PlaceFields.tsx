import type { Country, Language } from '@wizyta/core';
import { useBooking } from '../flow/BookingContext';
import { DictionaryError } from '../form/DictionaryError';
import { SelectField } from '../form/SelectField';
import type { DictionaryState } from '../form/useDictionary';

/** Props of {@link PlaceFields}. */
export interface PlaceFieldsProps {
  readonly countryId: string;
  readonly languageId: string;
  readonly onChange: (patch: { countryId?: string; languageId?: string }) => void;
  readonly countries: DictionaryState<readonly Country[]>;
  readonly languages: DictionaryState<readonly Language[]>;
}

/**
 * The country the patient will be in and the consultation's language, from the countries and
 * languages dictionaries (spec §3), each with its load error and a retry. The form shows it only
 * where `canChooseCountryAndLanguage` allows; elsewhere the booking sends Poland and Polish.
 */
export function PlaceFields({ countryId, languageId, onChange, countries, languages }: PlaceFieldsProps) {
  const { messages } = useBooking();
  return (
    <fieldset className="wb-fieldset">
      <legend className="wb-fieldset__legend">{messages.t('booking.personal.place')}</legend>
      <DictionaryError code={countries.error} onRetry={countries.retry} />
      <SelectField
        path="country"
        label={messages.t('booking.personal.country')}
        placeholder={messages.t('booking.personal.chooseCountry')}
        value={countryId}
        onChange={(value) => onChange({ countryId: value })}
        options={(countries.value ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        busy={countries.value === null && countries.error === null}
      />
      <DictionaryError code={languages.error} onRetry={languages.retry} />
      <SelectField
        path="language"
        label={messages.t('booking.personal.language')}
        placeholder={messages.t('booking.personal.chooseLanguage')}
        value={languageId}
        onChange={(value) => onChange({ languageId: value })}
        options={(languages.value ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
        busy={languages.value === null && languages.error === null}
      />
    </fieldset>
  );
}
