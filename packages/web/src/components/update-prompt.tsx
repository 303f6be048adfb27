/**
 * "A new version is ready": shown when a new build has installed beside the running one
 * (lib/app-update.ts). The user picks the moment, so nothing being typed is reloaded away. It lies over the page
 * without moving it: above the phone's tab bar, and at the bottom left from 640 px, away from the help button.
 */
import { dismissAppUpdate, useAppUpdate } from '../lib/app-update';
import { Button } from './button';

export function UpdatePrompt() {
  const apply = useAppUpdate();
  if (apply === null) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-2 bottom-16 z-50 mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-teal-200 bg-white p-3 shadow-lg sm:right-auto sm:bottom-6 sm:left-6"
    >
      <p className="min-w-0 flex-1 basis-48 text-sm text-slate-800">A new version of the app is ready. Save what you are typing, then reload to use it.</p>
      <div className="flex gap-2">
        <Button variant="quiet" onClick={dismissAppUpdate}>
          Later
        </Button>
        <Button onClick={apply}>Reload to update</Button>
      </div>
    </div>
  );
}
