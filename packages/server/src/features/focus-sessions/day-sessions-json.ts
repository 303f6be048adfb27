/**
 * The JSON of a day's sessions (GET /focus-sessions/today and ?date=), written from each session's own JSON: a day
 * can hold hundreds of sessions, and while one runs the answer changes every second, so it cannot be kept whole
 * (http/read-cache.ts). The service answers the same frozen object for an ended session of a kept day, so only the
 * running session is serialized again at each read. Byte for byte what the route's compiled serializer writes for
 * `todaySessionsResponseSchema` (day-sessions-json.test.ts holds it to that).
 */
import { focusSessionSchema, todaySessionsResponseSchema, type FocusSession, type TodaySessions } from '@wellness/contract';
import { frozenItemJson } from '../../http/frozen-item-json.js';
import { serializerOf } from '../../http/response-serializer.js';

const sessionJson = frozenItemJson<FocusSession>(serializerOf(focusSessionSchema));
const summaryJson = serializerOf(todaySessionsResponseSchema.shape.summary);

export function daySessionsJson(day: TodaySessions): string {
  return `{"date":${JSON.stringify(day.date)},"sessions":[${day.sessions.map(sessionJson).join(',')}],"summary":${summaryJson(day.summary)}}`;
}
