/**
 * Focus Aids & Activities: the active aids to pick for the next entry; an Edit
 * mode that shows hidden aids too, with a show/hide switch on each and delete on the user's own; and the
 * "Create Custom Focus Aid" dialog. Load failures say 'Failed to load focus aids' with Retry; changes that fail
 * show the server's message, else 'Failed to update focus aid'.
 */
import { useRef, useState } from 'react';
import { FOCUS_AID_MESSAGES, type FocusAid } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button, buttonClasses } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { serverMessageOr } from '@/lib/failure-message';
import { DailySection } from '../daily-section';
import { AidEditor } from './aid-editor';
import { countSelectedShown, selectionSummary } from './aid-groups';
import { AidPicker } from './aid-picker';
import { CreateAidModal } from './create-aid-modal';
import { AID_FORM_DRAFT_NAME, parseAidFormDraft } from './aid-form-draft';
import { useDraftOwner } from '@/lib/draft-owner';
import { useKeptCreateDialog } from '@/lib/use-kept-draft';
import { useActiveFocusAids, useAllFocusAids, useDeleteFocusAid, usePendingAidIds, useSetFocusAidActive } from './queries';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

export interface FocusAidsSectionProps {
  /** Aids picked for the next entry. */
  selectedIds: ReadonlySet<string>;
  onToggle: (focusAidId: string) => void;
}

/** The pressed Edit toggle: the secondary button's shape with a teal ring and a check mark. */
const EDIT_ON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-teal-700 bg-teal-50 px-4 py-2.5 text-sm font-semibold text-teal-950 ' +
  'ring-1 ring-teal-700 ring-inset transition-colors hover:bg-teal-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

type Notice = { tone: 'error' | 'success'; text: string };

export function FocusAidsSection({ selectedIds, onToggle }: FocusAidsSectionProps) {
  const [editing, setEditing] = useState(false);
  // A custom aid half made opens again in its dialog, and the section starts open to show it.
  const [creating, setCreating, createKept] = useKeptCreateDialog(useDraftOwner(), AID_FORM_DRAFT_NAME, parseAidFormDraft);
  const [deleting, setDeleting] = useState<FocusAid | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // The active list stays loaded in edit mode too, so it is already fresh when edit mode ends.
  const active = useActiveFocusAids();
  const all = useAllFocusAids(editing);
  const setActive = useSetFocusAidActive();
  const remove = useDeleteFocusAid();
  // One delete at a time: a double tap would ask the server twice and report the second's "not found".
  const oneAtATime = useOneAtATime();
  const pendingIds = usePendingAidIds();
  const shown = editing ? all : active;

  async function changeVisibility(aid: FocusAid, isActive: boolean) {
    setNotice(null);
    try {
      await setActive.mutateAsync({ id: aid.id, isActive });
      // A hidden aid can no longer be seen as picked, so it is not saved with the next entry either.
      if (!isActive && selectedIds.has(aid.id)) onToggle(aid.id);
    } catch (error) {
      // The failure itself is logged by the query client (lib/query-client.ts).
      setNotice({ tone: 'error', text: serverMessageOr(error, FOCUS_AID_MESSAGES.updateFailed) });
    }
  }

  async function deleteAid(aid: FocusAid) {
    setNotice(null);
    try {
      await remove.mutateAsync(aid.id);
      if (selectedIds.has(aid.id)) onToggle(aid.id);
      setNotice({ tone: 'success', text: `“${aid.name}” was deleted.` });
    } catch (error) {
      // The failure itself is logged by the query client (lib/query-client.ts).
      setNotice({ tone: 'error', text: serverMessageOr(error, FOCUS_AID_MESSAGES.updateFailed) });
    } finally {
      setDeleting(null);
    }
  }

  const picked = countSelectedShown(active.data ?? [], selectedIds);

  return (
    <DailySection
      title="Focus Aids & Activities"
      foldOnPhone={!createKept}
      description={
        editing
          ? 'Switch off the aids you do not use to hide them. Your own aids can also be deleted.'
          : active.data !== undefined
            ? selectionSummary(picked)
            : undefined
      }
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setCreating({})}>
            <Icon name="plus" className="size-4" />
            Add custom aid
          </Button>
          <button
            ref={editRef}
            type="button"
            aria-pressed={editing}
            onClick={() => {
              setNotice(null);
              setEditing((on) => !on);
            }}
            className={editing ? EDIT_ON : buttonClasses('secondary')}
          >
            {editing ? <Icon name="check" className="size-4" /> : <Icon name="edit" className="size-4" />}
            Edit
          </button>
        </div>
      }
    >
      {notice !== null ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <QueryState
        query={shown}
        keepDataOnError
        loading="Loading focus aids…"
        error={FOCUS_AID_MESSAGES.loadFailed}
        isEmpty={(aids) => aids.length === 0}
        empty={<p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">{FOCUS_AID_MESSAGES.empty}</p>}
      >
        {(aids) =>
          editing ? (
            <AidEditor aids={aids} pendingIds={pendingIds} onSetActive={(aid, isActive) => void changeVisibility(aid, isActive)} onDelete={setDeleting} />
          ) : (
            <AidPicker aids={aids} selectedIds={selectedIds} onToggle={onToggle} />
          )
        }
      </QueryState>

      {creating !== false ? (
        <CreateAidModal
          {...creating}
          onClose={() => setCreating(false)}
          onCreated={(aid) => {
            setCreating(false);
            setNotice({ tone: 'success', text: `“${aid.name}” was added.` });
          }}
        />
      ) : null}
      {deleting !== null ? (
        <ConfirmDialog
          title="Delete focus aid?"
          confirmLabel={`Delete ${deleting.name}`}
          pending={remove.isPending}
          onConfirm={() => void oneAtATime(() => deleteAid(deleting))}
          onCancel={() => setDeleting(null)}
          fallbackFocus={() => editRef.current}
        >
          Are you sure you want to delete “{deleting.name}”? It will no longer be offered for new entries.
        </ConfirmDialog>
      ) : null}
    </DailySection>
  );
}
