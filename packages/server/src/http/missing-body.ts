/**
 * A route that takes a JSON body validates a missing one as `{}` (docs/decisions.md, "An empty body is no body"): a
 * call whose fields all have defaults (starting a focus session) needs none, and one that needs fields names each
 * missing field instead of saying the body is not an object. Only a missing body: a JSON `null` is still refused.
 * Added per route, to the routes with a body schema only, so reads pay nothing for it. Routes with their own
 * validator (imports, restores) read their bodies themselves and are left alone.
 */
import type { FastifyInstance, preValidationHookHandler } from 'fastify';

const emptyWhenMissing: preValidationHookHandler = (request, _reply, done) => {
  if (request.body === undefined) request.body = {};
  done();
};

/** Must be installed before the routes are registered. */
export function installMissingBodyAsEmpty(server: FastifyInstance): void {
  server.addHook('onRoute', (route) => {
    if (route.schema?.body === undefined || route.validatorCompiler !== undefined) return;
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [emptyWhenMissing] : [emptyWhenMissing, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
