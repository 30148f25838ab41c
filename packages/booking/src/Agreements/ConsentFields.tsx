import type { Action, Messages } from '@wizyta/core';
import { CheckboxField } from '../form/CheckboxField';
import type { FieldSource } from '../form/FieldSource';

/** The optional consents a patient gives or withdraws. */
export interface Consents {
  readonly marketingAgreement: boolean;
  readonly commercialAgreement: boolean;
}

/** Each consent: the permission that makes a brand ask for it, and its text. */
const CONSENTS = [
  { key: 'marketingAgreement', action: 'MARKETING_AGREEMENT', label: 'account.consent.marketing' },
  { key: 'commercialAgreement', action: 'TRADE_AGREEMENT', label: 'account.consent.commercial' },
] as const satisfies readonly { key: keyof Consents; action: Action; label: string }[];

/** Props of {@link ConsentFields}. */
export interface ConsentFieldsProps {
  readonly messages: Messages;
  readonly fields: FieldSource;
  /** Whether the brand asks for a consent (`MARKETING_AGREEMENT`, `TRADE_AGREEMENT`). */
  readonly allowed: (action: Action) => boolean;
  readonly value: Consents;
  readonly onChange: (value: Consents) => void;
}

/**
 * The marketing and trade consents, each only where the brand asks for it; both optional. The
 * portal's registration, profile and agreements pages and the flow's agreements step show them.
 */
export function ConsentFields({ messages, fields, allowed, value, onChange }: ConsentFieldsProps) {
  const { marketingAgreement, commercialAgreement } = value;
  return CONSENTS.filter((consent) => allowed(consent.action)).map(({ key, label }) => (
    <CheckboxField
      key={key}
      fields={fields}
      path={key}
      label={messages.t(label)}
      checked={value[key]}
      onChange={(checked) => onChange({ marketingAgreement, commercialAgreement, [key]: checked })}
    />
  ));
}
