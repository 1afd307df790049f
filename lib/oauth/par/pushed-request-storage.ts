// What pushed authorization requests (RFC 9126) need of storage: keep a pushed request for a
// minute, and hand it out once, to the client that pushed it.

/** RFC 9126 s2.2: short, as the RFC's examples; the request is used within seconds. */
export const PUSHED_REQUEST_LIFETIME_SECONDS = 60;
/**
 * The pushed request as stored (a query string); far above any real one, it bounds the row. Room
 * for authorization_details at its bound (4096 characters, up to three times that once encoded).
 */
export const MAX_PUSHED_REQUEST_LENGTH = 16000;
/** Per client; the oldest go. A public client anyone can push as cannot grow the table past it. */
export const MAX_LIVE_PUSHED_REQUESTS_PER_CLIENT = 1000;

export interface PushedRequestRecord {
  /** `hashSecret` of the request_uri's random part; the request_uri itself is never stored. */
  readonly referenceHash: string;
  /** The public client id of the client that pushed it. */
  readonly clientId: string;
  /** The authorization request's parameters as a query string, the client's credentials left out. */
  readonly params: string;
  readonly expiresAt: Date;
}

export interface PushedRequestPort {
  /**
   * Stores the request and, in the same write, forgets the client's expired ones and keeps at most
   * `maxLivePerClient` live ones of the client (the oldest go).
   */
  savePushedRequest(record: PushedRequestRecord, now: Date, maxLivePerClient: number): Promise<void>;
  /**
   * Atomically takes the request when it exists, belongs to `clientId` and `expiresAt > now`: one
   * conditional delete, so exactly one caller gets its parameters; null for everyone else. Another
   * client's reference is refused without using it up.
   */
  consumePushedRequest(referenceHash: string, clientId: string, now: Date): Promise<string | null>;
}
