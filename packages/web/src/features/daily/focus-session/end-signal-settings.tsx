/**
 * How the planned end is announced, chosen under the timer and remembered in this browser: "Play a sound" (on by
 * default) and "Show a notification", which asks the browser's permission only when the user ticks it, never on
 * load. A refused or unavailable notification is said plainly; the title and the sound still work.
 */
import { useId, useState } from 'react';
import { CheckboxField } from '@/components/form-controls';
import { parseBoolean, useStoredPreference } from '@/lib/stored-preference';
import { notificationState, requestNotifications, type NotificationState } from './end-notification';
import { NOTIFY_DEFAULT, NOTIFY_PREFERENCE, SOUND_DEFAULT, SOUND_PREFERENCE } from './end-signals';

export function EndSignalSettings() {
  const labelId = useId();
  const [sound, setSound] = useStoredPreference(SOUND_PREFERENCE, SOUND_DEFAULT, parseBoolean);
  const [notify, setNotify] = useStoredPreference(NOTIFY_PREFERENCE, NOTIFY_DEFAULT, parseBoolean);
  const [permission, setPermission] = useState<NotificationState>(notificationState);

  async function changeNotify(next: boolean): Promise<void> {
    setNotify(next);
    if (!next || permission === 'granted') return;
    try {
      const answer = await requestNotifications();
      setPermission(answer);
      if (answer !== 'granted') setNotify(false);
    } catch (error) {
      console.error('Asking for notification permission failed', error);
      setPermission(notificationState());
      setNotify(false);
    }
  }

  const canNotify = permission === 'granted' || permission === 'default';
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1 rounded-xl bg-slate-50 px-3 py-2">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        When the planned time is up
      </p>
      <div className="flex flex-wrap gap-x-6">
        <CheckboxField label="Play a sound" checked={sound} onChange={setSound} />
        {canNotify ? <CheckboxField label="Show a notification" checked={notify} onChange={(next) => void changeNotify(next)} /> : null}
      </div>
      {permission === 'denied' ? (
        <p className="text-sm text-slate-600">Notifications are blocked for this site in your browser’s settings; the tab’s title still counts down.</p>
      ) : permission === 'unsupported' ? (
        <p className="text-sm text-slate-600">This browser cannot show notifications from this page; the tab’s title still counts down.</p>
      ) : null}
    </div>
  );
}
