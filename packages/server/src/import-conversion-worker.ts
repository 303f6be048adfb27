/**
 * The imports' worker thread: reads each import request it is sent and converts its file (features/imports/convert.ts),
 * with the interaction knowledge's recognition of substance names, composed here so that neither feature imports the
 * other. The main thread, which serves every user, never parses or converts a large file.
 */
import { parentPort } from 'node:worker_threads';
import { convertRequest, type ConversionJob } from './features/imports/convert.js';
import { recognisesSubstance } from './import-recognition.js';

const port = parentPort;
if (!port) throw new Error('import-conversion-worker.ts runs only as a worker thread');
port.on('message', (job: ConversionJob) => port.postMessage(convertRequest(job, recognisesSubstance)));
