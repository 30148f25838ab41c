// The field kit shared by the booking steps and the portal's forms (`@wizyta/booking/form`): one
// markup and one ARIA wiring; where ids and messages come from, and the class names, are the
// form's FieldSource. Nothing here reaches the booking flow or a message id, so a portal page
// importing it pulls no booking screen and no message area.

export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { FieldError, type FieldErrorProps } from './FieldError';
export { type FieldLook, type FieldSource, WIDGET_FIELD_LOOK } from './FieldSource';
export { type FieldAria, fieldAria } from './fieldAria';
export { type BoundField, type FieldBinder, fieldBinder } from './fieldBinder';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { TextField, type TextFieldProps } from './TextField';
export { useFocusFirstInvalid } from './useFocusFirstInvalid';
export { type FieldErrorIds, type FieldErrors, useFormErrors } from './useFormErrors';
