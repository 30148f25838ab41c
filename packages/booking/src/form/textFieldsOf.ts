import type { TextFieldProps } from './TextField';

/** The keys of `T` whose values are text. */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T] & string;

/**
 * TextFields over one draft object of a form: `field('city', label)` is the field at
 * `<path>.city`, showing the draft's `city` ('' where it has none), and its change replaces that
 * one key of the draft. What differs between fields (type, autocomplete, required) stays on the
 * element.
 */
export function textFieldsOf<T extends object>(path: string, draft: T, onChange: (next: T) => void) {
  return (key: TextKey<T>, label: string): Pick<TextFieldProps, 'path' | 'label' | 'value' | 'onChange'> => ({
    path: `${path}.${key}`,
    label,
    value: (draft[key] as string | undefined) ?? '',
    onChange: (text) => onChange({ ...draft, [key]: text }),
  });
}
