/**
 * Saving the substance form's item: a new one goes under the key kept for this save (lib/use-kept-save-attempt.ts), so
 * saved again after its answer was lost, even after a reload between the two, it is still one item; an item the form
 * already saved (its schedule failed) is updated.
 */
import type { Substance, SubstanceType } from '@wellness/contract';
import { useKeptSaveAttempt } from '@/lib/use-kept-save-attempt';
import { useSaveSubstance } from './queries';
import { SUBSTANCE_SAVE_ATTEMPT_NAME } from './substance-form-draft';
import type { SubstancePayload } from './substance-form-values';

export function useSubstanceSave(owner: string | null, type: SubstanceType) {
  const save = useSaveSubstance();
  const saveKeys = useKeptSaveAttempt(owner, SUBSTANCE_SAVE_ATTEMPT_NAME);
  return {
    pending: save.isPending,
    async run(savedId: string | null, body: SubstancePayload): Promise<Substance> {
      const saved = await save.mutateAsync(
        savedId === null ? { type, id: null, body, idempotencyKey: saveKeys.keyFor({ type, body }) } : { type, id: savedId, body },
      );
      saveKeys.saved();
      return saved;
    },
  };
}
