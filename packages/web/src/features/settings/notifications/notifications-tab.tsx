/**
 * Tracking Preferences › Notifications: push notifications for dose and refill reminders. This browser's state
 * (can it receive push, did the user refuse permission, is it subscribed) with "Subscribe this device", the list
 * of subscribed devices with Remove (behind a confirmation), and "Send a test notification". When the browser
 * refuses permission the tab says how to allow it (the contract's words) instead of offering a button that
 * cannot work. Nothing here is part of the preferences draft: each action takes effect at once.
 */
import { useId, useState } from 'react';
import { PUSH_MESSAGES, type PushSubscriptionView } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { formatDateTime } from '@/lib/date-format';
import { serverMessageOr } from '@/lib/failure-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { describeTestResult } from './push-support';
import { usePushDevices, useRemoveDevice, useSendTestNotification, useSubscribeThisDevice, useThisBrowserSubscribed } from './queries';
import { PermissionDeniedError, thisBrowserAvailability } from './this-browser';

type Outcome = { tone: 'success' | 'warning' | 'info' | 'error'; text: string } | null;

function DeviceRow({ device, onRemove }: { device: PushSubscriptionView; onRemove: (device: PushSubscriptionView) => void }) {
  const added = formatDateTime(new Date(device.createdAt));
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
          <Icon name="bell" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{device.deviceName}</p>
          <p className="mt-0.5 flex flex-col text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-1">
            <span>Added {added}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span>{device.lastSuccessAt ? `Last notified ${formatDateTime(new Date(device.lastSuccessAt))}` : 'Not notified yet'}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span className="break-all">via {device.endpointHost}</span>
          </p>
        </div>
      </div>
      <Button variant="secondary" className="ml-13 self-start sm:ml-0 sm:self-center" onClick={() => onRemove(device)}>
        Remove
        <span className="sr-only">
          {' '}
          {device.deviceName}, added {added}
        </span>
      </Button>
    </li>
  );
}

/** This browser: what it can do, and the button that subscribes it when it can. */
function ThisBrowser({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const availability = thisBrowserAvailability();
  const subscribed = useThisBrowserSubscribed();
  const subscribe = useSubscribeThisDevice();
  const oneAtATime = useOneAtATime();
  const [denied, setDenied] = useState(availability === 'denied');

  if (availability === 'unsupported') return <Alert tone="info">{PUSH_MESSAGES.unsupported}</Alert>;

  const run = () =>
    void oneAtATime(async () => {
      onOutcome(null);
      try {
        const device = await subscribe.mutateAsync();
        setDenied(false);
        onOutcome({ tone: 'success', text: `${device.deviceName} will get notifications.` });
      } catch (error) {
        if (error instanceof PermissionDeniedError) setDenied(true);
        else onOutcome({ tone: 'error', text: serverMessageOr(error, error instanceof Error ? error.message : 'Could not subscribe this device.') });
      }
    });

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">
        {subscribed.data ? 'This browser is subscribed. Subscribe again if it is missing from the list below.' : 'This browser does not get notifications yet.'}
      </p>
      {denied ? <Alert tone="warning">{PUSH_MESSAGES.permissionDenied}</Alert> : null}
      <div>
        <Button onClick={run} aria-disabled={subscribe.isPending || undefined}>
          {subscribe.isPending ? <Spinner /> : <Icon name="bell" className="size-4" />}
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe this device'}
        </Button>
      </div>
    </div>
  );
}

export function NotificationsTab() {
  const headingId = useId();
  const devices = usePushDevices();
  const remove = useRemoveDevice();
  const sendTest = useSendTestNotification();
  const oneAtATime = useOneAtATime();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [removing, setRemoving] = useState<PushSubscriptionView | null>(null);

  const confirmRemove = () =>
    void oneAtATime(async () => {
      if (removing === null) return;
      setOutcome(null);
      try {
        await remove.mutateAsync(removing.id);
        setOutcome({ tone: 'success', text: `${removing.deviceName} will no longer get notifications.` });
      } catch (error) {
        setOutcome({ tone: 'error', text: serverMessageOr(error, 'Could not remove the device. Please try again.') });
      }
      setRemoving(null);
    });

  const test = () =>
    void oneAtATime(async () => {
      setOutcome(null);
      try {
        setOutcome(describeTestResult(await sendTest.mutateAsync()));
      } catch (error) {
        setOutcome({ tone: 'error', text: serverMessageOr(error, 'Could not send the test notification. Please try again.') });
      }
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h4 id={headingId} className="text-base font-semibold text-slate-900">
          Push notifications
        </h4>
        <p className="mt-0.5 text-sm text-slate-600">
          Dose reminders with Take, Snooze and Skip buttons, and refill reminders, on each device you subscribe. They come from this server, through your
          browser&apos;s own push service.
        </p>
      </div>

      <ThisBrowser onOutcome={setOutcome} />

      {/* Always in the page so the outcome is announced; out of the layout while empty. */}
      <div aria-live="polite" className={outcome && outcome.tone !== 'error' ? undefined : 'sr-only'}>
        {outcome && outcome.tone !== 'error' ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </div>
      {outcome?.tone === 'error' ? <Alert tone="error">{outcome.text}</Alert> : null}

      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h5 className="text-sm font-semibold text-slate-900">Subscribed devices</h5>
          <Button variant="secondary" onClick={test} aria-disabled={sendTest.isPending || undefined}>
            {sendTest.isPending ? <Spinner /> : null}
            Send a test notification
          </Button>
        </div>
        <QueryState query={devices} keepDataOnError loading="Loading your devices…" error="Could not load your subscribed devices.">
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-slate-600">{PUSH_MESSAGES.testNoDevices}.</p>
            ) : (
              <ul aria-label="Subscribed devices" className="divide-y divide-slate-200">
                {list.map((device) => (
                  <DeviceRow key={device.id} device={device} onRemove={setRemoving} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>

      {removing !== null ? (
        <ConfirmDialog
          title="Remove this device?"
          confirmLabel="Remove"
          pending={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        >
          <p>
            <strong className="font-semibold text-slate-900">{removing.deviceName}</strong> will no longer get reminders. You can subscribe it again from that
            device.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
