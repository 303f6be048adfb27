/** The note under a report's interactions when the server left some out: never let a cut list read as complete. */
import { notShownSentence } from './report-wording';

export function NotShownNote({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <p role="note" className="rounded-xl border border-rose-300 bg-white px-3 py-2 text-sm font-medium text-rose-900">
      {notShownSentence(count)}
    </p>
  );
}
