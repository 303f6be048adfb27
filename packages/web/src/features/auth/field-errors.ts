/** Turns a zod validation failure into one message per form field, the first issue of each path winning. */
import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function fieldErrorsOf<Field extends string>(error: z.ZodError, fields: readonly Field[]): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field !== undefined && result[field] === undefined) result[field] = issue.message;
  }
  return result;
}
