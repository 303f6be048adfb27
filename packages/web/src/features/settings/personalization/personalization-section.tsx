/**
 * Settings › Personalization, the default sub-tab: the three-step quick start, each step opening the
 * sub-tab where it is done, and the six feature cards with their status labels. A card whose feature can be set
 * opens its sub-tab too.
 */
import { useId } from 'react';
import { buttonClasses } from '@/components/button';
import { Icon } from '@/components/icons';
import { SETTINGS_SECTION_LABELS, type SettingsSection } from '../settings-sections';
import { PERSONALIZATION_CARDS, QUICK_START_STEPS, type FeatureStatus } from './personalization-cards';

const STATUS_STYLES: Record<FeatureStatus, string> = {
  Ready: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  Partial: 'border-amber-200 bg-amber-50 text-amber-950',
  'Coming Soon': 'border-sky-200 bg-sky-50 text-sky-900',
  Planned: 'border-slate-200 bg-slate-100 text-slate-800',
};

export function StatusBadge({ status }: { status: FeatureStatus }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}

export function PersonalizationSection({ onOpenSection }: { onOpenSection: (section: SettingsSection) => void }) {
  const quickStartId = useId();
  const featuresId = useId();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={quickStartId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <header>
          <h3 id={quickStartId} className="text-lg font-semibold tracking-tight text-slate-900">
            Quick start
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">Three steps to make the app fit the way you track.</p>
        </header>
        <ol aria-label="Quick start steps" className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {QUICK_START_STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
              <div className="flex items-start gap-3">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </p>
                  <p className="mt-0.5 text-sm text-slate-700">{step.text}</p>
                </div>
              </div>
              <button type="button" onClick={() => onOpenSection(step.opens)} className={buttonClasses('secondary', 'mt-auto self-start')}>
                {step.action}
                <Icon name="chevron-right" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby={featuresId} className="flex flex-col gap-4">
        <header>
          <h3 id={featuresId} className="text-lg font-semibold tracking-tight text-slate-900">
            Personalization features
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">What you can tailor today, and what is still to come.</p>
        </header>
        <ul aria-labelledby={featuresId} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PERSONALIZATION_CARDS.map((card) => (
            <li key={card.title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 className="min-w-0 flex-1 basis-40 font-semibold text-slate-900">{card.title}</h4>
                <StatusBadge status={card.status} />
              </div>
              <p className="text-sm text-slate-700">{card.description}</p>
              {card.opens ? (
                <button
                  type="button"
                  onClick={() => card.opens && onOpenSection(card.opens)}
                  aria-label={`${card.title}: open ${SETTINGS_SECTION_LABELS[card.opens]}`}
                  className={buttonClasses('link', 'mt-auto self-start')}
                >
                  Open {SETTINGS_SECTION_LABELS[card.opens]}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
