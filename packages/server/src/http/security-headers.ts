/**
 * Security headers on every response: a strict CSP whose only inline script is the web app's boot script, allowed
 * by its hash (inline-script-hashes.ts); no framing, no referrer leaks.
 */
import type { FastifyInstance } from 'fastify';

/** The policy for the app's pages and the API; `scriptHashes` are the inline scripts allowed besides same-origin files. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * `pageScriptHashes` gives the hashes of the web app's inline scripts as the served index.html has them now; only
 * the app's HTML pages carry them (an API answer runs no script).
 */
export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean; pageScriptHashes: () => readonly string[] }): void {
  const policy = contentSecurityPolicy();
  // The API docs page (Swagger UI) needs its own stylesheet rules; everything else gets the strict policy.
  const docsPolicy = policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
  // Names in lower case, as Fastify stores and sends them: it lowers each name it is given, on every response.
  const always: Array<[string, string]> = [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  if (options.https) always.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  // Callback style: it runs on every response, and an async hook costs a promise and a microtask each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    const api = request.url.startsWith('/api/');
    const docs = api && request.url.startsWith('/api/docs');
    const page = !api && String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.header('content-security-policy', docs ? docsPolicy : page ? contentSecurityPolicy(options.pageScriptHashes()) : policy);
    for (const [name, value] of always) reply.header(name, value);
    if (api && !docs) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
