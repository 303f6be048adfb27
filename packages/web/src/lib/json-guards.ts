/** Checks for values read back from storage (a kept draft) before they are trusted as a form's state. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
