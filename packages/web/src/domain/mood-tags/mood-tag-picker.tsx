/**
 * The mood tags of an entry: the eight defaults and the user's own as chips, any tag the entry already carries
 * that is in neither (a custom tag deleted since) so it can still be removed, and "+ Tag" to add a tag of one's
 * own inline, which is then picked. Used by the New Entry form and History's entry editor.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { MOOD_TAG_LIMITS, moodTagInputSchema, nameKey } from '@wellness/contract';
import { Button } from '@/components/button';
import { Icon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { ToggleChip } from '@/components/toggle-chip';
import { useDraftOwner } from '@/lib/draft-owner';
import { serverMessageOr } from '@/lib/failure-message';
import { useKeptSaveAttempt } from '@/lib/use-kept-save-attempt';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useCreateMoodTag, useMoodTagNames } from './queries';

/** The last save attempt of a new tag (lib/use-kept-save-attempt.ts). */
const MOOD_TAG_SAVE_ATTEMPT_NAME = 'mood-tags.add.save-attempt';

interface MoodTagPickerProps {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  legend?: string;
  legendNote?: string;
}

export function toggleTagIn(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}

export function MoodTagPicker({ value, onChange, legend = 'Mood', legendNote }: MoodTagPickerProps) {
  const names = useMoodTagNames();
  const shown = [...names, ...value.filter((tag) => !names.includes(tag))];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}
        {legendNote ? <span className="ml-1 font-normal text-slate-600">{legendNote}</span> : null}
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        {shown.map((tag) => (
          <ToggleChip key={tag} pressed={value.includes(tag)} onToggle={() => onChange(toggleTagIn(value, tag))}>
            {tag}
          </ToggleChip>
        ))}
        <AddTag names={names} onAdded={(tag) => onChange(value.includes(tag) ? [...value] : [...value, tag])} />
      </div>
    </fieldset>
  );
}

function AddTag({ names, onAdded }: { names: readonly string[]; onAdded: (tag: string) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMoodTag();
  // A tag added again after its answer was lost is the tag kept, not a refusal of its own name.
  const saveKeys = useKeptSaveAttempt(useDraftOwner(), MOOD_TAG_SAVE_ATTEMPT_NAME);
  // One add at a time: a double tap must not create the tag twice.
  const oneAtATime = useOneAtATime();
  const inputId = useId();
  const errorId = useId();

  const close = () => {
    setOpen(false);
    setText('');
    setError(null);
  };

  async function add() {
    const parsed = moodTagInputSchema.safeParse({ name: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the tag');
      return;
    }
    const name = parsed.data.name;
    // A tag already offered (the server's rule of sameness) is picked rather than created twice.
    const existing = names.find((tag) => nameKey(tag) === nameKey(name));
    if (existing !== undefined) {
      onAdded(existing);
      close();
      return;
    }
    try {
      const created = await create.mutateAsync({ name, idempotencyKey: saveKeys.keyFor({ name }) });
      saveKeys.saved();
      onAdded(created.name);
      close();
    } catch (failure) {
      setError(serverMessageOr(failure, 'Failed to add the tag. Please try again.'));
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Inside the entry form, Enter adds the tag rather than saving the entry.
      event.preventDefault();
      void oneAtATime(add);
    } else if (event.key === 'Escape' && text === '') {
      event.preventDefault();
      close();
    }
  };

  if (!open) {
    return (
      <Button variant="quiet" onClick={() => setOpen(true)} className="rounded-full border border-dashed border-slate-400">
        <Icon name="plus" className="size-4" />
        Tag
      </Button>
    );
  }
  return (
    <div className="flex w-full flex-col gap-1 sm:w-auto">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          New mood tag
        </label>
        <input
          id={inputId}
          autoFocus
          value={text}
          maxLength={MOOD_TAG_LIMITS.name}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="New tag"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-11 w-44 min-w-0 rounded-full border bg-white px-4 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600 ${error ? 'border-rose-600' : 'border-slate-300'}`}
        />
        <Button variant="secondary" onClick={() => void oneAtATime(add)} aria-disabled={create.isPending || undefined}>
          {create.isPending ? <Spinner /> : null}
          Add tag
        </Button>
        <Button variant="quiet" onClick={close}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
