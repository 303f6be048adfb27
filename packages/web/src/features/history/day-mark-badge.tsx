/** A day's good-day or bad-day mark in words and a symbol, never colour alone. */
import type { ReactNode } from 'react';
import { Icon } from '@/components/icons';
import type { DayMark, Thresholds } from './day-groups';

/** The good and bad marks are drawn (a check, a cross), not typed: a symbol character may be missing from the device's fonts. */
export const MARK_STYLES: Record<DayMark, { symbol: ReactNode; cell: string; badge: string }> = {
  good: {
    symbol: <Icon name="check" className="size-3.5" />,
    cell: 'bg-emerald-100 text-emerald-950 border-emerald-300',
    badge: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  },
  middle: { symbol: '•', cell: 'bg-amber-50 text-amber-950 border-amber-300', badge: 'bg-amber-50 text-amber-950 border-amber-300' },
  bad: {
    symbol: <Icon name="close" className="size-3.5" />,
    cell: 'bg-rose-100 text-rose-950 border-rose-300',
    badge: 'bg-rose-50 text-rose-900 border-rose-300',
  },
  unrated: { symbol: '', cell: 'bg-white text-slate-800 border-slate-200', badge: 'bg-white text-slate-700 border-slate-300' },
};

export function markLabel(mark: DayMark, thresholds: Thresholds): string {
  switch (mark) {
    case 'good':
      return `Good day (${thresholds.good}+)`;
    case 'bad':
      return `Bad day (${thresholds.bad}-)`;
    case 'middle':
      return 'In between';
    case 'unrated':
      return 'No rating';
  }
}

export function DayMarkBadge({ mark, thresholds }: { mark: DayMark; thresholds: Thresholds }) {
  if (mark === 'unrated' || mark === 'middle') return null;
  const style = MARK_STYLES[mark];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${style.badge}`}>
      <span aria-hidden="true">{style.symbol}</span>
      {markLabel(mark, thresholds)}
    </span>
  );
}
