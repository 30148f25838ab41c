import { useDictionary } from '@wizyta/booking/dictionary';
import { type BoundField, SelectField, TextField } from '@wizyta/booking/form';
import { type DocumentType, type DocumentTypeItem, dictionariesFor, type Messages } from '@wizyta/core';
import { DictionaryAlert } from '../../shared/dictionaries/DictionaryAlert';
import { useApp } from '../../shared/useApp';

/** Props of {@link DocumentFields}. */
export interface DocumentFieldsProps {
  readonly type: BoundField<DocumentType | ''>;
  readonly number: BoundField<string>;
  /** Marks both required (registration); the profile's document is optional. */
  readonly required?: boolean;
  /**
   * Which document-types dictionary lists the choice: the anonymous one (registration) or the
   * signed-in patient's (`dictionary/document-types`, the profile; the default).
   */
  readonly dictionary?: 'anonymous' | 'signedIn';
}

// The dictionary's entries; a value it does not list (a profile's PESEL) stays offered, so the
// form never silently drops what the patient has.
function documentOptions(items: readonly DocumentTypeItem[], value: DocumentType | '', t: Messages['t']) {
  const options = items.map(({ code, name }) => ({ value: code, label: name }));
  if (value && items.length > 0 && !items.some((item) => item.code === value)) {
    options.push({ value, label: t(`account.document.${value}`) });
  }
  return options;
}

/**
 * An identity document, side by side where there is room: its type, from the document-types
 * dictionary (loaded once per session; 4514 with a retry when it fails), and its number.
 */
export function DocumentFields({ type, number, required, dictionary = 'signedIn' }: DocumentFieldsProps) {
  const { messages, api } = useApp();
  const dictionaries = dictionariesFor(api);
  const types = useDictionary(
    dictionary === 'anonymous' ? dictionaries.documentTypes : dictionaries.profileDocumentTypes,
  );
  const t = messages.t;
  return (
    <>
      <DictionaryAlert code={types.error} onRetry={types.retry} />
      <div className="form-row">
        <SelectField
          {...type}
          label={t('account.field.documentType')}
          options={documentOptions(types.value ?? [], type.value, t)}
          required={required}
        />
        <TextField {...number} label={t('account.field.documentNumber')} required={required} />
      </div>
    </>
  );
}
