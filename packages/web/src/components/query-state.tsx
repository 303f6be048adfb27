/**
 * The one shape of a load on screen: a status line while it loads, the screen's failure message with Retry when it
 * fails, the screen's empty state, or its content. Each screen passes its own words (from the contract or its
 * constants); the markup, roles and the Retry button are the same everywhere.
 */
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { LoadingSpinner, Spinner } from './spinner';
import { queryView, type LoadState, type QueryViewOptions } from './query-view';

export { loadBoth, type LoadState } from './query-view';

/** The status line of a running load: the words carry the meaning, the spinner only shows it is busy. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
      <LoadingSpinner className="text-teal-700" />
      {children}
    </p>
  );
}

interface LoadFailureProps {
  /** The screen's words for the failure; null when the failure is only logged, so Retry stands alone. */
  message: string | null;
  /** An error interrupts (role=alert); a warning, for a part the screen can do without, is a status. */
  tone?: 'error' | 'warning';
  onRetry: () => unknown;
  /** A load is running: Retry waits for it, showing it is busy. */
  retrying: boolean;
}

/** A failed load and its Retry. Used by QueryState, and alone where the rest of the screen stays in place. */
export function LoadFailure({ message, tone = 'error', onRetry, retrying }: LoadFailureProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      {message === null ? null : <Alert tone={tone}>{message}</Alert>}
      <Button variant="secondary" onClick={() => void onRetry()} disabled={retrying}>
        {retrying ? <Spinner /> : null}
        Retry
      </Button>
    </div>
  );
}

interface QueryStateProps<T> extends QueryViewOptions<T> {
  query: LoadState<T>;
  /** The loading line's words ("Loading your goals…"). */
  loading: string;
  /** Shapes the size of the content below the loading line, so nothing jumps when it arrives. */
  placeholder?: ReactNode;
  /** The failure's words; null when the failure is only logged (Retry alone, no message). */
  error: string | null;
  /** Shown when `isEmpty` says the loaded data holds nothing. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, loading, placeholder, error, empty, children, ...options }: QueryStateProps<T>) {
  const view = queryView(query, options);
  if (view === 'error') return <LoadFailure message={error} onRetry={query.refetch} retrying={query.isFetching} />;
  if (view === 'loading' || query.data === undefined) {
    if (placeholder === undefined) return <LoadingStatus>{loading}</LoadingStatus>;
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <LoadingStatus>{loading}</LoadingStatus>
        {placeholder}
      </div>
    );
  }
  return view === 'empty' ? <>{empty}</> : <>{children(query.data)}</>;
}
