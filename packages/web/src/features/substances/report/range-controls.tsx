/**
 * The report's range on screen (not printed): the presets and a custom first and last day. A custom range is only
 * asked for once both days make a range the server takes; until then the last one asked stays shown.
 */
import { useId } from 'react';
import { RANGE_PRESETS, type RangeChoice } from './report-range';

export interface RangeDraft {
  choice: RangeChoice;
  from: string;
  to: string;
}

export function RangeControls({
  draft,
  today,
  problem,
  onChange,
}: {
  draft: RangeDraft;
  today: string;
  problem: string | null;
  onChange: (next: RangeDraft) => void;
}) {
  const id = useId();
  const input = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900';
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm print:hidden">
      <legend className="sr-only">Report range</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-choice`} className="font-medium text-slate-700">
            Range
          </label>
          <select
            id={`${id}-choice`}
            value={draft.choice}
            onChange={(event) => onChange({ ...draft, choice: event.target.value as RangeChoice })}
            className={input}
          >
            {RANGE_PRESETS.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.label}
              </option>
            ))}
            <option value="custom">Custom</option>
          </select>
        </div>
        {draft.choice === 'custom' ? (
          <>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-from`} className="font-medium text-slate-700">
                From
              </label>
              <input
                id={`${id}-from`}
                type="date"
                max={today}
                value={draft.from}
                onChange={(event) => onChange({ ...draft, from: event.target.value })}
                className={input}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-to`} className="font-medium text-slate-700">
                To
              </label>
              <input
                id={`${id}-to`}
                type="date"
                max={today}
                value={draft.to}
                onChange={(event) => onChange({ ...draft, to: event.target.value })}
                className={input}
              />
            </div>
          </>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
