// `npm start`: builds what is out of date, then runs the server (API and web app) in the foreground.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
buildIfNeeded();
// The heap settings the server is measured with (packages/server/src/node-flags.ts), read from the build just made.
const { SERVER_NODE_FLAGS } = await import(join(root, 'packages/server/dist/node-flags.js'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'packages/server/dist/main.js')], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
