/**
 * The factors logged on one day (icon, name, value with its unit), each editable in place and clearable (asked
 * first, with Undo like every delete here), and any other factor can be logged for the day (in the list on request,
 * so each day stays short). The values come from
 * one read of the surrounding range (the list's days or the calendar's month), so a page of days is one request.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FACTOR_MESSAGES, type Factor } from '@wellness/contract';
import { buttonClasses } from '@/components/button';
import { SelectField } from '@/components/form-controls';
import { Icon } from '@/components/icons';
import { loadBoth, QueryState } from '@/components/query-state';
import { factorValueText, valuesByDay } from '@/domain/factors/factor-value-text';
import { factorsQuery, factorValuesQuery } from '@/lib/resources/factors';
import { FactorValueForm } from './factor-value-form';
import { usePendingDeletes } from './pending-deletes';
import { useClearFactorValue } from './queries';

export interface DayRange {
  from: string;
  to: string;
}

interface DayFactorsProps {
  day: string;
  range: DayRange;
  /** Say so when the user tracks no factors (the calendar's day); the list stays quiet. */
  explainNone?: boolean;
}

export function DayFactors({ day, range, explainNone = false }: DayFactorsProps) {
  const factors = useQuery(factorsQuery());
  const values = useQuery(factorValuesQuery(range.from, range.to));
  const [editing, setEditing] = useState<string | null>(null);
  // The list keeps each day short: the choice of another factor opens on request; the calendar's one day shows it.
  const [picking, setPicking] = useState(explainNone);
  const pending = usePendingDeletes();
  const clear = useClearFactorValue();
  const both = loadBoth(factors, values, (list, read) => ({
    factors: list.factors,
    values: valuesByDay(read.values).get(day) ?? new Map<string, boolean | number>(),
  }));

  return (
    <section aria-label={`Factors on ${day}`} className="flex flex-col gap-2" data-testid="day-factors">
      <QueryState query={both} loading="Loading factors…" error={FACTOR_MESSAGES.loadFailed}>
        {(data) => {
          if (data.factors.length === 0)
            return explainNone ? <p className="text-sm text-slate-600">No factors tracked. Add sleep, caffeine and more in Settings › Tracking.</p> : null;
          const logged = data.factors.filter((factor) => data.values.has(factor.id) && !pending.isHidden(`factor:${factor.id}:${day}`));
          const unlogged = data.factors.filter((factor) => !logged.includes(factor));
          const editingUnlogged = unlogged.find((factor) => factor.id === editing);
          return (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="text-sm font-semibold text-slate-900">Factors</h4>
                {unlogged.length > 0 && editingUnlogged === undefined && !picking ? (
                  <button type="button" className={buttonClasses('link', 'text-sm')} onClick={() => setPicking(true)}>
                    Log a factor
                  </button>
                ) : null}
              </div>
              {logged.length === 0 && editingUnlogged === undefined ? <p className="text-sm text-slate-600">No factors logged this day.</p> : null}
              <ul className="flex flex-col gap-2">
                {logged.map((factor) => {
                  const value = data.values.get(factor.id);
                  if (value === undefined) return null;
                  return editing === factor.id ? (
                    <li key={factor.id} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
                      <FactorValueForm factor={factor} day={day} value={value} onDone={() => setEditing(null)} />
                    </li>
                  ) : (
                    <li
                      key={factor.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1 text-sm"
                    >
                      <FactorLabel factor={factor} value={value} />
                      <span className="flex gap-1">
                        <button
                          type="button"
                          className={buttonClasses('quiet', 'min-h-11')}
                          aria-label={`Edit ${factor.name}`}
                          onClick={() => setEditing(factor.id)}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className={buttonClasses('quiet', 'min-h-11 text-rose-800')}
                          aria-label={`Clear ${factor.name}`}
                          onClick={() =>
                            pending.ask({
                              key: `factor:${factor.id}:${day}`,
                              title: 'Clear value',
                              question: `Clear ${factor.name} for this day? The day keeps everything else.`,
                              confirmLabel: 'Clear value',
                              message: `${factor.name} cleared.`,
                              failureMessage: 'Failed to clear the value. Please try again.',
                              commit: () => clear.mutateAsync({ factorId: factor.id, date: day }),
                            })
                          }
                        >
                          Clear
                        </button>
                      </span>
                    </li>
                  );
                })}
                {editingUnlogged ? (
                  <li className="rounded-lg border border-slate-200 bg-white px-3 py-2">
                    <FactorValueForm factor={editingUnlogged} day={day} value={undefined} onDone={() => setEditing(null)} />
                  </li>
                ) : null}
              </ul>
              {unlogged.length > 0 && editingUnlogged === undefined && picking ? (
                <LogAnother factors={unlogged} onPick={setEditing} focus={!explainNone} />
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function FactorLabel({ factor, value }: { factor: Factor; value: boolean | number }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Icon name={factor.icon} className="size-5 shrink-0 text-teal-700" />
      <span className="font-medium text-slate-900">{factor.name}</span>
      <span className="tabular-nums text-slate-700">{factorValueText(factor, value)}</span>
    </span>
  );
}

/** A factor not logged this day, chosen to log it. */
/** `focus`: opened by "Log a factor", whose button is gone, so focus moves to the choice it opened. */
function LogAnother({ factors, onPick, focus }: { factors: readonly Factor[]; onPick: (id: string) => void; focus: boolean }) {
  return (
    <SelectField
      label="Log a factor for this day"
      className="max-w-xs"
      value=""
      autoFocus={focus}
      options={[{ value: '', label: 'Choose a factor' }, ...factors.map((factor) => ({ value: factor.id, label: factor.name }))]}
      onChange={(e) => {
        if (e.target.value !== '') onPick(e.target.value);
      }}
    />
  );
}
