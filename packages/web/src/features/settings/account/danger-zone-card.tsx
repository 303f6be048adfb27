/**
 * Data Management with its Danger Zone: "Clear all data" stays disabled until the typed
 * text is exactly DELETE_ALL_DATA (pressing Enter with anything else says so), shows "Clearing..." while it runs,
 * says "All data has been permanently deleted." and reloads the page; the account stays. "Delete account" asks for
 * the password and removes the account with everything in it.
 */
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, CLEAR_DATA_CONFIRMATION } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { TextField } from '@/components/text-field';
import { api } from '@/lib/app-api';
import { describeFailure } from '@/lib/failure-message';
import { SettingsCard } from '../settings-card';
import { useClearData, useDeleteAccount } from './queries';

/** Long enough to read the outcome before the page reloads. */
const RELOAD_AFTER_MS = 1500;

const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-rose-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600';

export function DangerZoneCard() {
  const headingId = useId();
  const clear = useClearData();
  const remove = useDeleteAccount();
  const [confirmation, setConfirmation] = useState('');
  const [clearMessage, setClearMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [password, setPassword] = useState('');
  const [deleteFailure, setDeleteFailure] = useState<{ message: string; details: string[] } | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const matches = confirmation === CLEAR_DATA_CONFIRMATION;

  const submitClear = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setClearMessage({ tone: 'error', text: ACCOUNT_MESSAGES.clearMismatch });
      return;
    }
    setClearMessage(null);
    clear.mutate(confirmation, {
      onSuccess: (result) => {
        setClearMessage({ tone: 'success', text: result.message });
        setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      },
      onError: () => setClearMessage({ tone: 'error', text: ACCOUNT_MESSAGES.clearFailed }),
    });
  };

  const submitDelete = (event: FormEvent) => {
    event.preventDefault();
    setDeleteFailure(null);
    remove.mutate(password, {
      onSuccess: (result) => {
        setDeleted(result.message);
        setTimeout(() => {
          void api.logout().finally(() => window.location.assign('/'));
        }, RELOAD_AFTER_MS);
      },
      onError: (error) => setDeleteFailure(describeFailure(error, 'Failed to delete the account. Please try again.')),
    });
  };

  return (
    <SettingsCard headingId={headingId} title="Data Management" description="Danger Zone: these cannot be undone. Export a backup first.">
      <form onSubmit={submitClear} className="flex flex-col gap-3 rounded-xl border border-rose-200 bg-rose-50/60 p-4">
        <h4 className="text-sm font-semibold text-rose-900">Clear all data</h4>
        <p className="text-sm text-slate-700">
          Permanently deletes every entry, dose, focus session, supplement, focus aid, condition, goal and preference. Your account and sign-in stay. Type{' '}
          <code className="rounded bg-white px-1 font-semibold">{CLEAR_DATA_CONFIRMATION}</code> to confirm.
        </p>
        <div aria-live="polite">{clearMessage ? <Alert tone={clearMessage.tone}>{clearMessage.text}</Alert> : null}</div>
        <TextField
          label="Confirmation"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          onKeyDown={(e) => {
            // With the button disabled the browser does not submit on Enter; say what is missing instead.
            if (e.key === 'Enter' && !matches) {
              e.preventDefault();
              setClearMessage({ tone: 'error', text: ACCOUNT_MESSAGES.clearMismatch });
            }
          }}
          autoComplete="off"
          spellCheck={false}
          disabled={clear.isPending || clear.isSuccess}
        />
        <div>
          <button type="submit" className={DANGER_BUTTON} disabled={!matches || clear.isPending || clear.isSuccess}>
            {clear.isPending ? 'Clearing...' : 'Clear all data'}
          </button>
        </div>
      </form>
      <form onSubmit={submitDelete} className="flex flex-col gap-3 rounded-xl border border-rose-200 bg-rose-50/60 p-4">
        <h4 className="text-sm font-semibold text-rose-900">Delete account</h4>
        <p className="text-sm text-slate-700">Removes your account and all of its data. Enter your password to confirm.</p>
        <div aria-live="polite">{deleted ? <Alert tone="success">{deleted}</Alert> : null}</div>
        {deleteFailure ? (
          <Alert tone="error" details={deleteFailure.details}>
            {deleteFailure.message}
          </Alert>
        ) : null}
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          disabled={remove.isPending || deleted !== null}
        />
        <div>
          <button type="submit" className={DANGER_BUTTON} disabled={password === '' || remove.isPending || deleted !== null}>
            {remove.isPending ? 'Deleting...' : 'Delete account'}
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}
