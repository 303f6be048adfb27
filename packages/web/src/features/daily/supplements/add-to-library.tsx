/**
 * "Add to my substances" under the search: a picked suggestion that is not in the library is
 * added as a supplement with its name and category in one tap, and its card then appears for logging. Details
 * (dose, supply) stay in the Substances tab, which the line points to.
 */
import { useState } from 'react';
import type { AutocompleteSuggestion } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { serverMessageOr } from '@/lib/failure-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useAddToLibrary } from './queries';
import { SubstancesTabLink } from './substances-tab-link';

export function AddToLibrary({ suggestion, onAdded }: { suggestion: AutocompleteSuggestion; onAdded: (name: string) => void }) {
  const add = useAddToLibrary();
  const oneAtATime = useOneAtATime();
  const [failure, setFailure] = useState<string | null>(null);

  function press() {
    void oneAtATime(async () => {
      setFailure(null);
      try {
        const saved = await add.mutateAsync(suggestion);
        onAdded(saved.name);
      } catch (error) {
        // The failure itself is logged by the query client (lib/query-client.ts).
        setFailure(serverMessageOr(error, `Could not add ${suggestion.name}. Please try again.`));
      }
    });
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-teal-200 bg-teal-50/60 px-4 py-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-800">
          <span className="font-semibold">{suggestion.name}</span> is not in your substances yet. Add it to log doses; dose and supply can be set in the{' '}
          <SubstancesTabLink /> tab.
        </p>
        <Button variant="secondary" onClick={press} aria-busy={add.isPending || undefined} className="shrink-0">
          {add.isPending ? <Spinner /> : null}
          Add to my substances
        </Button>
      </div>
      {failure !== null ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
