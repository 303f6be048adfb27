/**
 * The JSON of a list's items, kept per item object when the item is frozen. A service that answers the same frozen
 * object for as long as it cannot change (an ended focus session of a kept day, say) lets a long list be written
 * from its items' kept JSON, so a read that changes one item per request (a running session's seconds) serializes that
 * item only. An unfrozen item is serialized every time: nothing guarantees it is the same value next time.
 */
export type ItemJson<T extends object> = (item: T) => string;

export function frozenItemJson<T extends object>(serialize: (item: T) => string): ItemJson<T> {
  const kept = new WeakMap<T, string>();
  return (item) => {
    if (!Object.isFrozen(item)) return serialize(item);
    let json = kept.get(item);
    if (json === undefined) {
      json = serialize(item);
      kept.set(item, json);
    }
    return json;
  };
}
