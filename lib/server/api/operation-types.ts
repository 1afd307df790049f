// What an API operation declares (scope, schemas, summary) and what its handler receives: shared by
// the guard (protected-resource.ts), the policy table (api-policy.ts) and the operations.
import type { z } from "zod";
import type { BearerAccess } from "@/lib/oauth/bearer-access";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { RequiredRole } from "@/lib/scheduling/access/api-access";
import type { Realm } from "@/lib/scheduling/realm";
import type { LimitName } from "@/lib/server/rate-limit/limits";
import type { DeprecationDeclaration } from "./deprecation";

export type ApiScope = Scope | "public";

export interface OperationDeclaration<Q = undefined, B = undefined> {
  readonly scope: ApiScope;
  /** On team and organization paths: the role the caller needs there (members may call without one). */
  readonly role?: RequiredRole;
  readonly summary: string;
  readonly query?: z.ZodType<Q>;
  readonly body?: z.ZodType<B>;
  /** The `data` of a success response, for the OpenAPI document. */
  readonly response?: z.ZodType;
  readonly paginated?: boolean;
  readonly successStatus?: 200 | 201;
  /** A per-address budget spent by every call (public operations a script could flood). */
  readonly limitPerAddress?: LimitName;
  /** A budget of the caller's own the handler spends (its 429, as the reference describes it). */
  readonly budget?: string;
  /**
   * A public operation whose answer is the same for every caller (a document built once): its
   * 200 and 304 keep the Cache-Control and ETag the handler sets instead of `no-store`.
   */
  readonly publicDocument?: true;
  /**
   * Being retired (deprecation.ts): every answer carries Deprecation, Sunset and the change note's
   * Link, and the OpenAPI document marks it. None is deprecated today.
   */
  readonly deprecated?: DeprecationDeclaration;
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

/**
 * A page of a list operation as the core returned it (`nextCursor` a row id): the guard, which
 * knows the operation and the realm, seals the cursor to them and answers the page.
 */
export interface ListPage {
  readonly kind: "list-page";
  readonly items: readonly unknown[];
  readonly nextCursor: string | null;
}

/** What an operation's handler gives the guard: a finished answer, or a page to seal and send. */
export type OperationAnswer = Response | ListPage;

export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type GuardedHandler = ((request: Request, context?: RouteContext) => Promise<Response>) & {
  readonly operation: OperationDeclaration<unknown, unknown>;
};
