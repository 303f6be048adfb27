/**
 * The limits sign-in and mail sending obey, declared here and satisfied by the rate-limit feature, which the
 * composition root passes in: sign-in back-off per address and account, and a mail budget per address and client.
 */
export interface AuthLimits {
  /** Throws 429 when this address or account may not try now. */
  beforeLogin(clientIp: string, email: string): Promise<void>;
  loginFailed(email: string): Promise<void>;
  loginSucceeded(email: string): Promise<void>;
  /** Throws 429 when another mail to this address, or from this client, would exceed its budget. */
  beforeMail(clientIp: string, email: string): Promise<void>;
}
