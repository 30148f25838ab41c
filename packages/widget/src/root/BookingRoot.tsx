import type { SearchDraft } from '@wizyta/booking';
import { type ComponentType, lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { BookingRootProps, WizytaEmit } from './BookingRootProps';
import type { FlowRootProps } from './FlowRoot';
import { hasFlowToResume } from './hasFlowToResume';
import { QuickSearch } from './QuickSearch';

const loadFlow = () => import('./FlowRoot').then((m) => m.FlowRoot);
const ResumedFlow = lazy(async () => ({ default: await loadFlow() }));

/**
 * The booking flow's root inside `<wizyta-booking>`. The first chunk shows the search step alone
 * ({@link QuickSearch}: the form over two plain calls); the full flow ({@link FlowRoot}: the
 * order machine, the API client, the session, the later screens) is a chunk of its own, loaded
 * when the patient submits the search, and it sends that same search. A page that resumes an
 * order (a reload, the SSO redirect, the payment gateway's return) opens on the full flow at once.
 */
export function BookingRoot(props: BookingRootProps) {
  const [resume] = useState(() => hasFlowToResume(window.location.href));
  const [flow, setFlow] = useState<{ Flow: ComponentType<FlowRootProps>; draft: SearchDraft } | null>(null);
  const [searching, setSearching] = useState(false);

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
    loadFlow().then(
      (Flow) => setFlow({ Flow, draft }),
      () => {
        setSearching(false);
        emit('wizyta:error', { code: 4982, message: props.messages.formatError(4982) });
      },
    );
  };

  const loading = (
    <p className="status" part="status" role="status">
      {props.messages.t('common.loading')}
    </p>
  );
  if (flow) return <flow.Flow {...props} emit={emitOnce} firstSearch={flow.draft} />;
  if (resume)
    return (
      <Suspense fallback={loading}>
        <ResumedFlow {...props} emit={emitOnce} />
      </Suspense>
    );
  return <QuickSearch {...props} emit={emitOnce} onSearch={onSearch} searching={searching} />;
}
