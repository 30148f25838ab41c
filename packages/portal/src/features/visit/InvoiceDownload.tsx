import { useState } from 'react';
import { saveBlob } from '../../components/saveBlob';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';

/**
 * The invoice of a paid visit (offered where the visit says `invoiceAvailable`): the backend's
 * document, saved as `faktura-<id>.pdf`; a failure shows its catalogue code.
 */
export function InvoiceDownload({ visitId }: { readonly visitId: string }) {
  const { api, messages } = useApp();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      saveBlob(await api.downloadInvoice({ params: { id: visitId } }), `faktura-${visitId}.pdf`);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="action-button" onClick={download} disabled={busy} aria-busy={busy}>
      {messages.t('visits.detail.invoice')}
    </button>
  );
}
