/**
 * The preview's rows one by one: the line in the file, what the row becomes and, for a row left out, why. A filter
 * narrows it to one outcome; the list scrolls inside the card so a long file does not push the buttons away.
 */
import { useId, useState } from 'react';
import { IMPORT_ROW_OUTCOMES, type ImportPreview, type ImportRowOutcome } from '@wellness/contract';
import { CompactSelect } from './mapping-controls';

const OUTCOME_LABELS: Readonly<Record<ImportRowOutcome, string>> = {
  add: 'Will be added',
  'already-present': 'Already in your account',
  skip: 'Left out',
  unreadable: 'Cannot be read',
};
const OUTCOME_TONES: Readonly<Record<ImportRowOutcome, string>> = {
  add: 'bg-teal-50 text-teal-900 border-teal-200',
  'already-present': 'bg-slate-50 text-slate-700 border-slate-200',
  skip: 'bg-amber-50 text-amber-900 border-amber-200',
  unreadable: 'bg-rose-50 text-rose-900 border-rose-200',
};
const isOutcome = (value: string): value is ImportRowOutcome => (IMPORT_ROW_OUTCOMES as readonly string[]).includes(value);

export function PreviewRows({ preview }: { preview: ImportPreview }) {
  const regionId = useId();
  const [shown, setShown] = useState<ImportRowOutcome | 'all'>('all');
  const rows = shown === 'all' ? preview.rows : preview.rows.filter((row) => row.outcome === shown);
  const options = [
    { value: 'all', label: 'Every row' },
    ...IMPORT_ROW_OUTCOMES.filter((outcome) => preview.rows.some((row) => row.outcome === outcome)).map((outcome) => ({
      value: outcome,
      label: OUTCOME_LABELS[outcome],
    })),
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h5 id={regionId} className="text-sm font-semibold text-slate-900">
          Row by row
        </h5>
        <CompactSelect
          label="Show"
          value={shown}
          options={options}
          onChange={(value) => setShown(value === 'all' ? 'all' : isOutcome(value) ? value : 'all')}
        />
      </div>
      <div
        role="region"
        aria-labelledby={regionId}
        tabIndex={0}
        className="max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-3 focus-visible:outline-teal-600"
      >
        <ol className="flex flex-col text-sm">
          {rows.map((row) => (
            <li key={row.line} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-slate-100 px-3 py-2 last:border-b-0">
              <span className="w-16 shrink-0 text-xs text-slate-600 tabular-nums">Line {row.line}</span>
              <span className={`shrink-0 rounded-full border px-2 py-0.5 text-xs font-medium ${OUTCOME_TONES[row.outcome]}`}>
                {OUTCOME_LABELS[row.outcome]}
              </span>
              <span className="min-w-0 flex-1 basis-48 break-words text-slate-800">
                {row.summary}
                {row.reason ? <span className="block text-slate-600">{row.reason}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </div>
      {preview.truncated ? (
        <p className="text-xs text-slate-600">The first {preview.rows.length.toLocaleString('en-US')} rows are listed; the counts above cover every row.</p>
      ) : null}
    </div>
  );
}
