/**
 * The reason typed into "Stop the experiment?" as the user's draft in this browser (lib/drafts.ts): kept while there
 * is one, so a reload, a closed tab or an expired session does not lose it; the experiment's page opens the question
 * again with it while the experiment is still running. Stopping, Discard and signing out remove it.
 */
import { isRecord, isString } from '@/lib/json-guards';

export const STOP_REASON_DRAFT_NAME = 'experiment-stop-reason';

export interface StopReasonDraft {
  experimentId: string;
  reason: string;
}

export function parseStopReasonDraft(stored: unknown): StopReasonDraft | null {
  if (!isRecord(stored) || !isString(stored.experimentId) || !isString(stored.reason)) return null;
  return { experimentId: stored.experimentId, reason: stored.reason };
}
