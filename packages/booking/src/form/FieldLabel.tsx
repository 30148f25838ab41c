import type { ReactNode } from 'react';
import type { FieldLook } from './FieldSource';

/** A field's label, with the look's "(required)" mark where the look has texts (the portal's). */
export function FieldLabel(props: {
  readonly look: FieldLook;
  readonly htmlFor: string;
  readonly required: boolean | undefined;
  readonly children: ReactNode;
}) {
  const { look } = props;
  return (
    <label className={`${look.field}__label`} htmlFor={props.htmlFor}>
      {props.children}
      {props.required && look.texts ? (
        <span className={`${look.field}__required`}> {look.texts.required}</span>
      ) : null}
    </label>
  );
}
