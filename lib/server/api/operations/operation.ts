// An operation's documentation and handler without its scope, so personal, team and organization
// routes can share it while each route still states its own scope (and role) at the top:
//   export const POST = protectedResource(...createEventTypeOp.requiring("TEAM_EVENT_TYPE_WRITE", "ADMIN"));
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { RequiredRole } from "@/lib/scheduling/access/api-access";
import type { ApiContext, OperationAnswer, OperationDeclaration } from "@/lib/server/api/operation-types";

type Handler<Q, B> = (ctx: ApiContext<Q, B>) => Promise<OperationAnswer>;

export interface SharedOperation<Q, B> {
  readonly doc: Omit<OperationDeclaration<Q, B>, "scope">;
  readonly handle: Handler<Q, B>;
  /** protectedResource's arguments: this operation behind the scope, and the role, its route states. */
  requiring(scope: Scope, role?: RequiredRole): [OperationDeclaration<Q, B>, Handler<Q, B>];
}

export function operation<Q = undefined, B = undefined>(
  doc: Omit<OperationDeclaration<Q, B>, "scope">,
  handle: Handler<Q, B>,
): SharedOperation<Q, B> {
  return {
    doc,
    handle,
    requiring: (scope, role) => [{ scope, ...(role ? { role } : {}), ...doc }, handle],
  };
}
