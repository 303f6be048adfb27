/** Focus-session calls through the real API, for specs that act from "another tab" or check what was saved. */
export interface ApiSession {
  id: string;
  type: string;
  startTime: string;
  isActive: boolean;
  productivity: number | null;
  notes: string | null;
}

async function call(baseURL: string, token: string, path: string, method: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseURL}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

export async function startSessionViaApi(baseURL: string, token: string, body: { sessionType: string; plannedDuration: number }): Promise<ApiSession> {
  return (await call(baseURL, token, '/focus-sessions/start', 'POST', body)) as ApiSession;
}

export async function todaySessionsViaApi(baseURL: string, token: string): Promise<{ sessions: ApiSession[]; summary: { totalTime: number; count: number } }> {
  return (await call(baseURL, token, '/focus-sessions/today', 'GET')) as { sessions: ApiSession[]; summary: { totalTime: number; count: number } };
}

export async function stopSessionViaApi(baseURL: string, token: string, id: string): Promise<ApiSession> {
  return (await call(baseURL, token, `/focus-sessions/${encodeURIComponent(id)}/stop`, 'PATCH', { productivity: 7, notes: 'Session completed' })) as ApiSession;
}
