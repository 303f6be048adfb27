/** A steady stream of dose writes from concurrent writers against a server process, remembering which were acknowledged. */
import type { HttpUser } from './http-user.js';

export interface DoseWriters {
  /** Ids of the doses answered 201, in the order the answers came. */
  acknowledged: string[];
  whenAcknowledged(count: number): Promise<void>;
  /** Stops the writers; a write failing after this (the server being killed) is expected and not acknowledged. */
  stop(): Promise<void>;
}

export function startDoseWriters(me: HttpUser, origin: string, supplementId: string, writers: number): DoseWriters {
  const acknowledged: string[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  let stopping = false;
  const writer = async (): Promise<void> => {
    while (!stopping) {
      let response;
      try {
        response = await me.call(origin, 'POST', '/api/supplement-doses', { supplementId, notes: 'one of a stream of writes' });
      } catch (error) {
        if (stopping) return;
        throw error;
      }
      if (response.status !== 201) throw new Error(`a dose write was answered ${response.status}: ${JSON.stringify(response.body)}`);
      acknowledged.push((response.body as { dose: { id: string } }).dose.id);
      for (const w of waiting.filter((w) => acknowledged.length >= w.count)) w.resolve();
    }
  };
  const running = Promise.all(Array.from({ length: writers }, writer));
  return {
    acknowledged,
    whenAcknowledged: (count) =>
      Promise.race([
        new Promise<void>((resolve) => waiting.push({ count, resolve })),
        running.then(() => Promise.reject(new Error('the writers stopped early'))),
      ]),
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/** Every dose of one substance, read back through the API's paginated history. */
export async function doseIdsOnServer(me: HttpUser, origin: string, supplementId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const response = await me.call(origin, 'GET', `/api/supplement-doses/${supplementId}/history?days=7&limit=100&page=${page}`);
    if (response.status !== 200) throw new Error(`history answered ${response.status}`);
    const body = response.body as { doses: Array<{ id: string }>; pagination: { pages: number } };
    for (const dose of body.doses) ids.add(dose.id);
    if (page >= body.pagination.pages) return ids;
  }
}
