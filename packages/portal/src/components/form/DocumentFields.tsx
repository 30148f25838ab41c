import { DOCUMENT_TYPES, type DocumentType } from '@wizyta/core';
import { useApp } from '../../shared/useApp';
import type { BoundField } from './fieldBinder';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** Props of {@link DocumentFields}. */
export interface DocumentFieldsProps {
  readonly type: BoundField<DocumentType | ''>;
  readonly number: BoundField<string>;
  /** Marks both required (registration); the profile's document is optional. */
  readonly required?: boolean;
}

/** An identity document, side by side where there is room: its type and its number. */
export function DocumentFields({ type, number, required }: DocumentFieldsProps) {
  const { messages } = useApp();
  const t = messages.t;
  return (
    <div className="form-row">
      <SelectField
        {...type}
        label={t('account.field.documentType')}
        options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`account.document.${value}`) }))}
        required={required}
      />
      <TextField {...number} label={t('account.field.documentNumber')} required={required} />
    </div>
  );
}
