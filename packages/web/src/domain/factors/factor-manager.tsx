/**
 * Your factors (issue 32): the list with Edit and Delete (asked first: its values go with it), "Define your own",
 * and the catalog to start from. Shown in Settings › Tracking Preferences and, as a dialog, from the Daily tab's
 * check-in card; the open form is kept as a draft in this browser (`use-factor-form-draft.ts`).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FACTOR_KIND_LABELS, FACTOR_LIMITS, FACTOR_MESSAGES, type Factor } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDiscardGuard } from '@/components/discard-changes';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { serverMessageOr } from '@/lib/failure-message';
import { factorsQuery } from '@/lib/resources/factors';
import { FactorCatalog } from './factor-catalog';
import { FactorForm } from './factor-form';
import { emptyFactorForm, formOfFactor } from './factor-form-values';
import { useDeleteFactor } from './queries';
import { useFactorFormDraft } from './use-factor-form-draft';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

/** "Number with a unit · h · higher is better · the night before". */
function describe(factor: Factor): string {
  const parts: string[] = [FACTOR_KIND_LABELS[factor.kind]];
  if (factor.unit) parts.push(factor.unit);
  if (factor.betterDirection) parts.push(`${factor.betterDirection} is better`);
  if (factor.describesNightBefore) parts.push('the night before');
  return parts.join(' · ');
}

export function FactorManager({ owner }: { owner: string | null }) {
  const factors = useQuery(factorsQuery());
  return (
    <QueryState query={factors} loading="Loading your factors…" error={FACTOR_MESSAGES.loadFailed}>
      {(data) => <FactorManagerBody owner={owner} factors={data.factors} />}
    </QueryState>
  );
}

function FactorManagerBody({ owner, factors }: { owner: string | null; factors: readonly Factor[] }) {
  const draft = useFactorFormDraft(owner);
  const [deleting, setDeleting] = useState<Factor | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const remove = useDeleteFactor();
  // One delete at a time: a double tap would ask the server twice and report the second's "not found".
  const oneAtATime = useOneAtATime();
  // Cancel asks before throwing away a changed form; closing the dialog keeps it as a draft instead.
  const discard = useDiscardGuard(draft.changed, draft.close, 'The factor you were defining');
  const full = factors.length >= FACTOR_LIMITS.perUser;

  function confirmDelete(factor: Factor) {
    void oneAtATime(async () => {
      try {
        await remove.mutateAsync(factor.id);
        setOutcome({ tone: 'success', text: FACTOR_MESSAGES.deleted });
      } catch (error) {
        setOutcome({ tone: 'error', text: serverMessageOr(error, 'Failed to delete factor. Please try again.') });
      } finally {
        setDeleting(null);
      }
    });
  }

  return (
    <div className="flex flex-col gap-5">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {factors.length === 0 ? (
        <p className="text-sm text-slate-700">You track no factors yet. Add one from the list below, or define your own.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Your factors">
          {factors.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center gap-3 p-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
                <Icon name={factor.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1 basis-40">
                <span className="block text-sm font-semibold break-words text-slate-900">{factor.name}</span>
                <span className="block text-xs text-slate-600">{describe(factor)}</span>
              </span>
              <span className="-mr-2 flex shrink-0 gap-1">
                <Button
                  variant="quiet"
                  onClick={() => draft.open(formOfFactor(factor))}
                  // One form at a time: opening another would replace what is typed in the open one.
                  disabled={draft.form !== null}
                  aria-label={`Edit ${factor.name}`}
                >
                  <Icon name="edit" className="size-4" />
                  {/* Icons alone on a phone, so the row keeps one line; the buttons' names stay whole. */}
                  <span className="max-sm:sr-only">Edit</span>
                </Button>
                <Button variant="quiet" onClick={() => setDeleting(factor)} aria-label={`Delete ${factor.name}`}>
                  <Icon name="trash" className="size-4" />
                  <span className="max-sm:sr-only">Delete</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}

      {draft.form !== null ? (
        <FactorForm
          key={draft.form.start.editingId ?? 'new'}
          values={draft.form.values}
          restored={draft.form.restored}
          onChange={draft.change}
          onSaved={(factor) => {
            draft.close();
            setOutcome({ tone: 'success', text: `${factor.name} saved.` });
          }}
          onCancel={discard.requestClose}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => draft.open(emptyFactorForm())} disabled={full}>
            <Icon name="plus" className="size-4" />
            Define your own
          </Button>
          {full ? <p className="text-sm text-slate-600">{FACTOR_MESSAGES.tooMany}</p> : null}
        </div>
      )}

      <section aria-label="Common factors" className="flex flex-col gap-3">
        <h4 className="text-sm font-semibold text-slate-800">Start from a common factor</h4>
        <FactorCatalog factors={factors} />
      </section>

      {discard.question}
      {deleting !== null ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete factor"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{FACTOR_MESSAGES.deleteConfirm}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
