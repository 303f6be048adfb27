/**
 * For loads whose failure part 1 §8 says is "only logged": the error goes to the console with what failed,
 * and is thrown on, so the query still knows it failed (and the screen can offer Retry).
 */
export async function logFailure<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`${what} failed`, error);
    throw error;
  }
}
