/**
 * Where the Timeline chart starts: at the first day with data (an entry, a focus session or a dose), not at the first
 * day of the range chosen, so 60 days of a user with 40 days of records do not leave the left third empty (issue 34).
 * Days inside the drawn range without data stay gaps, never zero. Pure, so it is tested apart from the chart.
 */
export interface TimelineRange<Row> {
  /** The rows drawn: from the first day with data to the last day of the range. */
  rows: Row[];
  /** The first day drawn, when it is later than the range's first day; null when nothing was cut. */
  firstDayWithData: string | null;
}

export function fromFirstDayWithData<Row extends { date: string; hasData: boolean }>(
  rows: readonly Row[],
  taken: (row: Row) => boolean = () => false,
): TimelineRange<Row> {
  const first = rows.findIndex((row) => row.hasData || taken(row));
  if (first <= 0) return { rows: [...rows], firstDayWithData: null };
  return { rows: rows.slice(first), firstDayWithData: rows[first]?.date ?? null };
}
