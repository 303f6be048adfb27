/**
 * A factor's value in words, the same wherever it is shown (History's days, the Timeline's table): "7.5 h", "Yes",
 * "6 / 10", "8,000 steps". And the values of a range by day, for screens that show them per day.
 */
import type { Factor, FactorValue } from '@wellness/contract';

/** "Steps (steps)" never: a name that already carries its unit ("Sleep (h)") is shown as it is. */
export function factorLabel(factor: Pick<Factor, 'name' | 'unit'>): string {
  if (!factor.unit || factor.name.toLocaleLowerCase('en-US').includes(factor.unit.toLocaleLowerCase('en-US'))) return factor.name;
  return `${factor.name} (${factor.unit})`;
}

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

export function factorValueText(factor: Pick<Factor, 'kind' | 'unit'>, value: boolean | number): string {
  if (factor.kind === 'yes-no') return value === true || value === 1 ? 'Yes' : 'No';
  const amount = typeof value === 'number' ? value : value ? 1 : 0;
  if (factor.kind === 'scale') return `${number(amount)} / 10`;
  return factor.unit ? `${number(amount)} ${factor.unit}` : number(amount);
}

/** The values of a range grouped by day: date → factor id → value. */
export function valuesByDay(values: readonly FactorValue[]): Map<string, Map<string, boolean | number>> {
  const days = new Map<string, Map<string, boolean | number>>();
  for (const { date, factorId, value } of values) {
    const day = days.get(date) ?? new Map<string, boolean | number>();
    day.set(factorId, value);
    days.set(date, day);
  }
  return days;
}
