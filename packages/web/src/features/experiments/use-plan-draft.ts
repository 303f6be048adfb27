/**
 * The plan form's values, kept as the user's draft in this browser at every change until saved or discarded
 * (lib/drafts.ts), so a reload, Escape, a tab switch or an expired session never loses them. A new plan has one draft;
 * a new version of a planned experiment has its own, named after it.
 */
import { useEffect, useState } from 'react';
import { readDraft, writeDraft } from '@/lib/drafts';
import { parsePlanDraft, samePlanValues, type PlanFormValues } from './plan-form-values';

export const planDraftName = (experimentId: string | null) => (experimentId === null ? 'experiment-plan.new' : `experiment-plan.${experimentId}`);

export function usePlanDraft(owner: string | null, experimentId: string | null, initial: PlanFormValues) {
  const name = planDraftName(experimentId);
  const [draft] = useState(() => (owner === null ? null : readDraft(owner, name, parsePlanDraft)));
  const [values, setValues] = useState<PlanFormValues>(() => draft ?? initial);
  const [restored, setRestored] = useState(draft !== null && !samePlanValues(draft, initial));
  const changed = !samePlanValues(values, initial);

  useEffect(() => {
    if (owner !== null) writeDraft(owner, name, changed ? values : null);
  }, [owner, name, values, changed]);

  return {
    values,
    setValues,
    /** The form shows a draft kept from before. */
    restored,
    changed,
    /** Back to the starting values; the stored draft goes with them. */
    reset: () => {
      setValues(initial);
      setRestored(false);
    },
    /** After a save: nothing left to keep. */
    clear: () => {
      if (owner !== null) writeDraft(owner, name, null);
    },
  };
}
