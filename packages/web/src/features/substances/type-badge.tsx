/**
 * A substance's type as a small coloured label. Prescription red, OTC blue and supplement green follow the
 * help content; herbal and homeopathic get their own hues. Text is always present, so colour
 * never carries the meaning alone.
 */
import { SUBSTANCE_TYPE_LABELS, type SubstanceType } from '@wellness/contract';

export const TYPE_BADGE_CLASSES: Record<SubstanceType, string> = {
  PRESCRIPTION: 'bg-rose-100 text-rose-900 ring-rose-200',
  OTC_MEDICATION: 'bg-sky-100 text-sky-900 ring-sky-200',
  SUPPLEMENT: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  HERBAL: 'bg-lime-100 text-lime-900 ring-lime-300',
  HOMEOPATHIC: 'bg-violet-100 text-violet-900 ring-violet-200',
};

export function TypeBadge({ type }: { type: SubstanceType }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset print:ring-0 ${TYPE_BADGE_CLASSES[type]}`}>
      {SUBSTANCE_TYPE_LABELS[type]}
    </span>
  );
}
