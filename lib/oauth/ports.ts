// The whole store a composition root wires: every flow's storage port together. Each flow names the
// storage it needs in its own port file (fosite's flow_*_storage.go): token-grants/client-storage.ts,
// token-grants/authorization-code-storage.ts, token-grants/refresh-token-storage.ts,
// token-inspection/token-lookup-storage.ts and authorize/authorize-storage.ts, all in the words of
// records.ts. lib/db implements them with Prisma; testing/memory-store.ts in memory.
import type { AuthorizeClientPort, AuthorizationCodeIssuePort, ConsentTicketPort } from "./authorize/authorize-storage";
import type { DetailUsePort } from "./authorization-details/detail-use-storage";
import type { PushedRequestPort } from "./par/pushed-request-storage";
import type { GrantPort } from "./records";
import type { AuthorizationCodePort } from "./token-grants/authorization-code-storage";
import type { ClientPort } from "./token-grants/client-storage";
import type { RefreshTokenPort } from "./token-grants/refresh-token-storage";
import type { TokenLookupPort } from "./token-inspection/token-lookup-storage";

export type * from "./records";

export type OAuthStore = ClientPort &
  AuthorizationCodeIssuePort &
  AuthorizationCodePort &
  RefreshTokenPort &
  GrantPort &
  AuthorizeClientPort &
  ConsentTicketPort &
  PushedRequestPort &
  TokenLookupPort &
  DetailUsePort;
