/** The signed-in user as every feature's service sees them: whose data, and which calendar days are theirs. */
export interface Owner {
  id: string;
  /** IANA zone of the user's calendar days: every "today" and date range is counted in it. */
  timezone: string;
  /**
   * The version of the user's data read with the request's session check (migration 0025), when the owner is a
   * signed-in request's: shared reads may reuse work computed at the same version (lib/versioned-memo.ts).
   */
  dataVersion?: string;
}
