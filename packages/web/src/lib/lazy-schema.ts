/**
 * A contract schema that is built the first time it is used. The web build wraps each of the contract's
 * top-level schemas in one (build/lazy-schemas-plugin.ts): building them all when the app's scripts load was most
 * of the longest task after the first paint, while a screen parses only a few answers and validates a few forms.
 *
 * The stand-in forwards every operation to the schema, built once, so `parse`, `extend`, `shape`, nesting in other
 * schemas and zod's `instanceof` checks behave as with the schema itself. It is the same object wherever it is
 * imported, so comparing imported schemas by identity still works; a method that returns its schema (`brand()`)
 * returns the built one, not the stand-in. It cannot be frozen: zod never freezes a schema.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  const handler: ProxyHandler<object> = {
    get: (_target, key) => Reflect.get(schema(), key),
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(schema()),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    // Freezing would freeze the empty target, after which every read through the stand-in breaks its invariants.
    preventExtensions: () => false,
    // A proxy may not report a property as non-configurable unless its own target has it so; the stand-in's target is
    // empty, so properties are reported configurable (what they are is read through get, unchanged).
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
  };
  return new Proxy({}, handler) as T;
}
