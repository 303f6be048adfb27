/**
 * Keys for things the user did (a tap, a save), sent with every retry of it so the server keeps one record however
 * often it arrives (`@wellness/contract` idempotency-key.ts).
 */
/** A random key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return [...random(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The keys of one form's saves: the same save again (the same request, after a failure) goes under the key of the
 * last attempt, so if that attempt was kept after all the server answers it instead of keeping a second; a changed
 * request is a new save with a new key. `saved` forgets the last attempt. Requests are compared as the JSON they
 * are sent as (built by one function, so their keys come in one order).
 */
export class SaveKeys<T> {
  private last: { sent: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => newIdempotencyKey()) {}

  keyFor(request: T): string {
    const sent = JSON.stringify(request);
    if (this.last !== null && this.last.sent === sent) return this.last.key;
    const key = this.newKey();
    this.last = { sent, key };
    return key;
  }

  saved(): void {
    this.last = null;
  }
}
