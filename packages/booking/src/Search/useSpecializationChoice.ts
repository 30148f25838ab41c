import { useEffect, useState } from 'react';
import type { SearchDraft } from './searchDraft';

/**
 * Keeps the chosen specialization valid for the list shown: a list of one (house visits: the
 * internist) is chosen for the patient; a choice a list that arrived later still offers stays; one
 * it no longer has is dropped, and the returned flag says so until the patient chooses again.
 */
export function useSpecializationChoice(
  specializations: readonly { readonly id: number }[],
  loading: boolean,
  specializationId: string,
  setDraft: (update: (current: SearchDraft) => SearchDraft) => void,
): boolean {
  const [dropped, setDropped] = useState(false);
  useEffect(() => {
    if (specializationId !== '') setDropped(false);
    if (loading || specializations.length === 0) return;
    const only = specializations.length === 1 ? specializations[0] : undefined;
    const known = specializations.some((s) => String(s.id) === specializationId);
    if (only && !known) setDraft((d) => ({ ...d, specializationId: String(only.id) }));
    else if (!known && specializationId !== '') {
      setDraft((d) => ({ ...d, specializationId: '' }));
      setDropped(true);
    }
  }, [loading, specializations, specializationId, setDraft]);
  return dropped;
}
