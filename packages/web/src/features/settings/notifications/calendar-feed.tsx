/**
 * Settings › Notifications: the calendar feed, a secret address any calendar app can subscribe to, so scheduled
 * doses and refill dates remind the person even when this app is closed. Create feed, Replace (a new address; the
 * old one stops working) and Revoke, each change asked first when it breaks an address already in use. The address
 * is shown once, when made: the server keeps only its hash, so the card says so instead of showing it again.
 */
import { useId, useState } from 'react';
import { CALENDAR_MESSAGES } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/date-format';
import { serverMessageOr } from '@/lib/failure-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { FeedAddress } from './feed-address';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './calendar-queries';

type Confirming = 'replace' | 'revoke' | null;

export function CalendarFeed() {
  const headingId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const oneAtATime = useOneAtATime();
  const [address, setAddress] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const makeFeed = () => {
    setConfirming(null);
    setStatus(null);
    setFailure(null);
    void oneAtATime(async () => {
      try {
        setAddress((await create.mutateAsync()).url);
      } catch (error) {
        setFailure(serverMessageOr(error, CALENDAR_MESSAGES.createFailed));
      }
    });
  };

  const revokeFeed = () => {
    setConfirming(null);
    setStatus(null);
    setFailure(null);
    void oneAtATime(async () => {
      try {
        await revoke.mutateAsync();
        setAddress(null);
        setStatus('The calendar feed was revoked. Calendars subscribed to it stop receiving updates.');
      } catch (error) {
        setFailure(serverMessageOr(error, CALENDAR_MESSAGES.revokeFailed));
      }
    });
  };

  const busy = create.isPending || revoke.isPending;

  return (
    // A rule above: in the Notifications tab the feed follows the push part, and is a different way to be reminded.
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-slate-200 pt-6">
      <div>
        <h4 id={headingId} className="text-base font-semibold text-slate-900">
          Calendar feed
        </h4>
        <p className="mt-0.5 text-sm text-slate-600">
          Your scheduled doses and refill dates in your own calendar app, which reminds you even when this app is closed. Changes here apply at once.
        </p>
      </div>

      <div aria-live="polite" className={status ? undefined : 'sr-only'}>
        {status ? <Alert tone="success">{status}</Alert> : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}

      <QueryState query={feed} keepDataOnError loading="Loading your calendar feed…" error="Could not load your calendar feed.">
        {({ active, createdAt }) => (
          <div className="flex flex-col gap-4">
            {address ? <FeedAddress url={address} /> : null}
            {active && !address ? (
              <p className="text-sm text-slate-700">
                You have a calendar feed{createdAt ? `, created ${formatDate(new Date(createdAt))}` : ''}. Its address was shown once, when it was made, and
                cannot be shown again. Lost it? Replace the feed to get a new address.
              </p>
            ) : null}
            {!active ? <p className="text-sm text-slate-700">You have no calendar feed.</p> : null}
            <div className="flex flex-wrap gap-3">
              {active ? (
                <>
                  <Button variant="secondary" onClick={() => setConfirming('replace')} aria-disabled={busy || undefined}>
                    {create.isPending ? <Spinner /> : null}
                    Replace feed
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming('revoke')} aria-disabled={busy || undefined}>
                    {revoke.isPending ? <Spinner /> : null}
                    Revoke feed
                  </Button>
                </>
              ) : (
                <Button onClick={makeFeed} aria-disabled={busy || undefined}>
                  {create.isPending ? <Spinner /> : null}
                  Create feed
                </Button>
              )}
            </div>
          </div>
        )}
      </QueryState>

      {confirming === 'replace' ? (
        <ConfirmDialog
          title="Replace the calendar feed?"
          confirmLabel="Replace feed"
          cancelLabel="Keep the current feed"
          tone="primary"
          onConfirm={makeFeed}
          onCancel={() => setConfirming(null)}
        >
          <p>You get a new address. Calendars subscribed to the current one stop receiving updates until you add the new one.</p>
        </ConfirmDialog>
      ) : null}
      {confirming === 'revoke' ? (
        <ConfirmDialog
          title="Revoke the calendar feed?"
          confirmLabel="Revoke feed"
          cancelLabel="Keep the feed"
          onConfirm={revokeFeed}
          onCancel={() => setConfirming(null)}
        >
          <p>The address stops working at once. Calendars subscribed to it stop receiving updates; events they already show may stay until they refresh.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
