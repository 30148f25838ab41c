import type { OrderActor } from '@wizyta/booking';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { OrderFlow } from './OrderFlow';
import { searchPrefillFromUrl } from './searchPrefillFromUrl';

// A finished flow goes back to a fresh search when the patient asks to book again; so does the
// no-doctors notice (its own page is /no-doctors: staying there would bounce the patient back).
const FINISHED = ['success', 'failed', 'waiting', 'noDoctors', 'callBackSent'] as const;

/**
 * `/make-appointment`: the search. `data` is JSON prefill (city, specialisation, visit kind, NFZ;
 * never patient data, see `searchPrefillFromUrl`), schema-checked and ignored when it does not match; `nfzChoosen=true` (from the NFZ
 * choice page) ticks the NFZ visit. A held order resumes where it was instead.
 */
export default function MakeAppointmentPage() {
  const [params] = useSearchParams();
  const data = params.get('data');
  const nfz = params.get('nfzChoosen');
  const prefill = useMemo(() => {
    const parsed = searchPrefillFromUrl(data);
    return nfz === 'true' || nfz === 'false' ? { ...parsed, nfz: nfz === 'true' } : parsed;
  }, [data, nfz]);
  const restartFinished = useCallback((actor: OrderActor) => {
    const snapshot = actor.getSnapshot();
    if (FINISHED.some((state) => snapshot.matches(state))) actor.send({ type: 'RESTART' });
  }, []);
  return <OrderFlow prefill={prefill} onActor={restartFinished} />;
}
