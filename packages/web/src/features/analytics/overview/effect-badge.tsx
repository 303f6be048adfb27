/**
 * The effect size g as a coloured badge with the colour's meaning in text, never by colour alone; for restlessness and
 * anxiety (lower is better) the direction is in words ("Restlessness lower by 0.52 (g)").
 */
import type { Conclusion, RatingMetric } from '@wellness/contract';
import { badgeTone, effectSizeText, TONE_WORDS, type BadgeTone } from './effect-wording';

const TONES: Record<BadgeTone, string> = {
  green: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  amber: 'border-amber-300 bg-amber-50 text-amber-950',
  red: 'border-rose-300 bg-rose-50 text-rose-900',
  unclear: 'border-slate-300 bg-white text-slate-700',
  none: 'border-slate-300 bg-slate-50 text-slate-700',
};

/** `metric` orients the colour (for anxiety and restlessness a negative g is the good way); `conclusion` greys an unclaimed g. */
export function EffectBadge({ g, metric = 'productivity', conclusion }: { g: number | null; metric?: RatingMetric; conclusion?: Conclusion }) {
  const tone = badgeTone(g, metric, conclusion);
  return (
    <span data-tone={tone} className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {effectSizeText(g, metric)}
      <span className="sr-only">, {TONE_WORDS[tone]}</span>
    </span>
  );
}
