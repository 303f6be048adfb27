/**
 * Planning an experiment, or a new version of a plan before its start: the fields (plan-fields.tsx) prefilled with the
 * server's suggestion for the chosen substance, kept as a draft at every change, checked with the contract's rules,
 * then locked (POST, or PUT for a new version). A refusal keeps every value and shows the server's reasons at their
 * fields (400 details), or above the button (409: an overlapping experiment, or a plan that has started meanwhile).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EXPERIMENT_MESSAGES, type Experiment } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailure, LoadingStatus } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-error';
import { formatDay, localDay } from '@/lib/date-format';
import { useDraftOwner } from '@/lib/draft-owner';
import { meQuery } from '@/lib/resources/auth';
import { useKeptSaveAttempt } from '@/lib/use-kept-save-attempt';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { DesignFields, SafeguardFields, WhatFields } from './plan-fields';
import {
  applySuggestion,
  emptyPlanValues,
  NO_PLAN_ERRORS,
  placePlanErrors,
  planLengthDays,
  planValuesFrom,
  validatePlan,
  type PlanFormValues,
  type PlanPlacement,
} from './plan-form-values';
import { useExperimentSuggestion, useSavePlan, useSubstanceChoices } from './queries';
import { planDraftName, usePlanDraft } from './use-plan-draft';

interface PlanScreenProps {
  /** The experiment whose plan gets a new version; undefined for a new plan. */
  experiment?: Experiment;
  /** The substance a new plan starts with (the substance card's "Run an experiment"). */
  substanceId?: string | null;
  onSaved: (experiment: Experiment) => void;
  onCancel: () => void;
}

export function PlanScreen(props: PlanScreenProps) {
  const me = useQuery(meQuery());
  const owner = useDraftOwner();
  const choices = useSubstanceChoices();
  if (me.isPending) return <LoadingStatus>Loading…</LoadingStatus>;
  if (choices.substances === undefined) {
    return choices.isError ? (
      <LoadFailure message="Failed to load your substances" onRetry={choices.refetch} retrying={choices.isFetching} />
    ) : (
      <LoadingStatus>Loading your substances…</LoadingStatus>
    );
  }
  return <PlanForm {...props} owner={owner} substances={choices.substances} />;
}

function addDays(isoDay: string, count: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

function lengthLine(values: PlanFormValues): string | null {
  const total = planLengthDays(values);
  if (total === null) return null;
  const blocks = total / Number(values.blockDays);
  const range = /^\d{4}-\d{2}-\d{2}$/.test(values.startDate) ? `, ${formatDay(values.startDate)} to ${formatDay(addDays(values.startDate, total - 1))}` : '';
  return `${blocks} blocks of ${values.blockDays} days: ${total} days${range}.`;
}

/** What a refusal says: the server's field details where they belong, its message above the button otherwise. */
function refusalOf(error: unknown): { placement: PlanPlacement; message: string } {
  if (!(error instanceof ApiError)) return { placement: NO_PLAN_ERRORS, message: EXPERIMENT_MESSAGES.saveFailed };
  const placement = placePlanErrors(error.details);
  const fieldsNamed = Object.keys(placement.fields).length > 0;
  if (error.code === 'VALIDATION_FAILED' && fieldsNamed) return { placement, message: 'Please correct the fields marked above.' };
  return { placement, message: error.serverMessage ?? EXPERIMENT_MESSAGES.saveFailed };
}

function PlanForm({
  experiment,
  substanceId = null,
  onSaved,
  onCancel,
  owner,
  substances,
}: PlanScreenProps & { owner: string | null; substances: PlanSubstances }) {
  const [today] = useState(() => localDay(new Date()));
  const initial = useMemo(() => (experiment ? planValuesFrom(experiment) : emptyPlanValues(today, substanceId)), [experiment, today, substanceId]);
  const draft = usePlanDraft(owner, experiment?.id ?? null, initial);
  const { values, setValues } = draft;
  const suggestion = useExperimentSuggestion(values.substanceId);
  const save = useSavePlan();
  // A new plan saved again after its answer was lost, even after a reload between the two, is still one experiment.
  const saveKeys = useKeptSaveAttempt(owner, `${planDraftName(null)}.save-attempt`);
  const oneAtATime = useOneAtATime();
  const [errors, setErrors] = useState<PlanPlacement>(NO_PLAN_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusError, setFocusError] = useState(0);

  // The substance chosen on the card wins over a kept draft's, once: the person may choose another one afterwards.
  const routeSubstanceApplied = useRef(false);
  useEffect(() => {
    if (routeSubstanceApplied.current) return;
    routeSubstanceApplied.current = true;
    if (!experiment && substanceId !== null && substances.some((item) => item.id === substanceId)) {
      setValues((current) => (current.substanceId === substanceId ? current : { ...current, substanceId, suggestedFor: null }));
    }
  }, [experiment, substanceId, substances, setValues]);

  const loadedSuggestion = suggestion.data;
  useEffect(() => {
    if (loadedSuggestion) setValues((current) => applySuggestion(current, loadedSuggestion));
  }, [loadedSuggestion, setValues]);

  useEffect(() => {
    if (focusError > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const substance = substances.find((item) => item.id === values.substanceId) ?? null;
  const prescription = loadedSuggestion?.substanceId === values.substanceId ? loadedSuggestion.prescription : substance?.substanceType === 'PRESCRIPTION';

  function change(patch: Partial<PlanFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    const cleared = Object.keys(patch);
    setErrors((current) => ({ ...current, fields: Object.fromEntries(Object.entries(current.fields).filter(([field]) => !cleared.includes(field))) }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // One save at a time: a double tap must not lock two experiments.
    void oneAtATime(() => lock());
  }

  async function lock() {
    const checked = validatePlan(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure('Please correct the fields marked above.');
      setFocusError((count) => count + 1);
      return;
    }
    setFailure(null);
    try {
      const body = checked.body;
      const saved = await save.mutateAsync(experiment ? { id: experiment.id, body } : { id: null, body, idempotencyKey: saveKeys.keyFor(body) });
      saveKeys.saved();
      draft.clear();
      onSaved(saved);
    } catch (error) {
      // The failure itself is logged by the query client (lib/query-client.ts).
      const refusal = refusalOf(error);
      setErrors(refusal.placement);
      setFailure(refusal.message);
      setFocusError((count) => count + 1);
    }
  }

  if (substances.length === 0 && !experiment) {
    return (
      <Alert tone="info">An experiment tests one of your substances, and you have none yet. Add it on the Substances tab first, then come back here.</Alert>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold text-slate-900">{experiment ? `Change the plan (version ${experiment.version + 1})` : 'Plan an experiment'}</h3>
        <p className="text-sm text-slate-600">
          {experiment
            ? 'Until it starts you can change anything; the change is locked as a new version, and the earlier versions stay listed with their fingerprints.'
            : 'Decide everything before the first day: once locked, the plan and its random order are fingerprinted, so nobody (you included) can change them after seeing how it goes.'}
        </p>
      </div>
      {draft.restored ? (
        <div className="flex flex-wrap items-center gap-3">
          <Alert tone="info" className="grow">
            Your unsaved plan was kept. Lock it, or discard it to start again.
          </Alert>
          <Button variant="secondary" onClick={() => setDiscarding(true)}>
            Discard
          </Button>
        </div>
      ) : null}
      <WhatFields values={values} onChange={change} errors={errors.fields} substances={substances} substanceLocked={experiment !== undefined} />
      <DesignFields
        values={values}
        onChange={change}
        errors={errors.fields}
        suggestion={loadedSuggestion?.substanceId === values.substanceId ? loadedSuggestion : undefined}
        substanceName={substance?.name ?? null}
        lengthLine={lengthLine(values)}
      />
      <SafeguardFields values={values} onChange={change} errors={errors.fields} prescription={prescription} />
      {failure ? (
        <Alert tone="error" details={errors.other}>
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => (draft.changed ? setDiscarding(true) : onCancel())}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? <Spinner /> : null}
          {experiment ? 'Lock the new version' : 'Lock the plan'}
        </Button>
      </div>
      {discarding ? (
        <ConfirmDialog
          title="Discard changes?"
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          onCancel={() => setDiscarding(false)}
          onConfirm={() => {
            setDiscarding(false);
            draft.reset();
            setErrors(NO_PLAN_ERRORS);
            setFailure(null);
            onCancel();
          }}
        >
          The plan you started is not saved. Discarding it cannot be undone.
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

type PlanSubstances = NonNullable<ReturnType<typeof useSubstanceChoices>['substances']>;
