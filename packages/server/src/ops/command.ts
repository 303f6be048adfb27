/** Runs an operator command: its refusals and bad settings print as one clear message and exit 1, never a stack trace. */
import { resolve } from 'node:path';
import { ConfigError } from '../config.js';
import { OperationRefused } from './sqlite-backup.js';

export function runCommand(name: string, main: (args: string[]) => Promise<void>): void {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof OperationRefused) {
      console.error(`${name}: ${error.message}`);
    } else {
      console.error(`${name} failed:`, error);
    }
    process.exitCode = 1;
  });
}

/** A path from the command line, relative to where the operator ran npm (npm itself runs scripts from the repository root). */
export function operatorPath(path: string): string {
  return resolve(process.env['INIT_CWD'] ?? process.cwd(), path);
}
