/** Entries seeded through the real API on given calendar days, so a goal's progress has data before the UI reads it. */
async function call(baseURL: string, token: string, path: string, method: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseURL}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** The calendar day `daysAgo` days before today in the zone, as YYYY-MM-DD. */
export function dayInZone(timeZone: string, daysAgo: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** A full-tracking entry on `date` with every rating at 5 except those given. */
export async function seedEntry(baseURL: string, token: string, date: string, ratings: Record<string, number>): Promise<void> {
  await call(baseURL, token, '/entries', 'POST', {
    type: 'REGULAR',
    date,
    overallRating: 5,
    focusLevel: 5,
    taskInitiation: 5,
    restlessness: 5,
    productivity: 5,
    ...ratings,
  });
}
