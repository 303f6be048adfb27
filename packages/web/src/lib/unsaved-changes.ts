/**
 * Unsaved edits that leaving would lose (Tracking Preferences' draft): a screen registers them while it has
 * them; the shell asks before switching tabs, and the browser before the page is left or reloaded.
 */
const owners = new Set<string>();

export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes in Tracking Preferences. Leave without saving them?';

function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

export function setUnsavedChanges(owner: string, unsaved: boolean): void {
  const before = owners.size;
  if (unsaved) owners.add(owner);
  else owners.delete(owner);
  if (before === 0 && owners.size > 0) window.addEventListener('beforeunload', onBeforeUnload);
  if (before > 0 && owners.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
}

export function hasUnsavedChanges(): boolean {
  return owners.size > 0;
}

/** True when nothing unsaved would be lost, or the user agrees to lose it. */
export function confirmLeavingUnsaved(): boolean {
  return !hasUnsavedChanges() || window.confirm(UNSAVED_CHANGES_QUESTION);
}
