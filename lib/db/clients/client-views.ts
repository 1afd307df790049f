// The one Prisma selection behind the portal's client detail (lib/clients/views/client-views.ts).
import type { ClientDetail } from "@/lib/clients/views/client-views";
import { isScope } from "@/lib/oauth/scope-catalogue";
import type { Prisma } from "../generated/client";
import { clientDetailsSelect } from "./client-details-select";

export const clientDetailSelect = {
  id: true,
  clientId: true,
  ...clientDetailsSelect,
  kind: true,
  status: true,
  reviewNote: true,
  reviewedAt: true,
  scopes: true,
  redirectUris: true,
  requirePushedAuthorizationRequests: true,
  dpopBoundAccessTokens: true,
  highSecurity: true,
  createdAt: true,
  owner: { select: { id: true, name: true, email: true } },
  secrets: {
    select: { id: true, hint: true, label: true, createdAt: true, lastUsedAt: true, expiresAt: true },
    orderBy: { createdAt: "asc" },
  },
  jwksUri: true,
  keys: {
    select: { id: true, kid: true, alg: true, thumbprint: true, label: true, createdAt: true, lastUsedAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
} as const satisfies Prisma.OAuthClientSelect;

type ClientDetailRow = Prisma.OAuthClientGetPayload<{ select: typeof clientDetailSelect }>;

export function toClientDetail(row: ClientDetailRow): ClientDetail {
  const { requirePushedAuthorizationRequests, ...rest } = row;
  return {
    ...rest,
    scopes: row.scopes.filter(isScope),
    legacy: row.scopes.length === 0,
    requirePushedRequests: requirePushedAuthorizationRequests,
  };
}
