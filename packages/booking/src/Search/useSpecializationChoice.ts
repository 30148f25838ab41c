import { useEffect } from 'react';
import type { SearchDraft } from './searchDraft';

/**
 * Keeps the chosen specialization valid for the list shown: a list of one (house visits: the
 * internist) is chosen for the patient; a choice the list no longer has is dropped.
 */
export function useSpecializationChoice(
  specializations: readonly { readonly id: number }[],
  loading: boolean,
  specializationId: string,
  setDraft: (update: (current: SearchDraft) => SearchDraft) => void,
): void {
  useEffect(() => {
    if (loading || specializations.length === 0) return;
    const only = specializations.length === 1 ? specializations[0] : undefined;
    const known = specializations.some((s) => String(s.id) === specializationId);
    if (only && !known) setDraft((d) => ({ ...d, specializationId: String(only.id) }));
    else if (!known && specializationId !== '') setDraft((d) => ({ ...d, specializationId: '' }));
  }, [loading, specializations, specializationId, setDraft]);
}
