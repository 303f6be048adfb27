/** The signed-in user as every feature's service sees them: whose data, and which calendar days are theirs. */
export interface Owner {
  id: string;
  /** IANA zone of the user's calendar days: every "today" and date range is counted in it. */
  timezone: string;
}
