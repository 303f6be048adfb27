/**
 * The open factor form, kept as the user's draft in this browser while it has changes, so closing the dialog with
 * Escape, switching tabs or reloading never loses what was typed: the form opens again with it. Saving, Cancel
 * (after asking) and signing out remove it.
 */
import { useEffect, useState } from 'react';
import { readDraft, writeDraft } from '@/lib/drafts';
import { FACTOR_FORM_DRAFT_NAME, emptyFactorForm, hasFactorFormChanges, parseFactorFormDraft, type FactorFormValues } from './factor-form-values';

export interface OpenFactorForm {
  values: FactorFormValues;
  /** Where the form started: a new factor, or the factor as it was. */
  start: FactorFormValues;
  /** The form shows a draft kept from before. */
  restored: boolean;
}

export function useFactorFormDraft(owner: string | null) {
  const [form, setForm] = useState<OpenFactorForm | null>(() => {
    const kept = owner === null ? null : readDraft(owner, FACTOR_FORM_DRAFT_NAME, parseFactorFormDraft);
    // An edit restored without its original compares with an empty form: it still counts as changed.
    return kept === null ? null : { values: kept, start: { ...emptyFactorForm(), editingId: kept.editingId }, restored: true };
  });
  const changed = form !== null && hasFactorFormChanges(form.values, form.start);

  useEffect(() => {
    if (owner !== null) writeDraft(owner, FACTOR_FORM_DRAFT_NAME, form !== null && changed ? form.values : null);
  }, [owner, form, changed]);

  return {
    form,
    changed,
    open: (start: FactorFormValues) => setForm({ values: start, start, restored: false }),
    change: (patch: Partial<FactorFormValues>) => setForm((current) => current && { ...current, values: { ...current.values, ...patch } }),
    close: () => setForm(null),
  };
}
