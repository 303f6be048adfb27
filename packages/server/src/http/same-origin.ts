/**
 * The CSRF check of the calls a cookie authenticates (refresh and logout; api-decisions §3): a request whose `Origin`
 * is not the app's own is refused, and so is one with none (an older browser may leave it out of a form's POST from
 * a sibling subdomain, which `SameSite` does not stop); a client that is not a browser sends `Origin` itself.
 *
 * The app's origin is `APP_URL`'s. When that is a loopback address, its loopback aliases with the same scheme and port
 * are the same machine and the same server (`localhost`, `127.0.0.1`, `[::1]`): the default `APP_URL`
 * (`http://localhost:3000`) still works for a browser opened at the address the server binds (`127.0.0.1`).
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parsed(origin: string): URL | null {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}

/** Whether `origin` is `appOrigin` itself, or a loopback alias of a loopback `appOrigin`. */
export function isAppOrigin(origin: string, appOrigin: string): boolean {
  if (origin === appOrigin) return true;
  const app = parsed(appOrigin);
  const other = parsed(origin);
  if (app === null || other === null || other.origin !== origin) return false;
  return LOOPBACK_HOSTS.has(app.hostname) && LOOPBACK_HOSTS.has(other.hostname) && app.protocol === other.protocol && app.port === other.port;
}

/** Whether a cookie-authenticated call with this `Origin` header may go on. */
export function allowsCookieCall(origin: string | undefined, appOrigin: string): boolean {
  return origin !== undefined && isAppOrigin(origin, appOrigin);
}
