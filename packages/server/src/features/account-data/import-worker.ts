/**
 * The import's worker thread: reads each uploaded backup file it is sent (`parse-backup.ts`) and
 * answers with the outcome, so the main thread, which serves every user, never parses or checks a large file.
 */
import { parentPort } from 'node:worker_threads';
import { parseBackup } from './parse-backup.js';

const port = parentPort;
if (!port) throw new Error('import-worker.ts runs only as a worker thread');
port.on('message', (bytes: Uint8Array) => port.postMessage(parseBackup(bytes)));
