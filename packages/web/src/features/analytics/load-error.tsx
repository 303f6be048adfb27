/** A failed load in the Analytics tab: part 1 §8's message, word for word, and Retry. */
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

export function LoadError({ message, onRetry, retrying }: LoadErrorProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
      <p className="font-medium">{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : null}
        Retry
      </Button>
    </div>
  );
}
