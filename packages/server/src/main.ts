/**
 * The server's entry (`node dist/main.js`): starts the bundle when it is current (lib/current-bundle.ts), else the
 * modules tsc built; both run server-main.ts.
 */
import { currentBundle } from './lib/current-bundle.js';

await import(currentBundle()?.href ?? './server-main.js');
