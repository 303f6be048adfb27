/**
 * Edit mode of Focus Aids & Activities: every aid, hidden ones too, each with a switch
 * that shows or hides it and, for the user's own aids, a delete button. A hidden aid is marked in words
 * ('Hidden') and drawn faded: its icon at half opacity, its name in a quieter tone that still reads at AA.
 */
import { useId } from 'react';
import type { FocusAid } from '@wellness/contract';
import { Spinner } from '@/components/spinner';
import { Icon } from '@/components/icons';
import { AidIcon } from '@/domain/focus-aids/aid-icon';
import { groupByCategory, type AidGroup } from './aid-groups';

interface AidEditorProps {
  aids: readonly FocusAid[];
  pendingIds: ReadonlySet<string>;
  onSetActive: (aid: FocusAid, isActive: boolean) => void;
  onDelete: (aid: FocusAid) => void;
}

export function AidEditor({ aids, pendingIds, onSetActive, onDelete }: AidEditorProps) {
  return (
    <div className="gap-x-6 lg:columns-2">
      {groupByCategory(aids).map((group) => (
        <EditorGroup key={group.category} group={group} pendingIds={pendingIds} onSetActive={onSetActive} onDelete={onDelete} />
      ))}
    </div>
  );
}

function EditorGroup({ group, ...rowProps }: { group: AidGroup } & Omit<AidEditorProps, 'aids'>) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mb-5 min-w-0 break-inside-avoid last:mb-0">
      <h4 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {group.label}
      </h4>
      <ul className="mt-2 flex flex-col gap-2">
        {group.aids.map((aid) => (
          <EditorRow key={aid.id} aid={aid} busy={rowProps.pendingIds.has(aid.id)} onSetActive={rowProps.onSetActive} onDelete={rowProps.onDelete} />
        ))}
      </ul>
    </div>
  );
}

interface EditorRowProps {
  aid: FocusAid;
  busy: boolean;
  onSetActive: (aid: FocusAid, isActive: boolean) => void;
  onDelete: (aid: FocusAid) => void;
}

function EditorRow({ aid, busy, onSetActive, onDelete }: EditorRowProps) {
  const hiddenAid = !aid.isActive;
  return (
    <li
      data-aid-id={aid.id}
      data-visibility={hiddenAid ? 'hidden' : 'shown'}
      className={`flex items-center gap-3 rounded-xl border py-1.5 pr-1.5 pl-3 ${hiddenAid ? 'border-dashed border-slate-300 bg-slate-50' : 'border-slate-200 bg-white'}`}
    >
      <span data-aid-icon="" className={`inline-flex shrink-0 text-teal-800 ${hiddenAid ? 'opacity-50 grayscale' : ''}`}>
        <AidIcon aid={aid} className="size-6" emojiClassName="text-2xl" />
      </span>
      <div className="min-w-0 flex-1 py-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`text-sm font-medium break-words ${hiddenAid ? 'text-slate-600' : 'text-slate-900'}`}>{aid.name}</span>
          {aid.isDefault ? null : (
            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-900 ring-1 ring-teal-200 ring-inset">Custom</span>
          )}
          {hiddenAid ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Hidden</span> : null}
        </p>
        {aid.description ? <p className="mt-0.5 text-xs text-slate-600">{aid.description}</p> : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={aid.isActive}
        aria-label={`Show ${aid.name}`}
        aria-busy={busy || undefined}
        onClick={busy ? undefined : () => onSetActive(aid, !aid.isActive)}
        className="inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        <span
          aria-hidden="true"
          className={`flex h-6 w-11 items-center rounded-full p-0.5 transition-colors motion-reduce:transition-none ${aid.isActive ? 'bg-teal-700' : 'bg-slate-500'}`}
        >
          <span
            className={`flex size-5 items-center justify-center rounded-full bg-white text-slate-600 shadow-sm transition-transform motion-reduce:transition-none ${aid.isActive ? 'translate-x-5' : ''}`}
          >
            {busy ? <Spinner className="size-3 border" /> : null}
          </span>
        </span>
      </button>
      {aid.isDefault ? null : (
        <button
          type="button"
          onClick={() => onDelete(aid)}
          aria-label={`Delete ${aid.name}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          <Icon name="trash" />
        </button>
      )}
    </li>
  );
}
