import type { Popups } from '@wizyta/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '../../components/dialog/Dialog';
import { NfzDeclarationLink } from '../../components/NfzDeclarationLink';
import { useApp } from '../../shared/useApp';
import { useSessionState } from '../../shared/useSessionState';
import { useToast } from '../../shared/useToast';
import { POPUPS, type PopupName } from './POPUPS';

/**
 * The popups the profile flags (`popups.makeDeclaration`, `changeDeclarationFacility`,
 * `subscriptionEnd`), one at a time as an accessible modal dialog; the declaration popups link
 * to where the declaration is made (config `nfzDeclarationUrl`). "Close" (or Escape) hides it
 * for this visit; "Don't show again" sends its dismissal call and reloads the profile. The
 * subscription-end popup is not shown on /subscription-end, which says the same. Mounted once by
 * the shell, after the routes.
 */
export function ProfilePopups() {
  const { api, messages, session } = useApp();
  const { popups } = useSessionState();
  const { pathname } = useLocation();
  const toast = useToast();
  const [closed, setClosed] = useState<ReadonlySet<PopupName>>(new Set());
  const [busy, setBusy] = useState(false);
  const t = messages.t;

  const current = POPUPS.find(
    (popup) =>
      isFlagged(popups, popup.name) &&
      !closed.has(popup.name) &&
      !(popup.name === 'subscriptionEnd' && pathname.endsWith('/subscription-end')),
  );
  if (!current) return null;

  const close = () => setClosed((names) => new Set(names).add(current.name));
  async function dismiss() {
    if (!current) return;
    setBusy(true);
    try {
      await current.dismiss(api);
      close();
      await session.reloadProfile();
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t(current.title)}
      onClose={close}
      actions={
        <>
          <button type="button" className="button" disabled={busy} onClick={() => void dismiss()}>
            {t('account.popup.dismiss')}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            {t('account.popup.close')}
          </button>
        </>
      }
    >
      <p>{t(current.text)}</p>
      {current.declaration && (
        <p>
          <NfzDeclarationLink />
        </p>
      )}
    </Dialog>
  );
}

function isFlagged(popups: Popups | null, name: PopupName): boolean {
  return popups?.[name] === true;
}
