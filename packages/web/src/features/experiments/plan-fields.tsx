/**
 * The plan's fields, each explained in plain words: what is tested and measured, the design (block length, pairs,
 * washout with the suggestion and its basis), the smallest change that matters, the start, blinding and, for a
 * prescription medicine, the prescriber's agreement.
 */
import {
  EXPERIMENT_LIMITS,
  experimentPowerNote,
  METRIC_LABELS,
  TRACKING_METRICS,
  type ExperimentSuggestion,
  type Substance,
  type TrackingMetric,
} from '@wellness/contract';
import { CheckboxField, SelectField, TextAreaField } from '@/components/form-controls';
import { TextField } from '@/components/text-field';
import { ToggleChip } from '@/components/toggle-chip';
import type { PlanErrors, PlanFormValues } from './plan-form-values';

interface FieldsProps {
  values: PlanFormValues;
  onChange: (patch: Partial<PlanFormValues>) => void;
  errors: PlanErrors;
}

const METRIC_OPTIONS = TRACKING_METRICS.map((metric) => ({ value: metric, label: METRIC_LABELS[metric] }));

export function WhatFields({ values, onChange, errors, substances, substanceLocked }: FieldsProps & { substances: Substance[]; substanceLocked: boolean }) {
  const options = [{ value: '', label: 'Choose a substance…' }, ...substances.map((substance) => ({ value: substance.id, label: substance.name }))];
  function toggleSecondary(metric: TrackingMetric) {
    const has = values.secondaryMetrics.includes(metric);
    onChange({ secondaryMetrics: has ? values.secondaryMetrics.filter((item) => item !== metric) : [...values.secondaryMetrics, metric] });
  }
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">What you test</legend>
      <SelectField
        label="Substance"
        options={options}
        value={values.substanceId}
        disabled={substanceLocked}
        onChange={(event) => onChange({ substanceId: event.target.value })}
        hint={
          substanceLocked
            ? 'A new version keeps the substance. To test another one, plan a new experiment.'
            : 'The one thing this experiment turns on and off. Keep everything else you take as it is until the experiment ends.'
        }
        error={errors.substanceId}
      />
      <TextAreaField
        label="Your question"
        maxLength={EXPERIMENT_LIMITS.questionMax}
        value={values.question}
        onChange={(event) => onChange({ question: event.target.value })}
        placeholder="Does it make my afternoons less foggy?"
        hint="What you want to find out, in your own words. It is locked with the plan, so the question cannot be changed after seeing the answer."
        error={errors.question}
      />
      <SelectField
        label="Main outcome"
        options={METRIC_OPTIONS}
        value={values.outcomeMetric}
        onChange={(event) => onChange({ outcomeMetric: event.target.value as TrackingMetric })}
        hint="The one daily rating that decides the result. Rate it in a daily entry every day of the experiment; a day without it is left out."
        error={errors.outcomeMetric}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby="secondary-hint">
        <legend className="text-sm font-medium text-slate-800">
          Other outcomes to look at <span className="font-normal text-slate-600">(optional)</span>
        </legend>
        <p id="secondary-hint" className="text-sm text-slate-600">
          Shown next to the result as exploratory: looked at, never used to decide whether it worked, since the more outcomes you check the more likely one
          moves by chance.
        </p>
        <div className="flex flex-wrap gap-2">
          {TRACKING_METRICS.filter((metric) => metric !== values.outcomeMetric).map((metric) => (
            <ToggleChip key={metric} pressed={values.secondaryMetrics.includes(metric)} onToggle={() => toggleSecondary(metric)}>
              {METRIC_LABELS[metric]}
            </ToggleChip>
          ))}
        </div>
        {errors.secondaryMetrics ? <p className="text-sm font-medium text-rose-700">{errors.secondaryMetrics}</p> : null}
      </fieldset>
    </fieldset>
  );
}

interface DesignProps extends FieldsProps {
  suggestion: ExperimentSuggestion | undefined;
  substanceName: string | null;
  /** "4 blocks of 7 days: 28 days, Dec 1 to Dec 28", or null while the numbers are not whole. */
  lengthLine: string | null;
}

export function DesignFields({ values, onChange, errors, suggestion, substanceName, lengthLine }: DesignProps) {
  const washoutHint = (
    <>
      The first days of each block, left out of the analysis while the last block’s effect fades or the new one builds. You still follow the block’s instruction
      on those days. At most half a block.
      {suggestion && substanceName ? (
        <span className="mt-1 block text-slate-700" data-suggestion>
          Suggested for {substanceName}: {suggestion.washoutDays} {suggestion.washoutDays === 1 ? 'day' : 'days'}
          {suggestion.basis ? ` (${suggestion.basis.replace(/\.$/, '')})` : ' (nothing is known about how fast it acts, so none by default)'}.
        </span>
      ) : null}
    </>
  );
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">How it runs</legend>
      <p className="-mt-1 text-sm text-slate-600">
        The days come in pairs of blocks: one block you take it, one you don’t. Which comes first in each pair is drawn by chance when you lock the plan, so the
        order cannot favour either answer.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Days per block"
          inputMode="numeric"
          autoComplete="off"
          value={values.blockDays}
          onChange={(event) => onChange({ blockDays: event.target.value })}
          hint={`How many days in a row you take it, or skip it (${EXPERIMENT_LIMITS.blockDaysMin}–${EXPERIMENT_LIMITS.blockDaysMax}). Longer blocks let slow effects show and fade.`}
          error={errors.blockDays}
        />
        <TextField
          label="Pairs of blocks"
          inputMode="numeric"
          autoComplete="off"
          value={values.blockPairs}
          onChange={(event) => onChange({ blockPairs: event.target.value })}
          hint={
            <>
              Each pair is one block on and one block off ({EXPERIMENT_LIMITS.blockPairsMin}–{EXPERIMENT_LIMITS.blockPairsMax}).{' '}
              <span data-power>{experimentPowerNote(Number(values.blockPairs.trim()))}</span>
            </>
          }
          error={errors.blockPairs}
        />
        <TextField
          label="Washout days"
          inputMode="numeric"
          autoComplete="off"
          value={values.washoutDays}
          onChange={(event) => onChange({ washoutDays: event.target.value })}
          hint={washoutHint}
          error={errors.washoutDays}
        />
        <TextField
          label="Smallest change that matters"
          labelNote="(rating points)"
          inputMode="decimal"
          autoComplete="off"
          value={values.minimumEffect}
          onChange={(event) => onChange({ minimumEffect: event.target.value })}
          hint="The smallest change that would matter to you, in points on the 1–10 scale (e.g. 1 = a 6 becoming a 7). The result says how likely the effect is at least this big."
          error={errors.minimumEffect}
        />
        <TextField
          label="Start date"
          type="date"
          value={values.startDate}
          onChange={(event) => onChange({ startDate: event.target.value })}
          hint={`The first day: today or up to ${EXPERIMENT_LIMITS.startDaysAheadMax} days ahead. Until then the plan can be changed (as a new version); from that day it is locked.`}
          error={errors.startDate}
        />
      </div>
      {lengthLine ? (
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          {lengthLine}
        </p>
      ) : null}
    </fieldset>
  );
}

export function SafeguardFields({ values, onChange, errors, prescription }: FieldsProps & { prescription: boolean }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">Fair and safe</legend>
      <CheckboxField
        label="Blind it: a friend prepares identical doses, real or not, so you don’t know the day’s assignment"
        checked={values.blinded}
        onChange={(blinded) => onChange({ blinded })}
        hint="Knowing whether you took it can change how you rate your day (an expectation effect). Blinded, the Daily tab says “Take today’s prepared dose”, the calendar hides which days are on until the end, and this page prints a preparation sheet for your friend."
        error={errors.blinded}
      />
      {prescription || values.prescriberAgreed ? (
        <CheckboxField
          label="I have agreed this test with my prescriber"
          checked={values.prescriberAgreed}
          onChange={(prescriberAgreed) => onChange({ prescriberAgreed })}
          // The server's refusal gives the same why; shown once.
          hint={
            errors.prescriberAgreed
              ? undefined
              : 'This is a prescription medicine. Taking it on some days and not others can bring symptoms back or change how it works, so agree the on and off days with whoever prescribed it before you start.'
          }
          error={errors.prescriberAgreed}
        />
      ) : null}
    </fieldset>
  );
}
