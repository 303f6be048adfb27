/**
 * The factors in New Entry (issue 32): the user's factors for the entry's day (today) with the check-in's
 * controls. Each shows the value changed in this form, else the day's value as the check-in card has it; only the
 * changed ones are kept in the draft and sent when the entry saves. Folded behind a disclosure so the form stays
 * short: the check-in card above is the quick way to log them.
 */
import { useId, useState } from 'react';
import type { Factor } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { daysBefore, lastValueBefore, shownValue, START_LOOKBACK_DAYS } from '../check-in/check-in-values';
import { FactorControl } from '../check-in/factor-control';
import { useFactors, useFactorValues } from '../check-in/queries';
import type { FactorValueQueue } from '../check-in/use-factor-value-queue';
import type { EntryFactorValue } from './entry-form-values';

interface EntryFactorsProps {
  day: string;
  changed: Readonly<Record<string, EntryFactorValue>>;
  queue: FactorValueQueue;
  onChange: (factors: Record<string, EntryFactorValue>) => void;
}

export function EntryFactors({ day, changed, queue, onChange }: EntryFactorsProps) {
  const factors = useFactors();
  const values = useFactorValues(daysBefore(day, START_LOOKBACK_DAYS), day);
  const count = Object.keys(changed).length;
  const [open, setOpen] = useState(count > 0);
  const bodyId = useId();
  const list = factors.data?.factors ?? [];
  // No factors (or not loaded: the check-in card shows that load's state): nothing to carry.
  if (list.length === 0) return null;
  const range = values.data?.values ?? [];
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
        className="-mx-2 inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        <Icon name="chevron-down" className={`size-5 text-slate-600 transition-transform motion-reduce:transition-none ${open ? '' : '-rotate-90'}`} />
        Factors for today
        <span className="font-normal text-slate-600">{count > 0 ? `(${count} changed)` : '(optional)'}</span>
      </button>
      <ul id={bodyId} hidden={!open} className="flex flex-col divide-y divide-slate-200">
        {list.map((factor) => (
          <EntryFactorRow
            key={factor.id}
            factor={factor}
            value={factor.id in changed ? (changed[factor.id] ?? null) : shownValue(factor.id, day, range, queue.waiting(factor.id, day))}
            start={lastValueBefore(factor.id, day, range)}
            onChange={(value) => onChange({ ...changed, [factor.id]: value })}
          />
        ))}
      </ul>
    </div>
  );
}

function EntryFactorRow({
  factor,
  value,
  start,
  onChange,
}: {
  factor: Factor;
  value: EntryFactorValue;
  start: EntryFactorValue;
  onChange: (value: EntryFactorValue) => void;
}) {
  const labelId = useId();
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:gap-4">
      <span id={labelId} className="text-sm font-medium break-words text-slate-800 sm:w-48 sm:shrink-0">
        {factor.name}
        {factor.describesNightBefore ? <span className="font-normal text-slate-600"> (last night)</span> : null}
      </span>
      <FactorControl factor={factor} value={value} start={start} onChange={onChange} labelId={labelId} />
    </li>
  );
}
