/**
 * One interaction as the form's panel and the clinician report show it, and the banner once a line is opened: its
 * one severity word (never colour alone), what happens, what to do, any timing, why, and each public source as a
 * link named by the document's title (printed with its address, so a paper copy can be followed up).
 */
import { RISK_GROUP_LABELS, entrySources, groupEntries, severityWord, timingText, type InteractionEntry, type RiskGroup } from './risk-groups';
import { Icon } from '@/components/icons';
import { TO_WATCH_TITLE } from './report-wording';
import { DuplicateAmounts } from './duplicate-amounts';

export const GROUP_BADGE_CLASSES: Record<RiskGroup, string> = {
  critical: 'bg-rose-700 text-white',
  moderate: 'bg-amber-300 text-amber-950',
  mild: 'bg-sky-100 text-sky-950 ring-1 ring-inset ring-sky-300',
};

type HeadingLevel = 'h3' | 'h4' | 'h5' | 'h6';

export function SeverityBadge({ entry }: { entry: Pick<InteractionEntry, 'group'> }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold print:border print:border-current ${GROUP_BADGE_CLASSES[entry.group]}`}
    >
      {RISK_GROUP_LABELS[entry.group]}
    </span>
  );
}

export function InteractionEntryView({ entry, headingLevel = 'h4' }: { entry: InteractionEntry; headingLevel?: HeadingLevel }) {
  const Heading = headingLevel;
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 break-inside-avoid sm:p-4" data-risk-group={entry.group}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {entry.caption ? <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{entry.caption}</p> : null}
          <Heading className="text-base font-semibold text-slate-900">{entry.title}</Heading>
        </div>
        <SeverityBadge entry={entry} />
      </div>
      <InteractionEntryDetails entry={entry} />
    </article>
  );
}

/** The finding itself, below its title: what happens, what to do, timing, why, further rules and the sources. */
export function InteractionEntryDetails({ entry }: { entry: InteractionEntry }) {
  const sources = entrySources(entry);
  const extraRules = entry.rules.slice(1);
  const firstRule = entry.rules[0];
  const timing = firstRule ? timingText(firstRule.timing) : null;
  return (
    <>
      <p className="text-sm text-slate-800">{entry.effect}</p>
      {firstRule?.duplicate ? <DuplicateAmounts duplicate={firstRule.duplicate} names={entry.names} /> : null}
      <p className="text-sm text-slate-800">
        <span className="font-semibold">What to do: </span>
        {entry.recommendation}
      </p>
      {timing ? <p className="text-sm text-slate-700">{timing}</p> : null}
      {firstRule?.mechanism ? (
        <p className="text-sm text-slate-600">
          <span className="font-medium">Why: </span>
          {firstRule.mechanism}
        </p>
      ) : null}
      {extraRules.map((rule) => (
        <div key={rule.ruleId} className="border-t border-slate-200 pt-2 text-sm text-slate-800">
          <p>
            <span className="font-semibold">Also ({severityWord(rule.severity).toLowerCase()}): </span>
            {rule.effect}
          </p>
          {rule.duplicate ? <DuplicateAmounts duplicate={rule.duplicate} names={entry.names} /> : null}
          <p>
            <span className="font-semibold">What to do: </span>
            {rule.recommendation}
          </p>
        </div>
      ))}
      {sources.length > 0 ? (
        <div className="text-sm">
          <p className="sr-only">Sources</p>
          <ul className="flex flex-col gap-1">
            {sources.map((source) => (
              <li key={source.url}>
                <span className="text-slate-600">Source: </span>
                <a
                  href={source.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-4 hover:decoration-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
                >
                  {source.name}
                  <Icon name="external" className="ml-1 inline-block size-3.5 align-[-0.125em] print:hidden" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <span className="hidden break-all text-slate-600 print:inline"> ({source.url})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

const DEEPER: Record<'h3' | 'h4' | 'h5', HeadingLevel> = { h3: 'h4', h4: 'h5', h5: 'h6' };

/**
 * Interactions under a heading per severity, most severe first, as the banner and the clinician report list them;
 * `headingLevel` is the level of those group headings, the entries' own headings one below.
 */
export function GroupedInteractions({ entries, headingLevel }: { entries: readonly InteractionEntry[]; headingLevel: 'h4' | 'h5' }) {
  const Heading = headingLevel;
  return groupEntries(entries).map(({ group, entries: inGroup }) => (
    <div key={group} className="flex flex-col gap-2">
      <Heading className="text-sm font-semibold tracking-wide text-slate-800 uppercase">
        {RISK_GROUP_LABELS[group]} ({inGroup.length})
      </Heading>
      <EntryList entries={inGroup} headingLevel={DEEPER[headingLevel]} />
    </div>
  ));
}

/** Entries one after another, e.g. the foods, drinks and tests to watch. */
export function EntryList({ entries, headingLevel }: { entries: readonly InteractionEntry[]; headingLevel: HeadingLevel }) {
  return (
    <ul className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <InteractionEntryView entry={entry} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The foods, drinks and tests to watch as a titled section of their own (banner, clinician report); nothing when none. */
export function ToWatchSection({ entries, id, headingLevel }: { entries: readonly InteractionEntry[]; id: string; headingLevel: 'h3' | 'h4' }) {
  if (entries.length === 0) return null;
  const Heading = headingLevel;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <Heading id={id} className="text-base font-semibold text-slate-900">
        {TO_WATCH_TITLE}
      </Heading>
      <EntryList entries={entries} headingLevel={DEEPER[headingLevel]} />
    </section>
  );
}
