/**
 * The list's interaction-alert banner (part 2 §2.1, §9): entries grouped critical (CRITICAL, HIGH), moderate
 * (MEDIUM) and mild (LOW), the header taking the most severe group. Items the knowledge base could not place
 * are named as not checked, because silence must never read as "safe".
 */
import type { InteractionReportResult } from '@wellness/contract';
import { GroupedInteractions } from './interaction-entry-view';
import { RISK_GROUP_LABELS, interactionEntries, mostSevereGroup, type RiskGroup } from './risk-groups';
import { Icon } from '../../components/icons';

const TONES: Record<RiskGroup, { box: string; icon: string }> = {
  critical: { box: 'border-rose-300 bg-rose-50', icon: 'bg-rose-700 text-white' },
  moderate: { box: 'border-amber-300 bg-amber-50', icon: 'bg-amber-300 text-amber-950' },
  mild: { box: 'border-sky-200 bg-sky-50', icon: 'bg-sky-200 text-sky-950' },
};

interface InteractionBannerProps {
  report: Pick<InteractionReportResult, 'interactions' | 'warnings' | 'unrecognized' | 'disclaimer'>;
}

export function InteractionBanner({ report }: InteractionBannerProps) {
  const entries = interactionEntries(report);
  const top = mostSevereGroup(entries.map((entry) => entry.riskLevel));
  const unchecked = report.unrecognized.map((item) => item.name);

  if (top === null) {
    return (
      <section aria-labelledby="interaction-banner-title" className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm">
        <h3 id="interaction-banner-title" className="font-semibold text-slate-900">
          No known interactions between your substances
        </h3>
        {unchecked.length > 0 ? <UncheckedNote names={unchecked} /> : null}
        <p className="text-slate-600">{report.disclaimer}</p>
      </section>
    );
  }

  const tone = TONES[top];
  const count = entries.length;
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
          <p className="text-sm text-slate-700">
            {count === 1 ? '1 interaction was' : `${count} interactions were`} found among your substances. Talk to your pharmacist or
            prescriber before changing anything.
          </p>
        </div>
      </header>
      <GroupedInteractions entries={entries} />
      {unchecked.length > 0 ? <UncheckedNote names={unchecked} /> : null}
      <p className="text-sm text-slate-700">{report.disclaimer}</p>
    </section>
  );
}

function UncheckedNote({ names }: { names: string[] }) {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold">Not checked: </span>
      {names.join(', ')} {names.length === 1 ? 'is' : 'are'} not in the interaction database, so {names.length === 1 ? 'it was' : 'they were'} not
      checked.
    </p>
  );
}
