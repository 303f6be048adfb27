/**
 * "Create Custom Focus Aid": name (required after trimming; submit stays disabled while
 * it is blank), icon, category and an optional description. A refusal shows the server's message, else
 * 'Failed to create focus aid', with the server's validation details next to their fields. Kept as the user's draft
 * while changed (aid-form-draft.ts).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FOCUS_AID_CATEGORIES, FOCUS_AID_LIMITS, FOCUS_AID_MESSAGES, type FocusAid, type FocusAidCategory } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { Button } from '@/components/button';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { useDiscardGuard } from '@/components/discard-changes';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-error';
import { serverMessageOr } from '@/lib/failure-message';
import { TextField } from '@/components/text-field';
import { SelectField, TextAreaField } from '@/components/form-controls';
import { FOCUS_AID_CATEGORY_LABELS } from './aid-groups';
import {
  buildCreateRequest,
  chosenIcon,
  emptyAidForm,
  hasAidFormChanges,
  isNameBlank,
  placeServerDetails,
  type AidField,
  type AidFormValues,
  type PlacedErrors,
} from './aid-form';
import { IconPicker } from './icon-picker';
import { AID_FORM_DRAFT_NAME, AID_SAVE_ATTEMPT_NAME } from './aid-form-draft';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useDraftOwner } from '@/lib/draft-owner';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { useKeptSaveAttempt } from '@/lib/use-kept-save-attempt';
import { useCreateFocusAid } from './queries';

const CREATE_AID_TITLE = 'Create Custom Focus Aid';
const CATEGORY_OPTIONS = FOCUS_AID_CATEGORIES.map((category) => ({ value: category, label: FOCUS_AID_CATEGORY_LABELS[category] }));
const NO_ERRORS: PlacedErrors = { fields: {}, other: [] };

interface CreateAidModalProps {
  /** A form kept from before a reload or an expired session: it opens as it was left, and says so. */
  restored?: AidFormValues;
  onClose: () => void;
  onCreated: (aid: FocusAid) => void;
}

export function CreateAidModal({ restored, onClose, onCreated }: CreateAidModalProps) {
  const titleId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  const [values, setValues] = useState<AidFormValues>(() => restored ?? emptyAidForm());
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<PlacedErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateFocusAid();
  const oneAtATime = useOneAtATime();

  const blank = isNameBlank(values);
  const changed = hasAidFormChanges(values);
  const owner = useDraftOwner();
  const forgetDraft = useKeptDraft(owner, AID_FORM_DRAFT_NAME, changed, values);
  // Saved again after its answer was lost, even after a reload between the two, it is still one aid.
  const saveKeys = useKeptSaveAttempt(owner, AID_SAVE_ATTEMPT_NAME);
  const guard = useDiscardGuard(changed, () => {
    forgetDraft();
    onClose();
  });
  const nameError = nameTouched && blank ? FOCUS_AID_MESSAGES.nameRequired : errors.fields.name;

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  /** Changes fields and forgets the errors that were about them. */
  function change(patch: Partial<AidFormValues>, fields: readonly AidField[]) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      if (!fields.some((field) => current.fields[field] !== undefined)) return current;
      const next = { ...current.fields };
      for (const field of fields) delete next[field];
      return { ...current, fields: next };
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank) {
      setNameTouched(true);
      return;
    }
    await oneAtATime(async () => {
      const built = buildCreateRequest(values);
      setFailure(null);
      if (!built.ok) {
        focusFirstError.current = true;
        setErrors({ fields: built.errors, other: [] });
        return;
      }
      setErrors(NO_ERRORS);
      try {
        const aid = await create.mutateAsync({ ...built.body, idempotencyKey: saveKeys.keyFor(built.body) });
        saveKeys.saved();
        forgetDraft();
        onCreated(aid);
      } catch (error) {
        // The failure itself is logged by the query client (lib/query-client.ts).
        setFailure(serverMessageOr(error, FOCUS_AID_MESSAGES.createFailed));
        focusFirstError.current = true;
        setErrors(error instanceof ApiError ? placeServerDetails(error.details) : NO_ERRORS);
      }
    });
  }

  return (
    <ModalDialog labelledBy={titleId} onClose={guard.requestClose} closeOnOverlayClick initialFocus={nameRef}>
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={titleId} className="flex min-h-0 flex-1 flex-col">
        <DialogHeader titleId={titleId} title={CREATE_AID_TITLE} subtitle="Only the name is required." onClose={guard.requestClose} closeLabel="Close" />
        <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          {restored ? <KeptDraftNote /> : null}
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:items-start">
            <TextField
              ref={nameRef}
              label="Name"
              value={values.name}
              onChange={(event) => {
                setNameTouched(true);
                change({ name: event.target.value }, ['name']);
              }}
              onBlur={() => setNameTouched(true)}
              error={nameError ?? null}
              required
              maxLength={FOCUS_AID_LIMITS.name}
              autoComplete="off"
              placeholder="e.g. Lo-fi playlist"
            />
            <SelectField
              label="Category"
              value={values.category}
              onChange={(event) => change({ category: event.target.value as FocusAidCategory }, ['category'])}
              options={CATEGORY_OPTIONS}
              error={errors.fields.category}
            />
          </div>
          <IconPicker
            chosen={chosenIcon(values)}
            customIcon={values.customIcon}
            onPickPalette={(emoji) => change({ paletteIcon: emoji, customIcon: '' }, ['icon'])}
            onCustomChange={(text) => change({ customIcon: text }, ['icon'])}
            error={errors.fields.icon}
          />
          <TextAreaField
            label="Description"
            labelNote="(optional)"
            rows={2}
            maxLength={FOCUS_AID_LIMITS.description}
            hint={`${values.description.length}/${FOCUS_AID_LIMITS.description} characters`}
            value={values.description}
            onChange={(event) => change({ description: event.target.value }, ['description'])}
            error={errors.fields.description}
          />
        </div>
        <footer className="flex flex-col gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:px-6">
          {failure !== null ? (
            <Alert tone="error" details={errors.other}>
              {failure}
            </Alert>
          ) : null}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
            <Button variant="secondary" onClick={guard.requestClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank} aria-disabled={create.isPending || undefined}>
              {create.isPending ? <Spinner /> : null}
              Create aid
            </Button>
          </div>
        </footer>
      </form>
      {guard.question}
    </ModalDialog>
  );
}
