import type { FieldLook } from '@wizyta/booking/form';
import type { Messages } from '@wizyta/core';
import './form.css';

/**
 * The portal's look of the shared field kit (the classes of form.css, which comes with it): labels
 * marked "(wymagane)" or "(dobrowolne)", selects opening on "Wybierz…".
 */
export function portalFieldLook({ t }: Pick<Messages, 't'>): FieldLook {
  return {
    field: 'form-field',
    input: 'form-field__input',
    select: 'form-field__input',
    check: {
      field: 'form-check',
      box: 'form-check__box',
      label: 'form-check__label',
      extra: 'form-check__extra',
    },
    texts: {
      required: t('portal.form.required'),
      optional: t('portal.form.optional'),
      choose: t('portal.form.choose'),
    },
  };
}
