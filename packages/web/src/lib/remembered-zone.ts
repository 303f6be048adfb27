/**
 * The profile's time zone as this device last read it, kept only when it is not the device's own (a phone abroad), so
 * the next load reads "today" in it from the start: the opening reads ask for the profile's day, not the device's,
 * and nothing is asked again or redrawn when the profile answers. Forgotten when the session ends.
 */
const STORAGE_KEY = 'wellness.timeZone';

export function rememberedTimeZone(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch (error) {
    // Storage refused (a private window's policy, say): the device's zone until the profile answers, as before.
    if (error instanceof DOMException) return null;
    throw error;
  }
}

/** Keeps `zone` for the next load, or forgets it (null: the device's own zone, or the session ended). */
export function rememberTimeZone(zone: string | null): void {
  try {
    if (zone === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, zone);
  } catch (error) {
    // Storage refused or full: the next load reads the device's day until the profile answers, as without it.
    if (!(error instanceof DOMException)) throw error;
  }
}
