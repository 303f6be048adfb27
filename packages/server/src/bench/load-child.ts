/**
 * The load generator's own process (out-of-process-load.ts starts it): wrk when it is installed (wrk-load.ts), else
 * autocannon (autocannon-load.ts), against one target for the given time, then one JSON line on stdout with the
 * answers, their latency and the generator's CPU time. Kept apart from the server under test so the generator never
 * takes the server's CPU, and so its own CPU can be told apart.
 */
import { loadWithAutocannon } from './autocannon-load.js';
import { LOAD_STARTS, type LoadRequest } from './out-of-process-load.js';
import { loadWithWrk, wrkPath } from './wrk-load.js';

const request = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
// The parent measures the server, the machine and PostgreSQL from this line to the answer's, the load's own window:
// this process's start (a tenth of a second or more) would otherwise dilute every share of a short run.
const announce = () => process.stdout.write(`${LOAD_STARTS}\n`);
const wrk = wrkPath();
const answer = wrk === null ? await loadWithAutocannon(request, announce) : await loadWithWrk(wrk, request, announce);
process.stdout.write(`${JSON.stringify(answer)}\n`);
