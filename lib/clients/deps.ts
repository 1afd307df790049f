// What every client use case is given by the composition root (lib/server/roots/clients.ts).
import type { RandomBytes } from "@/lib/oauth/ports";
import type { ClientStore } from "./ports";

export interface ClientDeps {
  readonly store: ClientStore;
  readonly now: () => Date;
  readonly randomBytes: RandomBytes;
  /** REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES: approval needs the high-security profile for write or ORG_* scopes. */
  readonly requireHighSecurityForWriteScopes?: boolean;
}
