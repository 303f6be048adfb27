/**
 * A value made the first time it is asked for, then kept. For date and list formatters: a page's first one loads the
 * browser's locale data, so none is made when its module loads (lib/warm-up-date-formats.ts says why).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
