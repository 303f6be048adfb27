/**
 * The calendar's legend: each day mark with its colour, symbol and words, and the marker of a day with factor
 * values, so no mark is told by colour alone.
 */
import { MARK_STYLES, markLabel } from './day-mark-badge';
import type { DayMark, Thresholds } from './day-groups';

const LEGEND: DayMark[] = ['good', 'middle', 'bad', 'unrated'];

/** A small diamond in a day's corner: quiet beside the day's colour, and a shape, not only a colour. */
export function FactorMarker({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`size-2 rotate-45 rounded-[1px] bg-indigo-600 ${className}`} />;
}

export function CalendarLegend({ thresholds }: { thresholds: Thresholds }) {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-800">
      {LEGEND.map((mark) => (
        <li key={mark} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-flex size-6 items-center justify-center rounded border text-xs ${MARK_STYLES[mark].cell}`}>
            {MARK_STYLES[mark].symbol || '·'}
          </span>
          {mark === 'middle' ? `Between ${thresholds.bad} and ${thresholds.good}` : mark === 'unrated' ? 'Records, no rating' : markLabel(mark, thresholds)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="relative inline-flex size-6 items-center justify-center rounded border border-slate-200 bg-white">
          <FactorMarker className="absolute right-1 top-1" />
        </span>
        Factors logged
      </li>
    </ul>
  );
}
