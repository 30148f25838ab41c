import { type AppError, isAbortedCall, toAppError } from '@wizyta/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../../shared/useApp';

/** Where one upload is. */
export type UploadState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'sending'; readonly fraction: number }
  | { readonly phase: 'done' }
  | { readonly phase: 'cancelled' }
  | { readonly phase: 'failed'; readonly error: AppError };

/** An upload's state and controls. */
export interface Upload {
  readonly state: UploadState;
  /** Sends the file (the client validates it again before any byte leaves); resolves true on success. */
  start(file: File, patientId: string): Promise<boolean>;
  cancel(): void;
  reset(): void;
}

/** Uploads documents of one visit with progress and cancellation; unmounting cancels. */
export function useUpload(visitId: string): Upload {
  const { api } = useApp();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File, patientId: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ phase: 'sending', fraction: 0 });
      try {
        await api.uploadDocument(
          { params: { appointmentId: visitId, patientId }, file },
          {
            signal: current.signal,
            onProgress: (fraction) => {
              if (!current.signal.aborted) setState({ phase: 'sending', fraction });
            },
          },
        );
        setState({ phase: 'done' });
        return true;
      } catch (error) {
        const appError = toAppError(error);
        setState(
          current.signal.aborted || isAbortedCall(appError)
            ? { phase: 'cancelled' }
            : { phase: 'failed', error: appError },
        );
        return false;
      }
    },
    [api, visitId],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, cancel, reset };
}
