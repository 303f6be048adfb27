/**
 * Whose drafts this browser keeps (lib/drafts.ts): the signed-in user's id from GET /auth/me or, while that read is on
 * its way or has failed (a connection that drops requests), the subject of the access token the server gave this
 * browser, the same id. Without an owner nothing typed or tapped offline could be kept.
 */
import { useQuery } from '@tanstack/react-query';
import { tokenStore } from './app-api';
import { meQuery } from './resources/auth';
import { tokenSubject } from './token-subject';

export function useDraftOwner(): string | null {
  // Not a reason to ask again: a form or card mounting while the read has failed would otherwise start it over, and
  // a read started over without data is pending again, which holds back whatever waits for it (the Daily tab) and
  // mounts the form again, round and round. The token names the same user meanwhile.
  const me = useQuery({ ...meQuery(), retryOnMount: false });
  return me.data?.id ?? tokenSubject(tokenStore.get());
}
