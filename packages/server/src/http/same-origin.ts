/**
 * The CSRF check of the calls a cookie authenticates (refresh and logout; api-decisions §3): a request whose `Origin`
 * is not the app's own is refused.
 *
 * - The app's origin is `APP_URL`'s. When that is a loopback address, its loopback aliases with the same scheme and
 *   port are the same machine and the same server (`localhost`, `127.0.0.1`, `[::1]`): the default `APP_URL`
 *   (`http://localhost:3000`) still works for a browser opened at the address the server binds (`127.0.0.1`).
 * - A request with no `Origin` at all is not a browser's: browsers send it on every POST. A client that sends none
 *   holds the cookie itself, so there is nothing to forge; the cookie is `SameSite=Strict` besides. Should a browser
 *   ever leave it out while saying the request comes from another site (`Sec-Fetch-Site`), it is refused.
 * - An `Origin` that is present but empty or `null` (a sandboxed frame, a privacy redirect) is not the app's: refused.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Requests a browser marks as sent by the app itself, or by no page at all (typed in, a bookmark). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export interface OriginHeaders {
  origin?: string | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}

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

/** Whether a cookie-authenticated call with these headers may go on. */
export function allowsCookieCall(headers: OriginHeaders, appOrigin: string): boolean {
  if (headers.origin !== undefined) return isAppOrigin(headers.origin, appOrigin);
  const site = headers['sec-fetch-site'];
  return site === undefined || (typeof site === 'string' && OWN_FETCH_SITES.has(site));
}
