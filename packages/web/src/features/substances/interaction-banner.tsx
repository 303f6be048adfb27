/**
 * The list's interaction-alert banner, the header taking the most severe group (critical for
 * CRITICAL and HIGH, moderate, mild). Interactions among the user's own items come first and are the only ones
 * counted as such; foods, drinks and tests to watch have their own section. Each finding is one line, most severe
 * first, with its severity word, opening to the full finding. Every item, name or ingredient the
 * knowledge base could not place is named as not checked: silence must never read as "safe".
 */
import type { InteractionReportResult } from '@wellness/contract';
import { Spinner } from '@/components/spinner';
import { CompactEntryList } from './compact-entry-list';
import { bannerSummary, TO_WATCH_TITLE } from './report-wording';
import { RISK_GROUP_LABELS, interactionEntries, mostSevereGroup, splitEntries, type RiskGroup } from './risk-groups';
import { NotShownNote } from './not-shown-note';
import { UncheckedList } from './unchecked-list';
import { Icon } from '@/components/icons';

const TONES: Record<RiskGroup, { box: string; icon: string }> = {
  critical: { box: 'border-rose-300 bg-rose-50', icon: 'bg-rose-700 text-white' },
  moderate: { box: 'border-amber-300 bg-amber-50', icon: 'bg-amber-300 text-amber-950' },
  mild: { box: 'border-sky-200 bg-sky-50', icon: 'bg-sky-200 text-sky-950' },
};

interface InteractionBannerProps {
  report: Pick<InteractionReportResult, 'interactions' | 'warnings' | 'unchecked' | 'interactionsNotShown' | 'disclaimer'>;
}

export function InteractionBanner({ report }: InteractionBannerProps) {
  const entries = interactionEntries(report);
  const { pairs, toWatch } = splitEntries(entries);
  const top = mostSevereGroup(entries.map((entry) => entry.riskLevel));

  if (top === null) {
    return (
      <section aria-labelledby="interaction-banner-title" className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm">
        <h3 id="interaction-banner-title" className="font-semibold text-slate-900">
          No known interactions between your substances
        </h3>
        <UncheckedList entries={report.unchecked} headingLevel="h4" />
        <p className="text-slate-600">{report.disclaimer}</p>
      </section>
    );
  }

  const tone = TONES[top];
  return (
    <section aria-labelledby="interaction-banner-title" className={`flex flex-col gap-4 rounded-2xl border-2 p-3 sm:p-5 ${tone.box}`} data-risk-group={top}>
      <header className="flex items-start gap-3">
        <span aria-hidden="true" className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone.icon}`}>
          <Icon name="alert" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id="interaction-banner-title" className="text-lg font-semibold text-slate-900">
            {RISK_GROUP_LABELS[top]} interaction alert
          </h3>
          <p className="text-sm text-slate-700">{bannerSummary(pairs.length, toWatch.length)}</p>
        </div>
      </header>
      {pairs.length > 0 ? (
        <section aria-labelledby="banner-pairs-title" className="flex flex-col gap-2">
          <h4 id="banner-pairs-title" className="text-base font-semibold text-slate-900">
            Interactions among your substances ({pairs.length})
          </h4>
          <CompactEntryList entries={pairs} />
          <NotShownNote count={report.interactionsNotShown} />
        </section>
      ) : null}
      {toWatch.length > 0 ? (
        <section aria-labelledby="banner-watch-title" className="flex flex-col gap-2">
          <h4 id="banner-watch-title" className="text-base font-semibold text-slate-900">
            {TO_WATCH_TITLE}
          </h4>
          <CompactEntryList entries={toWatch} />
        </section>
      ) : null}
      <UncheckedList entries={report.unchecked} headingLevel="h4" />
      <p className="text-sm text-slate-700">{report.disclaimer}</p>
    </section>
  );
}

/**
 * Holds the banner's place while the check is still on its way after the list has been shown (a slow network): a
 * quiet line of about a short banner's height, so the cards below move little or not at all when it arrives.
 */
export function InteractionBannerPlaceholder() {
  return (
    <div role="status" className="flex min-h-36 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
      <Spinner className="text-teal-700" />
      Checking your substances for interactions…
    </div>
  );
}
