import { type Action, can, type Messages, type SessionState } from '@wizyta/core';
import { type FormEvent, useRef, useState } from 'react';
import type { AgreementsApi } from '../flow/BookingProps';
import { CheckboxField } from '../form/CheckboxField';
import type { FieldLook } from '../form/FieldSource';
import { useFormErrors } from '../form/useFormErrors';
import { ConsentFields } from './ConsentFields';

/** Props of {@link AgreementsForm}. */
export interface AgreementsFormProps {
  readonly messages: Messages;
  readonly api: AgreementsApi;
  /** The session's state (the profile's earlier answers) and the profile's reload after accepting. */
  readonly session: { getState(): SessionState; reloadProfile(): Promise<unknown> };
  /** The brand (`config.type`): it decides which optional consents are asked. */
  readonly type: string;
  readonly regulationUrl: string;
  /** Prefix of the fields' DOM ids. */
  readonly formId: string;
  readonly look: FieldLook;
  /** Classes of the form, the row of its submit button, the button, and the changed-terms note. */
  readonly formClass: string;
  readonly actionsClass: string;
  readonly buttonClass: string;
  readonly noteClass: string;
  /** The agreements are saved and the profile reloaded. */
  readonly onAccepted: () => void;
  /** A call failed (the choices stay on screen). */
  readonly onError: (error: unknown) => void;
}

/**
 * The terms (mandatory) and, where the brand permits them, the marketing and trade agreements
 * (optional), with the text saying why they are asked again when the consents version changed.
 * Accepting sends `PUT agreements` with the consents version read just before and reloads the
 * profile, so the session's guard state follows. The portal's `/agreements` page and the booking
 * flow's agreements step (a patient who signs in there with unaccepted or changed terms) show it.
 */
export function AgreementsForm(props: AgreementsFormProps) {
  const { messages, api, session, type, onAccepted, onError } = props;
  const state = session.getState();
  const profile = state.profile;
  const [terms, setTerms] = useState(false);
  const [consents, setConsents] = useState({
    marketingAgreement: profile?.marketingAgreement ?? false,
    commercialAgreement: profile?.commercialAgreement ?? false,
  });
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fields = useFormErrors(props.formId, form, messages, props.look);
  const t = messages.t;
  const allowed = (action: Action) =>
    can(action, { type, roles: state.roles.length > 0 ? state.roles : ['PATIENT'] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!terms) {
      fields.show({ termsAgreement: 'validation.termsRequired' });
      return;
    }
    setBusy(true);
    try {
      const { version } = await api.getConsents();
      await api.acceptAgreements({
        body: {
          termsAgreement: true,
          // A brand that does not ask for a consent leaves the patient's earlier answer as it was.
          marketingAgreement: allowed('MARKETING_AGREEMENT')
            ? consents.marketingAgreement
            : (profile?.marketingAgreement ?? false),
          commercialAgreement: allowed('TRADE_AGREEMENT')
            ? consents.commercialAgreement
            : (profile?.commercialAgreement ?? false),
          consentsVersion: version,
        },
      });
      await session.reloadProfile();
      onAccepted();
    } catch (error) {
      onError(error);
      setBusy(false);
    }
  }

  return (
    <>
      {state.termsAccepted && state.consentsVersionChanged ? (
        <p className={props.noteClass}>{t('account.agreements.changed')}</p>
      ) : null}
      <p>{t('account.agreements.intro')}</p>
      <form ref={form} className={props.formClass} onSubmit={submit} noValidate>
        <CheckboxField
          fields={fields}
          path="termsAgreement"
          label={t('account.consent.terms')}
          checked={terms}
          onChange={setTerms}
          required
          extra={
            <a href={props.regulationUrl} target="_blank" rel="noopener">
              {t('account.consent.readTerms')} {t('account.document.pdf')}
            </a>
          }
        />
        <ConsentFields
          messages={messages}
          fields={fields}
          allowed={allowed}
          value={consents}
          onChange={setConsents}
        />
        <div className={props.actionsClass}>
          <button type="submit" className={props.buttonClass} disabled={busy}>
            {busy ? t('account.saving') : t('account.agreements.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
