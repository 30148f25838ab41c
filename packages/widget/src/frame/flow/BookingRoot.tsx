import type { SearchDraft } from '@wizyta/booking';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { REQUEST_ERROR_CODE } from '../core';
import type { BookingRootProps, WizytaEmit } from './BookingRootProps';
import type { FlowRootProps } from './FlowRoot';
import { hasFlowToResume } from './hasFlowToResume';
import { QuickSearch } from './QuickSearch';

/** What a patient sees when a chunk of the widget does not arrive: spec §8's request error. */
const REQUEST_ERROR = REQUEST_ERROR_CODE;

const loadFlow = () => import('./FlowRoot').then((m) => m.FlowRoot);

/**
 * The booking flow's root inside `<wizyta-booking>`. The first chunk shows the search step alone
 * ({@link QuickSearch}: the form over two plain calls); the full flow ({@link FlowRoot}: the
 * order machine, the API client, the session, the later screens) is a chunk of its own, loaded
 * when the patient submits the search, and it sends that same search. A page that resumes an
 * order (a reload, the SSO redirect, the payment gateway's return) opens on the full flow at once.
 */
export function BookingRoot(props: BookingRootProps) {
  const [resume] = useState(() => hasFlowToResume(window.location.href, props.instance));
  const [flow, setFlow] = useState<{ Flow: ComponentType<FlowRootProps>; draft: SearchDraft } | null>(null);
  const [searching, setSearching] = useState(false);
  const [flowError, setFlowError] = useState<number | null>(null);
  // A resumed order opens on the full flow: its chunk, or 'failed' (4191 and a retry).
  const [resumed, setResumed] = useState<ComponentType<FlowRootProps> | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the chunk again
  useEffect(() => {
    if (!resume) return;
    let live = true;
    loadFlow().then(
      (Flow) => live && setResumed(() => Flow),
      () => live && setResumed('failed'),
    );
    return () => {
      live = false;
    };
  }, [resume, attempt]);

  // The quick form and the flow both report the search step: the host hears it once.
  const { emit } = props;
  const lastStep = useRef<string | null>(null);
  const emitOnce = useCallback<WizytaEmit>(
    (name, payload) => {
      if (name === 'wizyta:step') {
        const { step } = payload as unknown as { step: string };
        if (step === lastStep.current) return;
        lastStep.current = step;
      }
      emit(name, payload);
    },
    [emit],
  );

  const onSearch = (draft: SearchDraft) => {
    setSearching(true);
    setFlowError(null);
    loadFlow().then(
      (Flow) => setFlow({ Flow, draft }),
      () => {
        // The patient sees why (above the form, which keeps what they chose) and may search again.
        setSearching(false);
        setFlowError(REQUEST_ERROR);
        emit('wizyta:error', { code: REQUEST_ERROR, message: props.messages.formatError(REQUEST_ERROR) });
      },
    );
  };

  const loading = (
    <p className="status" part="status" role="status" data-wb-placeholder="">
      {props.messages.t('common.loading')}
    </p>
  );
  if (flow) return <flow.Flow {...props} emit={emitOnce} firstSearch={flow.draft} />;
  if (resume) {
    if (resumed === null) return loading;
    if (resumed === 'failed')
      return (
        <FlowLoadFailed
          {...props}
          onRetry={() => {
            setResumed(null);
            setAttempt((n) => n + 1);
          }}
        />
      );
    const Resumed = resumed;
    return <Resumed {...props} emit={emitOnce} />;
  }
  return (
    <QuickSearch {...props} emit={emitOnce} onSearch={onSearch} searching={searching} flowError={flowError} />
  );
}

/** The resumed flow's chunk did not arrive: the catalogue's 4191 and a retry. */
function FlowLoadFailed({ messages, emit, onRetry }: BookingRootProps & { readonly onRetry: () => void }) {
  const message = messages.formatError(REQUEST_ERROR);
  useEffect(() => emit('wizyta:error', { code: REQUEST_ERROR, message }), [emit, message]);
  return (
    <section className="wb-booking" aria-label={messages.t('booking.region')}>
      <div className="wb-alert" role="alert">
        {messages.t('booking.errorWithCode', { code: REQUEST_ERROR, message })}
      </div>
      <button type="button" className="wb-button wb-button--secondary" onClick={onRetry}>
        {messages.t('common.retry')}
      </button>
    </section>
  );
}
