/**
 * Settings › Tracking Preferences › "Your mood tags": the eight defaults (fixed) and the user's own, each of which
 * can be deleted (asked first). Entries that carry a deleted tag keep it. Tags are added where they are used:
 * "+ Tag" in New Entry and the History editor.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MOOD_TAG_LIMITS, type MoodTag } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { useDeleteMoodTag } from '@/domain/mood-tags/queries';
import { serverMessageOr } from '@/lib/failure-message';
import { moodTagsQuery } from '@/lib/resources/mood-tags';
import { SettingsCard } from '../settings-card';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

export function YourMoodTagsCard() {
  const headingId = useId();
  const tags = useQuery(moodTagsQuery());
  const remove = useDeleteMoodTag();
  // One delete at a time: a double tap would ask the server twice and report the second's "not found".
  const oneAtATime = useOneAtATime();
  const [deleting, setDeleting] = useState<MoodTag | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  function confirmDelete(tag: MoodTag) {
    void oneAtATime(async () => {
      try {
        await remove.mutateAsync(tag.id);
        setOutcome({ tone: 'success', text: `Tag “${tag.name}” deleted.` });
      } catch (error) {
        setOutcome({ tone: 'error', text: serverMessageOr(error, 'Failed to delete the tag. Please try again.') });
      } finally {
        setDeleting(null);
      }
    });
  }

  return (
    <SettingsCard
      headingId={headingId}
      title="Your mood tags"
      description={`Your own tags appear beside the eight defaults in New Entry and History (up to ${MOOD_TAG_LIMITS.perUser}). Add one with “+ Tag” there.`}
    >
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <QueryState query={tags} loading="Loading your mood tags…" error="Your mood tags could not be loaded.">
        {(data) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">
              <span className="font-medium text-slate-800">Defaults:</span> {data.defaults.join(', ')}
            </p>
            {data.custom.length === 0 ? (
              <p className="text-sm text-slate-600">No tags of your own yet.</p>
            ) : (
              <ul aria-label="Your own mood tags" className="flex flex-wrap gap-2">
                {data.custom.map((tag) => (
                  <li
                    key={tag.id}
                    className="inline-flex min-h-11 items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-4 text-sm text-slate-800"
                  >
                    <span className="break-all">{tag.name}</span>
                    <Button variant="quiet" className="size-9 min-h-9 rounded-full px-0" onClick={() => setDeleting(tag)} aria-label={`Delete tag ${tag.name}`}>
                      <Icon name="close" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
      {deleting !== null ? (
        <ConfirmDialog
          title={`Delete tag “${deleting.name}”?`}
          confirmLabel="Delete tag"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>It is no longer offered for new entries. Entries that already carry it keep it.</p>
        </ConfirmDialog>
      ) : null}
    </SettingsCard>
  );
}
