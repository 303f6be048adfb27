/**
 * Refuses U+0000 in any string of a request (path, query, body; keys too) with a 400 before validation.
 * PostgreSQL text cannot hold it (the query fails, a 500) while SQLite stores it, so without this guard the
 * same request would behave differently per engine. A JSON body is checked by its parser (`json-body.ts`) in the
 * same pass over the text that bounds its depth, so this walk covers the path and the query, which are small, and a
 * body some other parser left as text.
 */
import type { FastifyInstance } from 'fastify';
import { GENERIC_MESSAGES, INPUT_MESSAGES } from '@wellness/contract';
import { AppError } from './app-error.js';

/** Where the first NUL is, as a dotted path (`supplements.0.supplementId`), or null when there is none. */
export function findNul(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

export function nulError(path: string): AppError {
  return new AppError('validation', GENERIC_MESSAGES.validationFailed, { details: [{ path, message: INPUT_MESSAGES.nulCharacter }] });
}

export function installNulGuard(app: FastifyInstance): void {
  // Callback style: it runs before every handler, and an async hook costs a promise and a microtask each time.
  app.addHook('preValidation', (request, _reply, done) => {
    const textBody = typeof request.body === 'string' ? request.body : undefined;
    for (const part of [request.params, request.query, textBody]) {
      const path = findNul(part);
      if (path !== null) {
        done(nulError(path));
        return;
      }
    }
    done();
  });
}
