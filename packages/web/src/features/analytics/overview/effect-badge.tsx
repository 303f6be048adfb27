/** The effect size g as a coloured badge with the colour's meaning in text, never by colour alone. */
import type { Conclusion, RatingMetric } from '@wellness/contract';
import { badgeTone, formatG, type BadgeTone } from './effect-wording';

const TONES: Record<BadgeTone, { box: string; words: string }> = {
  green: { box: 'border-emerald-300 bg-emerald-50 text-emerald-900', words: 'medium or larger' },
  amber: { box: 'border-amber-300 bg-amber-50 text-amber-950', words: 'small' },
  red: { box: 'border-rose-300 bg-rose-50 text-rose-900', words: 'none or negative' },
  unclear: { box: 'border-slate-300 bg-white text-slate-700', words: 'no clear difference once every comparison is accounted for' },
  none: { box: 'border-slate-300 bg-slate-50 text-slate-700', words: 'not enough data' },
};

/** `metric` orients the colour (for anxiety and restlessness a negative g is the good way); `conclusion` greys an unclaimed g. */
export function EffectBadge({ g, metric = 'productivity', conclusion }: { g: number | null; metric?: RatingMetric; conclusion?: Conclusion }) {
  const tone = badgeTone(g, metric, conclusion);
  const style = TONES[tone];
  return (
    <span data-tone={tone} className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${style.box}`}>
      {g === null ? 'g —' : `g ${formatG(g)}`}
      <span className="sr-only">, {style.words}</span>
    </span>
  );
}
