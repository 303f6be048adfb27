/**
 * The amounts beside a duplicate finding, wherever interactions are shown (the banner's lines, the form's panel, the
 * clinician report): each item's amount a dose and doses today, the total, and the label's daily limit, with "Over
 * the … daily limit" in words and in bold, never in colour alone.
 */
import type { DuplicateResult } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { duplicateAmountsView } from './duplicate-wording';

export function DuplicateAmounts({ duplicate, names }: { duplicate: DuplicateResult; names: readonly string[] }) {
  const view = duplicateAmountsView(duplicate, names);
  if (!view) return null;
  const over = view.limit?.over === true;
  return (
    <div
      data-duplicate={duplicate.id}
      className={`flex flex-col gap-2 rounded-lg border px-3 py-2 text-sm break-inside-avoid ${over ? 'border-rose-300 bg-rose-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <p className="font-semibold text-slate-900">{view.title}</p>
      <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1">
        {view.rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="break-words text-slate-600">{row.term}</dt>
            <dd className="break-words text-slate-900 tabular-nums">
              {/* On a phone "650 mg a dose, 3 doses today" breaks after the comma, never inside a part. */}
              {row.value.split(', ').map((part, index, parts) => (
                <span key={part} className="whitespace-nowrap">
                  {part}
                  {index < parts.length - 1 ? ', ' : ''}
                  {index < parts.length - 1 ? <wbr /> : null}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      {view.limit ? (
        <p className={over ? 'flex items-start gap-1.5 font-semibold text-rose-800' : 'text-slate-700'}>
          {over ? <Icon name="alert" className="mt-0.5 size-4 shrink-0" /> : null}
          {view.limit.text}
        </p>
      ) : null}
    </div>
  );
}
