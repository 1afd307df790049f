// What the portal pages get to see of a client: never a secret hash, never the owner's password.
import { type Scope, isScope } from "@/lib/oauth/scope-catalogue";
import type { ClientKind, ClientStatus } from "@/lib/oauth/ports";
import type { Prisma } from "../generated/client";

export type ClientSummary = {
  clientId: string;
  name: string;
  kind: ClientKind;
  status: ClientStatus;
  reviewNote: string | null;
  /** Created before scopes existed: no scopes yet (spec s3.2). */
  legacy: boolean;
  createdAt: Date;
};

export type SecretView = { id: string; hint: string; createdAt: Date; lastUsedAt: Date | null };

export type ClientDetail = ClientSummary & {
  /** Internal id: joins the audit log and the request log; never shown in URLs. */
  id: string;
  description: string | null;
  websiteUrl: string | null;
  logoUrl: string | null;
  reviewedAt: Date | null;
  scopes: Scope[];
  redirectUris: string[];
  secrets: SecretView[];
  owner: { id: string; name: string; email: string };
};

export const clientDetailSelect = {
  id: true,
  clientId: true,
  name: true,
  description: true,
  websiteUrl: true,
  logoUrl: true,
  kind: true,
  status: true,
  reviewNote: true,
  reviewedAt: true,
  scopes: true,
  redirectUris: true,
  createdAt: true,
  owner: { select: { id: true, name: true, email: true } },
  secrets: { select: { id: true, hint: true, createdAt: true, lastUsedAt: true }, orderBy: { createdAt: "asc" } },
} as const satisfies Prisma.OAuthClientSelect;

type ClientDetailRow = Prisma.OAuthClientGetPayload<{ select: typeof clientDetailSelect }>;

export function toClientDetail(row: ClientDetailRow): ClientDetail {
  return { ...row, scopes: row.scopes.filter(isScope), legacy: row.scopes.length === 0 };
}
