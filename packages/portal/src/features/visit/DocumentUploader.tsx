import { AppError, type AppointmentPatients, UPLOAD_CONTENT_TYPES, UPLOAD_EXTENSIONS } from '@wizyta/core';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';
import { checkFile } from './checkFile';
import { useUpload } from './useUpload';

/** Props of {@link DocumentUploader}. */
export interface DocumentUploaderProps {
  readonly visitId: string;
  readonly patients: AppointmentPatients;
  /** Open from the start and focused (`?showAddDocuments=true`). */
  readonly initiallyOpen: boolean;
  readonly onUploaded: () => void;
}

const ACCEPT = [...UPLOAD_EXTENSIONS.map((ext) => `.${ext}`), ...UPLOAD_CONTENT_TYPES].join(',');

/**
 * Adds a document to a visit: a file checked on choice (pdf/jpg/jpeg/png up to 10 MB, by
 * extension and content — 4133 or 4003 and the reason otherwise, with no request made), then
 * sent with a labelled progress bar, cancel and retry.
 */
export function DocumentUploader({ visitId, patients, initiallyOpen, onUploaded }: DocumentUploaderProps) {
  const { messages } = useApp();
  const toast = useToast();
  const id = useId();
  const t = messages.t;
  const [open, setOpen] = useState(initiallyOpen);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState('');
  // The file of the last send: the status still names it after the input was cleared.
  const [sentName, setSentName] = useState('');
  const patientIds = Object.keys(patients);
  const [patientId, setPatientId] = useState(patientIds[0] ?? '');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload(visitId);
  const { state } = upload;

  useEffect(() => {
    if (initiallyOpen) input.current?.focus();
  }, [initiallyOpen]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    setFile(null);
    setRefusal('');
    if (!chosen) return;
    const verdict = await checkFile(chosen);
    if (!verdict.ok) {
      setRefusal(t('visits.documents.refused', { fileName: chosen.name, reason: t(verdict.message) }));
      toast.error(new AppError(verdict.code));
      event.target.value = '';
      return;
    }
    setFile(chosen);
  }

  async function send() {
    if (!file) {
      setRefusal(t('visits.documents.noFile'));
      input.current?.focus();
      return;
    }
    setSentName(file.name);
    const sent = await upload.start(file, patientId);
    if (sent) {
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded();
    }
  }

  useEffect(() => {
    if (state.phase === 'failed') toast.error(state.error);
  }, [state, toast]);

  const name = sentName;
  const percent = state.phase === 'sending' ? Math.round(state.fraction * 100) : 0;
  let status = '';
  if (state.phase === 'sending') status = t('visits.documents.progress', { percent });
  else if (state.phase === 'done') status = t('visits.documents.uploaded', { fileName: name });
  else if (state.phase === 'cancelled') status = t('visits.documents.uploadCancelled', { fileName: name });
  else if (state.phase === 'failed')
    status = t('visits.documents.uploadFailed', {
      fileName: name,
      reason: messages.formatError(state.error.code),
    });

  return (
    <div className="uploader">
      <button
        type="button"
        className="action-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {t('visits.documents.add')}
      </button>
      <div id={`${id}-panel`} className="uploader-panel" hidden={!open}>
        <h3>{t('visits.documents.addTitle')}</h3>
        {patientIds.length > 1 && (
          <p className="uploader-field">
            <label htmlFor={`${id}-patient`}>{t('visits.documents.patientLabel')}</label>
            <select
              id={`${id}-patient`}
              value={patientId}
              onChange={(event) => setPatientId(event.target.value)}
            >
              {patientIds.map((pid) => (
                <option key={pid} value={pid}>
                  {patients[pid]}
                </option>
              ))}
            </select>
          </p>
        )}
        <p className="uploader-field">
          <label htmlFor={`${id}-file`}>{t('visits.documents.fileLabel')}</label>
          <input
            id={`${id}-file`}
            ref={input}
            type="file"
            accept={ACCEPT}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
            disabled={state.phase === 'sending'}
            onChange={choose}
          />
        </p>
        {refusal && (
          <p id={`${id}-refusal`} className="field-error" role="alert">
            {refusal}
          </p>
        )}
        {state.phase === 'sending' && (
          <p className="uploader-field">
            <label htmlFor={`${id}-progress`}>
              {t('visits.documents.progressLabel', { fileName: name })}
            </label>
            <progress id={`${id}-progress`} max={100} value={percent}>
              {`${percent} %`}
            </progress>
          </p>
        )}
        <p className="uploader-status" role="status">
          {status}
        </p>
        <div className="uploader-buttons">
          {state.phase === 'sending' ? (
            <button type="button" className="action-button" onClick={upload.cancel}>
              {t('visits.documents.cancelUpload')}
            </button>
          ) : (
            <button type="button" className="action-button action-button-primary" onClick={send}>
              {t(state.phase === 'failed' && file ? 'visits.documents.retryUpload' : 'visits.documents.send')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
