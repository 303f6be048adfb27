/** Logs doses through the real API, for specs that need a dose history older than today. */
export async function logDoseViaApi(baseURL: string, token: string, supplementId: string, timestamp?: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/supplement-doses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(timestamp === undefined ? { supplementId } : { supplementId, timestamp }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /supplement-doses: HTTP ${response.status} ${text}`);
  const id = (JSON.parse(text) as { dose?: { id?: unknown } }).dose?.id;
  if (typeof id !== 'string') throw new Error('The logged dose has no id');
  return id;
}

/** An instant `days` days (and `minutes` minutes) before now, as the API takes it. */
export function daysAgo(days: number, minutes = 0): string {
  return new Date(Date.now() - days * 86_400_000 - minutes * 60_000).toISOString();
}
