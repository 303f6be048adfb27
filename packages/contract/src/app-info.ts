/** GET /api/app-info: what the web app needs to know of its installation before anyone signs in. */
import { z } from 'zod';

export const appInfoSchema = z.object({
  /** Where Contact Support and Send Feedback write to: SUPPORT_EMAIL, else support@ the APP_URL host. */
  supportEmail: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;
