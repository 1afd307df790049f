// What an API operation declares (scope, schemas, summary) and what its handler receives: shared by
// the guard (protected-resource.ts), the policy table (api-policy.ts) and the operations.
import type { z } from "zod";
import type { BearerAccess } from "@/lib/oauth/bearer-access";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { Realm } from "@/lib/scheduling/realm";
import type { LimitName } from "./rate-limit/limits";

export type ApiScope = Scope | "public";

export interface OperationDeclaration<Q = undefined, B = undefined> {
  readonly scope: ApiScope;
  readonly summary: string;
  readonly query?: z.ZodType<Q>;
  readonly body?: z.ZodType<B>;
  /** The `data` of a success response, for the OpenAPI document. */
  readonly response?: z.ZodType;
  readonly paginated?: boolean;
  readonly successStatus?: 200 | 201;
  /** A per-address budget spent by every call (public operations a script could flood). */
  readonly limitPerAddress?: LimitName;
}

export interface ApiContext<Q, B> {
  /** null on public operations. */
  readonly access: BearerAccess | null;
  /** Whose resources the request reaches: the user's own, or a team/organization they may act in. */
  readonly realm: Realm | null;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Q;
  readonly body: B;
  readonly request: Request;
}

export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type GuardedHandler = ((request: Request, context?: RouteContext) => Promise<Response>) & {
  readonly operation: OperationDeclaration<unknown, unknown>;
};
