/**
 * The outcome of a change made in a card: a polite success status or the spec's failure alert, shown
 * in the card where the change was made and cleared when the next one starts.
 */
import { useState } from 'react';
import { Alert } from '@/components/alert';
import type { FailureMessage } from '@/lib/failure-message';

export interface CardMessages {
  status: string | null;
  failure: FailureMessage | null;
  succeed: (status: string) => void;
  fail: (failure: FailureMessage) => void;
  clear: () => void;
}

export function useCardMessages(): CardMessages {
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  return {
    status,
    failure,
    succeed: setStatus,
    fail: setFailure,
    clear: () => {
      setStatus(null);
      setFailure(null);
    },
  };
}

export function CardMessagesView({ messages: { status, failure } }: { messages: CardMessages }) {
  return (
    <>
      <div aria-live="polite" className={status ? undefined : 'sr-only'}>
        {status ? <Alert tone="success">{status}</Alert> : null}
      </div>
      {failure ? (
        <Alert tone="error" details={failure.details}>
          {failure.message}
        </Alert>
      ) : null}
    </>
  );
}
