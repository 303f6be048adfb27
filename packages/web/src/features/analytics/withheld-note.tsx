/**
 * Where analytics would show an estimate for a substance whose experiment is running, it says so instead of showing
 * nothing silently (issue 31, no peeking): the substance, when the experiment ends, why, and a link to it.
 */
import { EXPERIMENT_MESSAGES, type WithheldSubstance } from '@wellness/contract';
import { AppLink } from '@/components/app-link';
import { experimentsHref } from '@/domain/experiment-links';
import { formatDay } from '@/lib/date-format';

const LINK = 'font-medium text-sky-950 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

export function WithheldNote({ withheld }: { withheld: readonly WithheldSubstance[] }) {
  if (withheld.length === 0) return null;
  return (
    <div role="status" className="flex flex-col gap-1.5 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950" data-withheld>
      <ul className="flex flex-col gap-1">
        {withheld.map((item) => (
          <li key={item.substanceId} className="font-medium">
            No estimate for {item.substanceName} while its experiment runs, until {formatDay(item.endDate)}.{' '}
            <AppLink href={experimentsHref({ kind: 'detail', id: item.experimentId })} className={LINK}>
              Open the experiment
            </AppLink>
          </li>
        ))}
      </ul>
      <p>{EXPERIMENT_MESSAGES.noPeeking}</p>
    </div>
  );
}
