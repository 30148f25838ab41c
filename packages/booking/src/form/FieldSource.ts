/**
 * Class names of the field kit's markup. The widget's flow frame and the portal style fields with
 * their own stylesheets (`wb-*` in booking.css, `form-*` in the portal's form.css), so the kit
 * takes them from the form instead of hard-coding one app's.
 */
export interface FieldLook {
  /** Block class of a field's wrapper; its label, hint, error and required mark are `<field>__label` etc. */
  readonly field: string;
  /** Class of an input; a multi-line one adds `<input>--multiline`. */
  readonly input: string;
  readonly select: string;
  /** A checkbox: its wrapper, the box, its label and (when set) the wrapper of what follows it. */
  readonly check: {
    readonly field: string;
    readonly box: string;
    readonly label: string;
    readonly extra?: string;
  };
  /**
   * Texts the portal puts into labels ("(wymagane)", "(dobrowolne)") and into a select's empty
   * option; the widget's compact steps show none.
   */
  readonly texts?: { readonly required: string; readonly optional: string; readonly choose: string };
}

/**
 * Where a form's fields get their ids and validation messages from: the one difference between
 * the booking steps (the order machine's `formErrors`, see `machineFields`) and the portal's forms
 * (their own `useFieldErrors`). Fields render the same markup and ARIA from either.
 */
export interface FieldSource {
  /** The DOM id of the field at `path` (`address.postCode` → `<form>-address-postCode`). */
  idOf(path: string): string;
  /** The translated validation message of the field at `path`, or null. */
  errorOf(path: string): string | null;
  /** Forgets the message of the field at `path` once it is edited; the machine's stay until the next submit. */
  clear?(path: string): void;
  readonly look: FieldLook;
}

/** The widget's look (booking.css): what the booking steps use. */
export const WIDGET_FIELD_LOOK: FieldLook = {
  field: 'wb-field',
  input: 'wb-input',
  select: 'wb-input wb-select',
  check: { field: 'wb-field wb-field--check', box: 'wb-check', label: 'wb-field__label' },
};
