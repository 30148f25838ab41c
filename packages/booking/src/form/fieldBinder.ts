import type { FieldSource } from './FieldSource';

/** What a field component needs to show and edit one value of a form: spread it onto the field. */
export interface BoundField<V, F extends FieldSource | undefined = FieldSource | undefined> {
  /** The form's ids and messages; undefined in the booking flow, whose fields read the machine's. */
  readonly fields: F;
  /** The value's path in the form: its error key and DOM id (`address.city`). */
  readonly path: string;
  readonly value: V;
  readonly onChange: (value: V) => void;
}

/** Binds the fields of a form to its values; see {@link fieldBinder}. */
export interface FieldBinder<T extends object, F extends FieldSource | undefined = FieldSource | undefined> {
  /** The field of the value at `key`. */
  <K extends keyof T & string>(key: K): BoundField<T[K], F>;
  /** The same with its label, for a field whose label is all it adds (TextField, SelectField). */
  <K extends keyof T & string>(key: K, label: string): BoundField<T[K], F> & { readonly label: string };
  /** A binder of the group of values at `key` (`address`), whose paths hang under it (`address.city`). */
  group<K extends keyof T & string>(key: K): FieldBinder<T[K] & object, F>;
}

/**
 * Binds a form's fields to its values: `bind('email')` gives a field the form's errors, its path,
 * its value and a change handler that hands `onChange` all the values with that one replaced, so
 * a field's path, its error key and the value it edits cannot drift apart. `prefix`: where the
 * values sit in the form (`patients.0`), for a part of a form that gets only its own values.
 */
export function fieldBinder<T extends object, F extends FieldSource | undefined>(
  fields: F,
  values: T,
  onChange: (values: T) => void,
  prefix = '',
): FieldBinder<T, F> {
  const pathOf = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const bind = <K extends keyof T & string>(key: K, label?: string) => ({
    fields,
    path: pathOf(key),
    value: values[key],
    onChange: (value: T[K]) => onChange({ ...values, [key]: value }),
    ...(label === undefined ? {} : { label }),
  });
  const group = <K extends keyof T & string>(key: K): FieldBinder<T[K] & object, F> =>
    fieldBinder(
      fields,
      values[key] as T[K] & object,
      (value) => onChange({ ...values, [key]: value }),
      pathOf(key),
    );
  return Object.assign(bind as FieldBinder<T, F>, { group });
}
