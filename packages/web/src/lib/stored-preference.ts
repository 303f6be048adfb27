/**
 * Small choices this browser remembers for the user (a folded section, the timer's sound, the last session type),
 * kept in local storage under `wellness.pref.<name>`. They are display preferences of this device, never health
 * data, so they stay when the user signs out. A stored value is read through a parser: anything unreadable (an
 * older format, a hand edit) gives the default instead of breaking the screen. Storage that refuses (some privacy
 * modes) is logged and the choice lasts only for the page.
 */
import { useCallback, useState } from 'react';

const PREFIX = 'wellness.pref.';

export type PreferenceParser<T> = (stored: unknown) => T | null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch (error) {
    console.error('Local storage is unavailable; choices will not be remembered', error);
    return null;
  }
}

export function readPreference<T>(name: string, parse: PreferenceParser<T>): T | null {
  const store = storage();
  if (store === null) return null;
  let raw: string | null;
  try {
    raw = store.getItem(PREFIX + name);
  } catch (error) {
    console.error(`Could not read the remembered choice "${name}"`, error);
    return null;
  }
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw) as unknown);
  } catch {
    // Not JSON: written by something else; the default applies and the next choice overwrites it.
    return null;
  }
}

export function writePreference(name: string, value: unknown): void {
  const store = storage();
  if (store === null) return;
  try {
    store.setItem(PREFIX + name, JSON.stringify(value));
  } catch (error) {
    console.error(`Could not remember the choice "${name}"`, error);
  }
}

export const parseBoolean: PreferenceParser<boolean> = (stored) => (typeof stored === 'boolean' ? stored : null);

/** A remembered choice as state: read once when the component mounts, written on every change. */
export function useStoredPreference<T>(name: string, fallback: T, parse: PreferenceParser<T>): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readPreference(name, parse) ?? fallback);
  const update = useCallback(
    (next: T) => {
      setValue(next);
      writePreference(name, next);
    },
    [name],
  );
  return [value, update];
}
