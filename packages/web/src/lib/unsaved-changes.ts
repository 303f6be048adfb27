/**
 * Unsaved edits that leaving would lose (Tracking Preferences' draft, Profile Settings and Regional Settings while
 * edited): a screen registers them, by the name the user knows it by, while it has them; the shell asks before
 * switching tabs (by the tab bar, the help assistant's links, or the browser's Back and Forward), Settings before
 * switching to a sub-tab that would drop them, and the browser before the page is left or reloaded.
 */
import { useEffect } from 'react';
import { setLeaveGuard } from './location';
import { sectionFromPath, tabFromPath } from './tab-paths';

interface Owner {
  /** The edits live above the Settings sub-tabs (Tracking Preferences), so a sub-tab switch keeps them. */
  keptAcrossSections: boolean;
}

/** By name, in the order they were registered. */
const owners = new Map<string, Owner>();

export function unsavedChangesQuestion(names: readonly string[]): string {
  return `You have unsaved changes in ${names.join(' and ')}. Leave without saving them?`;
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

export function setUnsavedChanges(name: string, unsaved: boolean, owner: Owner = { keptAcrossSections: false }): void {
  const before = owners.size;
  if (unsaved) owners.set(name, owner);
  else owners.delete(name);
  if (before === 0 && owners.size > 0) window.addEventListener('beforeunload', onBeforeUnload);
  if (before > 0 && owners.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
}

/** Registers the screen's unsaved edits while `unsaved` holds, and forgets them when the screen goes. */
export function useUnsavedChanges(name: string, unsaved: boolean): void {
  useEffect(() => {
    setUnsavedChanges(name, unsaved);
    return () => setUnsavedChanges(name, false);
  }, [name, unsaved]);
}

export function hasUnsavedChanges(): boolean {
  return owners.size > 0;
}

function confirmLosing(names: readonly string[]): boolean {
  return names.length === 0 || window.confirm(unsavedChangesQuestion(names));
}

/** True when nothing unsaved would be lost by leaving the tab or the page, or the user agrees to lose it. */
export function confirmLeavingUnsaved(): boolean {
  return confirmLosing([...owners.keys()]);
}

/** The same for a switch between Settings' sub-tabs, which keeps the edits held above them. */
export function confirmLeavingSection(): boolean {
  return confirmLosing([...owners].filter(([, owner]) => !owner.keptAcrossSections).map(([name]) => name));
}

/** Whether moving from one app address to another may go ahead: asked when it would drop unsaved edits. */
export function confirmMoving(from: string, to: string): boolean {
  const fromPath = from.split('?')[0] ?? from;
  const toPath = to.split('?')[0] ?? to;
  if (tabFromPath(fromPath) !== tabFromPath(toPath)) return confirmLeavingUnsaved();
  if (sectionFromPath(fromPath) !== sectionFromPath(toPath)) return confirmLeavingSection();
  return true;
}

/** While the signed-in shell is mounted, the browser's Back and Forward ask too. */
export function useAskBeforeHistoryMoves(): void {
  useEffect(() => {
    setLeaveGuard(confirmMoving);
    return () => setLeaveGuard(null);
  }, []);
}
