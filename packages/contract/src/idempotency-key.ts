/**
 * The key a client chooses for one thing the user did (a tap, a save) and sends again with every retry of it: the
 * server keeps one record per key and user, and answers a repeat with the record it kept the first time, so an
 * answer lost on the way back never makes the retry a second record.
 */
import { z } from 'zod';

export const idempotencyKeySchema = z
  .string()
  .min(8, 'Use 8 to 100 letters, digits, - or _')
  .max(100, 'Use 8 to 100 letters, digits, - or _')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use 8 to 100 letters, digits, - or _');
