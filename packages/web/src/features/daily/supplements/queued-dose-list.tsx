/** The doses of one supplement tapped offline and kept on this device, each with its time, until they are sent. */
import { Icon } from '@/components/icons';
import { formatClockTime } from '@/lib/date-format';
import type { QueuedDose } from './dose-queue';

export function QueuedDoseList({ supplementName, queued }: { supplementName: string; queued: readonly QueuedDose[] }) {
  if (queued.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1" aria-label={`Doses of ${supplementName} waiting to be saved`}>
      {queued.map((dose) => (
        <li
          key={dose.idempotencyKey}
          className="flex items-start gap-2 rounded-lg border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold tabular-nums">{formatClockTime(dose.timestamp)}</span> — saved on this device; it will be logged when you are back
            online.
          </span>
        </li>
      ))}
    </ul>
  );
}
