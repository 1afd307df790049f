// What the authorization endpoint needs: the client as its consent screen sees it, the scopes a
// user granted before, single-use consent forms, and storing the code it issues.
import type { AuthorizationCodeRecord, AuthorizeClientRecord, ClientAccessRecord } from "../records";
import type { Scope } from "../scope-catalogue";

export interface AuthorizeClientPort {
  /** By public client id; null when unknown (or too long to be one). */
  findAuthorizeClient(clientId: string): Promise<AuthorizeClientRecord | null>;
  /** One row per authorization request of a known client, for the legacy migration wizard. */
  recordAuthorizationRequest(clientId: string, withScope: boolean, at: Date): Promise<void>;
  findClientAccess(clientId: string): Promise<ClientAccessRecord | null>;
  /**
   * The union of the scopes of the user's live (unrevoked) scoped grants of the client; a
   * legacy-unrestricted grant adds nothing (the user must see the scoped consent once, spec s3.2).
   */
  findGrantedScopes(clientId: string, userId: string): Promise<readonly Scope[]>;
}

/** A rendered consent form: the form may be posted once, by the user it was rendered for. */
export interface ConsentTicketRecord {
  /** `hashSecret(nonce)`; the nonce itself only travels in the form. */
  readonly ticketHash: string;
  readonly userId: string;
  readonly expiresAt: Date;
}

export interface ConsentTicketPort {
  /**
   * Stores the ticket and, in the same write, forgets the user's expired tickets and keeps at
   * most `MAX_LIVE_CONSENT_TICKETS` live ones per user (the oldest go), so reloads cannot fill it.
   */
  saveConsentTicket(ticket: ConsentTicketRecord, now: Date): Promise<void>;
  /**
   * Atomically uses the ticket when it exists, belongs to `userId`, is unused and `expiresAt > now`:
   * one conditional write whose row count picks the single winner. False for everyone else.
   */
  consumeConsentTicket(ticketHash: string, userId: string, now: Date): Promise<boolean>;
}

/** Per user; a user rarely has more than a few consent screens open at once. */
export const MAX_LIVE_CONSENT_TICKETS = 20;

export interface AuthorizationCodeIssuePort {
  saveAuthorizationCode(record: AuthorizationCodeRecord): Promise<void>;
}
