/**
 * Places `{path, message}` items (the contract's issues or a server's `details`) on a form's fields: the first
 * message for each field the form's own `fieldOf` recognises, and every other message once, for under the form.
 */
export interface FieldPlacement<F extends string> {
  fields: Partial<Record<F, string>>;
  /** Messages that belong to no field of the form. */
  other: string[];
}

export function placeFieldErrors<F extends string>(
  items: ReadonlyArray<{ path: string; message: string }>,
  fieldOf: (path: string) => F | null,
): FieldPlacement<F> {
  const fields: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const { path, message } of items) {
    const field = fieldOf(path);
    if (field === null) other.push(message);
    else fields[field] ??= message;
  }
  return { fields, other: [...new Set(other)] };
}
