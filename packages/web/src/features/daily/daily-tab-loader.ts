/**
 * The Daily tab's chunk. The entry starts it once the shell's chunk has arrived and run (app.tsx), and the shell
 * renders the tab's frame until it is here (app/tab-content.tsx): one request for both.
 */
import { moduleLoader } from '@/lib/module-loader';

export const dailyTabLoader = moduleLoader(() => import('./daily-tab'));
