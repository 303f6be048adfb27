/** The user a stored access token names, for naming this device's storage keys (lib/draft-owner.ts). */
/** The `sub` of a JWT's payload, read without checking the signature: it only names a storage key on this device. */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (payload === undefined || payload === '') return null;
  let claims: unknown;
  try {
    claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    // Not a token this server issued (a test's placeholder, a damaged value): there is no owner to name.
    return null;
  }
  const sub = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}
