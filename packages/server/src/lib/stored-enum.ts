/**
 * The one guard for enum values read back from the database. They were validated on the way in, so anything
 * else means the row was changed behind the app's back: fail loudly (a 500 with the detail in the log only)
 * rather than send a value the contract does not allow.
 */
export function storedEnum<T extends string>(values: readonly T[], value: string, column: string): T {
  if (!(values as readonly string[]).includes(value)) throw new Error(`Unexpected stored ${column} "${value}"`);
  return value as T;
}

/** storedEnum for a nullable column: null stays null. */
export function storedEnumOrNull<T extends string>(values: readonly T[], value: string | null, column: string): T | null {
  return value === null ? null : storedEnum(values, value, column);
}
