/**
 * Profile Settings: read mode, and Edit/Cancel to change name, email and time zone; a
 * successful save returns to read mode. A new email switches only once the link mailed to it is followed, so the
 * card says where the link went. Changing the email asks for the current password (a stolen session alone
 * must not move the account); a failed save keeps everything typed. The time zone is a searchable list: the five most
 * used zones first, then every zone.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, type Profile } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { formatDate } from '@/lib/date-format';
import { ApiError } from '@/lib/api-error';
import { changeFailure } from '@/lib/change-failure';
import { sameFormContent } from '@/lib/same-form-content';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { SettingsCard } from '../settings-card';
import { useSaveProfile } from './queries';
import { timeZoneChoices } from './time-zones';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

function ReadRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="w-36 shrink-0 text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function ProfileCard({ profile }: { profile: Profile }) {
  const headingId = useId();
  const listId = useId();
  const save = useSaveProfile();
  // One at a time: a double tap would send it twice, and only the last call's answer would be shown.
  const oneAtATime = useOneAtATime();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ name: profile.name, email: profile.email, timezone: profile.timezone, currentPassword: '' });
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneChoices(), []);
  // Leaving the tab, the sub-tab or the page with an edit in progress asks first (lib/unsaved-changes.ts).
  const opened = { name: profile.name, email: profile.email, timezone: profile.timezone, currentPassword: '' };
  useUnsavedChanges('Profile Settings', editing && !sameFormContent(draft, opened));

  const startEditing = () => {
    setDraft({ name: profile.name, email: profile.email, timezone: profile.timezone, currentPassword: '' });
    setFailure(null);
    setNotice(null);
    setEditing(true);
  };

  // The server compares the address as the contract normalises it (trimmed, lower case).
  const emailChanges = draft.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setPasswordError(null);
    void oneAtATime(
      () =>
        new Promise<void>((settled) =>
          save.mutate(
            { name: draft.name, email: draft.email, timezone: draft.timezone.trim(), ...(emailChanges ? { currentPassword: draft.currentPassword } : {}) },
            {
              onSuccess: (saved) => {
                setEditing(false);
                setDraft((current) => ({ ...current, currentPassword: '' }));
                setNotice(saved.pendingEmail !== null && saved.pendingEmail !== profile.pendingEmail ? ACCOUNT_MESSAGES.emailChangeSent : 'Profile saved.');
              },
              onError: (error) => {
                // A missing or wrong current password: say so at the field, in the server's words (the form keeps its text).
                const field = error instanceof ApiError ? error.details.find((detail) => detail.path === 'currentPassword') : undefined;
                if (field) {
                  setPasswordError(field.message);
                  setFailure({ message: ACCOUNT_MESSAGES.profileFailed, details: [field.message] });
                  return;
                }
                // The alert always leads with the spec's words; what the server found wrong goes below them.
                setFailure(changeFailure(error, ACCOUNT_MESSAGES.profileFailed));
              },
              onSettled: () => settled(),
            },
          ),
        ),
    );
  };

  return (
    <SettingsCard
      headingId={headingId}
      title="Profile Settings"
      description="Your name, sign-in email and the time zone your days are counted in."
      action={
        <Button variant="secondary" onClick={editing ? () => setEditing(false) : startEditing} disabled={save.isPending}>
          {editing ? 'Cancel' : 'Edit'}
        </Button>
      }
    >
      <div aria-live="polite">{notice && !editing ? <Alert tone="success">{notice}</Alert> : null}</div>
      {editing ? (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {failure ? (
            <Alert tone="error" details={failure.details}>
              {failure.message}
            </Alert>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} autoComplete="name" required />
            <TextField
              label="Email"
              type="email"
              value={draft.email}
              onChange={(e) => setDraft({ ...draft, email: e.target.value })}
              autoComplete="email"
              hint="A new address changes once you follow the link we send to it."
              required
            />
            <TextField
              label="Time zone"
              value={draft.timezone}
              onChange={(e) => setDraft({ ...draft, timezone: e.target.value })}
              list={listId}
              autoComplete="off"
              hint="Type to search. Days you record from now on use the new zone."
              required
            />
            {emailChanges ? (
              <TextField
                label="Current password"
                type="password"
                name="current-password"
                value={draft.currentPassword}
                onChange={(e) => setDraft({ ...draft, currentPassword: e.target.value })}
                autoComplete="current-password"
                hint="Needed to change your email."
                error={passwordError}
                required
              />
            ) : null}
            <datalist id={listId}>
              {zones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </div>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save profile'}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="flex flex-col gap-2">
          <ReadRow label="Name">{profile.name}</ReadRow>
          <ReadRow label="Email">
            {profile.email}
            {profile.pendingEmail ? <span className="block text-sm font-normal text-amber-800">Waiting for confirmation: {profile.pendingEmail}</span> : null}
          </ReadRow>
          <ReadRow label="Time zone">{profile.timezone}</ReadRow>
          <ReadRow label="Member since">{formatDate(new Date(profile.memberSince))}</ReadRow>
          <ReadRow label="Subscription">{`${profile.subscription.tier} Tier`}</ReadRow>
        </dl>
      )}
    </SettingsCard>
  );
}
