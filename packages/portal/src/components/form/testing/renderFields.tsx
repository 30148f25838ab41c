import type { FieldErrorIds } from '@wizyta/booking/form';
import { type FieldBinder, fieldBinder } from '@wizyta/booking/form';
import type { ReactNode } from 'react';
import { type FormEvent, useRef, useState } from 'react';
import { type AppRender, renderWithApp } from '../../testing/renderWithApp';
import { type FieldErrors, useFieldErrors } from '../useFieldErrors';

/** What the fields under test get: the form's errors, a binder of its values and the values. */
export interface FieldsUnderTest<T extends object> {
  readonly fields: FieldErrors;
  readonly bind: FieldBinder<T>;
  readonly values: T;
  readonly setValues: (values: T) => void;
}

/**
 * Test helper: renders fields in a form of their own (DOM ids `test-<path>`) in the portal's
 * context. Its "check" button shows `errors` as a refused submit does, focus included.
 */
export function renderFields<T extends object>(
  initial: T,
  errors: FieldErrorIds,
  render: (form: FieldsUnderTest<T>) => ReactNode,
): Promise<AppRender> {
  return renderWithApp(<TestForm initial={initial} errors={errors} render={render} />);
}

function TestForm<T extends object>(props: {
  readonly initial: T;
  readonly errors: FieldErrorIds;
  readonly render: (form: FieldsUnderTest<T>) => ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const fields = useFieldErrors('test', form);
  const [values, setValues] = useState(props.initial);
  const check = (event: FormEvent) => {
    event.preventDefault();
    fields.show(props.errors);
  };
  return (
    <form ref={form} onSubmit={check} noValidate>
      {props.render({ fields, bind: fieldBinder(fields, values, setValues), values, setValues })}
      <output data-testid="values">{JSON.stringify(values)}</output>
      <button type="submit">check</button>
    </form>
  );
}
