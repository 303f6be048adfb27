/**
 * Imported first by main.tsx. The server's Content-Security-Policy forbids `eval`; zod probes whether
 * `new Function` works (to compile faster parsers) and, although it catches the refusal, the browser reports a
 * violation every time. `jitless` skips the probe: the contract's schemas parse the same way, interpreted.
 */
import { z } from 'zod';

z.config({ jitless: true });
