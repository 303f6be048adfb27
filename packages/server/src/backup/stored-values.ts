/**
 * The stored shapes of values a backup record holds differently: booleans are 0/1 and lists and settings JSON text
 * in the database, true booleans, arrays and objects in the file.
 */
export const storedBool = (value: number) => value === 1;
export const bit = (value: boolean) => (value ? 1 : 0);

/** The strings of a stored JSON list (anything else in it is dropped). */
export function jsonList(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
}

/** A stored JSON object of plain settings (keys whose value is not a plain value are dropped). */
export function jsonSettings(text: string): Record<string, string | number | boolean | null> {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}
