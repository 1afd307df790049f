// An operation's documentation and handler without its scope, so personal, team and organization
// routes can share it while each route still states its own scope at the top.
import type { ApiContext, OperationAnswer, OperationDeclaration } from "@/lib/server/api/operation-types";

export interface SharedOperation<Q, B> {
  readonly doc: Omit<OperationDeclaration<Q, B>, "scope">;
  readonly handle: (ctx: ApiContext<Q, B>) => Promise<OperationAnswer>;
}

export function operation<Q = undefined, B = undefined>(
  doc: Omit<OperationDeclaration<Q, B>, "scope">,
  handle: (ctx: ApiContext<Q, B>) => Promise<OperationAnswer>,
): SharedOperation<Q, B> {
  return { doc, handle };
}
