/** The error body of every failed API call (api-decisions §2). */
import { z } from 'zod';

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  error: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
