// `npm start`: builds what is out of date, then runs the server (API and web app) in the foreground.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
buildIfNeeded();
const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
